import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolveTarget, rewriteLinks } from './links';
import type { LinkContext } from './links';

const context: LinkContext = {
  file: 'guides/for-buyers/index.md',
  siteUrl: 'https://docs.zkp2p.xyz',
  permalinks: new Map([
    ['guides/for-buyers/index.md', '/guides/for-buyers/'],
    ['guides/for-buyers/complete-guide-to-onboarding.md', '/guides/for-buyers/complete-guide-to-onboarding'],
    ['guides/for-sellers/index.md', '/guides/for-sellers/'],
    ['protocol/v3/smart-contracts/orchestrator.md', '/protocol/v3/smart-contracts/orchestrator'],
    ['blog/2025-11-03-intro-zkp2p-v3.md', '/blog/intro-zkp2p-v3'],
  ]),
};

describe('resolveTarget', () => {
  it('turns a relative doc path into the canonical URL, keeping the fragment', () => {
    assert.equal(
      resolveTarget('./complete-guide-to-onboarding.md#wallet', context),
      'https://docs.zkp2p.xyz/guides/for-buyers/complete-guide-to-onboarding#wallet',
    );
    assert.equal(resolveTarget('../for-sellers/index.md', context), 'https://docs.zkp2p.xyz/guides/for-sellers');
    assert.equal(
      resolveTarget('../../protocol/v3/smart-contracts/orchestrator.mdx', {
        ...context,
        permalinks: new Map([
          ['protocol/v3/smart-contracts/orchestrator.mdx', '/protocol/v3/smart-contracts/orchestrator'],
        ]),
      }),
      'https://docs.zkp2p.xyz/protocol/v3/smart-contracts/orchestrator',
    );
  });

  it('makes root-relative links absolute', () => {
    assert.equal(resolveTarget('/blogs', context), 'https://docs.zkp2p.xyz/blogs');
    assert.equal(resolveTarget('/brand-kit/#colours', context), 'https://docs.zkp2p.xyz/brand-kit#colours');
  });

  it('leaves absolute URLs, fragments, images and unknown files alone', () => {
    for (const target of [
      'https://zkp2p.xyz',
      'mailto:team@example.org',
      '#fees',
      '//cdn.example.org/x.js',
      './diagram.svg',
      './missing.md',
      '',
    ]) {
      assert.equal(resolveTarget(target, context), target);
    }
  });
});

describe('rewriteLinks', () => {
  it('rewrites inline links, images stay relative, and reference definitions', () => {
    const source = [
      'Read [the onboarding guide](./complete-guide-to-onboarding.md "Onboarding") first.',
      '![Flow of a trade](./flow.svg)',
      '',
      '[sellers]: ../for-sellers/index.md',
    ].join('\n');
    assert.equal(
      rewriteLinks(source, context),
      [
        'Read [the onboarding guide](https://docs.zkp2p.xyz/guides/for-buyers/complete-guide-to-onboarding "Onboarding") first.',
        '![Flow of a trade](./flow.svg)',
        '',
        '[sellers]: https://docs.zkp2p.xyz/guides/for-sellers',
      ].join('\n'),
    );
  });

  it('handles link text with brackets and angle-bracket targets', () => {
    assert.equal(
      rewriteLinks('See [the [V3] post](<../../blog/2025-11-03-intro-zkp2p-v3.md>).', context),
      'See [the [V3] post](<https://docs.zkp2p.xyz/blog/intro-zkp2p-v3>).',
    );
  });

  it('drops Docusaurus heading ids', () => {
    assert.equal(rewriteLinks('## Fees and limits {#fees}\n\nText', context), '## Fees and limits\n\nText');
  });

  it('does not touch code blocks or inline code', () => {
    const source = [
      'Use `[x](./complete-guide-to-onboarding.md)` in prose.',
      '```md',
      '[x](./complete-guide-to-onboarding.md)',
      '## Heading {#id}',
      '```',
      '~~~~',
      '```',
      '[y](/blogs)',
      '~~~~',
      '[z](/blogs)',
    ].join('\n');
    const expected = source.replace('[z](/blogs)', '[z](https://docs.zkp2p.xyz/blogs)');
    assert.equal(rewriteLinks(source, context), expected);
  });
});
