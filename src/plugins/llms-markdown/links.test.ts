import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolveTarget, rewriteLinks } from './links';
import type { LinkContext } from './links';

const context: LinkContext = {
  file: 'guides/for-buyers/index.md',
  siteUrl: 'https://docs.zkp2p.xyz',
  assetBaseUrl: 'https://docs.zkp2p.xyz/assets/markdown',
  permalinks: new Map([
    ['guides/for-buyers/index.md', '/guides/for-buyers/'],
    ['guides/for-buyers/complete-guide-to-onboarding.md', '/guides/for-buyers/complete-guide-to-onboarding'],
    ['guides/for-sellers/index.md', '/guides/for-sellers/'],
    ['protocol/v3/smart-contracts/orchestrator.mdx', '/protocol/v3/smart-contracts/orchestrator'],
    ['blog/2025-11-03-intro-zkp2p-v3.md', '/blog/intro-zkp2p-v3'],
  ]),
};

const url = (target: string): string => resolveTarget(target, context).url;

describe('resolveTarget', () => {
  it('turns a relative doc path into the canonical URL, keeping the fragment', () => {
    assert.equal(
      url('./complete-guide-to-onboarding.md#wallet'),
      'https://docs.zkp2p.xyz/guides/for-buyers/complete-guide-to-onboarding#wallet',
    );
    assert.equal(url('../for-sellers/index.md'), 'https://docs.zkp2p.xyz/guides/for-sellers');
    assert.equal(
      url('../../protocol/v3/smart-contracts/orchestrator.mdx'),
      'https://docs.zkp2p.xyz/protocol/v3/smart-contracts/orchestrator',
    );
  });

  it('makes root-relative links absolute', () => {
    assert.equal(url('/blogs'), 'https://docs.zkp2p.xyz/blogs');
    assert.equal(url('/brand-kit/#colours'), 'https://docs.zkp2p.xyz/brand-kit#colours');
    assert.equal(url('/img/logo.svg'), 'https://docs.zkp2p.xyz/img/logo.svg');
  });

  it('points a file beside the doc at its copy and names the file to copy', () => {
    assert.deepEqual(resolveTarget('./buyer flow.svg', context), {
      url: 'https://docs.zkp2p.xyz/assets/markdown/guides/for-buyers/buyer%20flow.svg',
      asset: 'guides/for-buyers/buyer flow.svg',
    });
    assert.deepEqual(resolveTarget('../common/steps%201.png', context), {
      url: 'https://docs.zkp2p.xyz/assets/markdown/guides/common/steps%201.png',
      asset: 'guides/common/steps 1.png',
    });
  });

  it('leaves absolute URLs, fragments, unknown docs and paths outside the site alone', () => {
    for (const target of [
      'https://zkp2p.xyz',
      'mailto:team@example.org',
      '#fees',
      '//cdn.example.org/x.js',
      './missing.md',
      '../../../outside.png',
      '%E0%A4%A.png',
      '',
    ]) {
      assert.deepEqual(resolveTarget(target, context), { url: target });
    }
  });
});

describe('rewriteLinks', () => {
  it('rewrites inline links, images and reference definitions, and lists the files to copy', () => {
    const source = [
      'Read [the onboarding guide](./complete-guide-to-onboarding.md "Onboarding") first.',
      '![Flow of a trade](./flow.svg)',
      '',
      '[sellers]: ../for-sellers/index.md',
    ].join('\n');
    assert.deepEqual(rewriteLinks(source, context), {
      markdown: [
        'Read [the onboarding guide](https://docs.zkp2p.xyz/guides/for-buyers/complete-guide-to-onboarding "Onboarding") first.',
        '![Flow of a trade](https://docs.zkp2p.xyz/assets/markdown/guides/for-buyers/flow.svg)',
        '',
        '[sellers]: https://docs.zkp2p.xyz/guides/for-sellers',
      ].join('\n'),
      assets: ['guides/for-buyers/flow.svg'],
    });
  });

  it('handles link text with brackets and angle-bracket targets', () => {
    assert.equal(
      rewriteLinks('See [the [V3] post](<../../blog/2025-11-03-intro-zkp2p-v3.md>).', context).markdown,
      'See [the [V3] post](<https://docs.zkp2p.xyz/blog/intro-zkp2p-v3>).',
    );
  });

  it('drops Docusaurus heading ids, in Markdown and MDX spelling', () => {
    assert.equal(rewriteLinks('## Fees and limits {#fees}\n\nText', context).markdown, '## Fees and limits\n\nText');
    assert.equal(rewriteLinks('### The `toToken` format \\{#to-token}', context).markdown, '### The `toToken` format');
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
    assert.deepEqual(rewriteLinks(source, context), { markdown: expected, assets: [] });
  });

  it('reads code and destinations as CommonMark does: fences inside list items, parentheses in URLs', () => {
    const source = [
      '1. Copy this:',
      '',
      '    ```md',
      '    [x](/blogs)',
      '    ```',
      '',
      '2. Then read [the post](</blogs> "All posts") and [the (draft)](/blog/a_(b)).',
    ].join('\n');
    const expected = source
      .replace('(</blogs> ', '(<https://docs.zkp2p.xyz/blogs> ')
      .replace('(/blog/a_(b))', '(https://docs.zkp2p.xyz/blog/a_(b))');
    assert.equal(rewriteLinks(source, context).markdown, expected);
  });

  it('keeps a link inside a heading and drops only the id', () => {
    assert.equal(
      rewriteLinks('## See [sellers](../for-sellers/index.md) {#see}', context).markdown,
      '## See [sellers](https://docs.zkp2p.xyz/guides/for-sellers)',
    );
  });
});
