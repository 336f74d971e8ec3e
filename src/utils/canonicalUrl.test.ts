import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalPath, canonicalUrl, markdownPath } from './canonicalUrl';

describe('canonicalPath', () => {
  it('drops a trailing slash', () => {
    assert.equal(canonicalPath('/guides/for-buyers/'), '/guides/for-buyers');
    assert.equal(canonicalPath('/brand-kit//'), '/brand-kit');
  });

  it('keeps paths without one and the home page', () => {
    assert.equal(canonicalPath('/team'), '/team');
    assert.equal(canonicalPath('/'), '/');
    assert.equal(canonicalPath(''), '/');
  });
});

describe('canonicalUrl', () => {
  it('joins the site URL and the canonical path', () => {
    assert.equal(canonicalUrl('https://docs.zkp2p.xyz', '/brand-kit/'), 'https://docs.zkp2p.xyz/brand-kit');
    assert.equal(canonicalUrl('https://docs.zkp2p.xyz/', '/blogs'), 'https://docs.zkp2p.xyz/blogs');
    assert.equal(canonicalUrl('https://docs.zkp2p.xyz', '/'), 'https://docs.zkp2p.xyz/');
  });
});

describe('markdownPath', () => {
  it('appends .md to the canonical path', () => {
    assert.equal(markdownPath('/guides/introduction/zkp2p'), '/guides/introduction/zkp2p.md');
    assert.equal(markdownPath('/guides/for-buyers/'), '/guides/for-buyers.md');
    assert.equal(markdownPath('/blog/intro-zkp2p-v3'), '/blog/intro-zkp2p-v3.md');
  });

  it('refuses the home page, which has no twin', () => {
    assert.throws(() => markdownPath('/'), /no Markdown twin/);
  });
});
