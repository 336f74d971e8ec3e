import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalPath, canonicalUrl, markdownPath } from './canonicalUrl';

test('canonicalPath drops a trailing slash and keeps paths without one and the home page', () => {
  for (const [given, canonical] of [
    ['/guides/for-buyers/', '/guides/for-buyers'],
    ['/brand-kit//', '/brand-kit'],
    ['/team', '/team'],
    ['/', '/'],
    ['', '/'],
  ] as const) {
    assert.equal(canonicalPath(given), canonical);
  }
});

test('canonicalUrl joins the site URL and the canonical path', () => {
  assert.equal(canonicalUrl('https://docs.zkp2p.xyz', '/brand-kit/'), 'https://docs.zkp2p.xyz/brand-kit');
  assert.equal(canonicalUrl('https://docs.zkp2p.xyz/', '/blogs'), 'https://docs.zkp2p.xyz/blogs');
  assert.equal(canonicalUrl('https://docs.zkp2p.xyz', '/'), 'https://docs.zkp2p.xyz/');
});

test('markdownPath appends .md to the canonical path, and refuses the home page, which has no twin', () => {
  assert.equal(markdownPath('/guides/introduction/zkp2p'), '/guides/introduction/zkp2p.md');
  assert.equal(markdownPath('/guides/for-buyers/'), '/guides/for-buyers.md');
  assert.equal(markdownPath('/blog/intro-zkp2p-v3'), '/blog/intro-zkp2p-v3.md');
  assert.throws(() => markdownPath('/'), /no Markdown twin/);
});
