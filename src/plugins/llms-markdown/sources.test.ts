import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import { blogSources, docSources, sidebarDocIds } from './sources';

const doc = (id: string, source: string, permalink: string, unlisted = false) => ({ id, source, permalink, unlisted });

const sidebar: LoadedVersion['sidebars'][string] = [
  { type: 'doc', id: 'introduction/zkp2p' },
  {
    type: 'category',
    label: 'For buyers',
    collapsed: true,
    collapsible: true,
    link: { type: 'doc', id: 'for-buyers/index' },
    items: [{ type: 'doc', id: 'for-buyers/onboarding' }],
  },
  { type: 'link', label: 'GitHub', href: 'https://github.com/zkp2p' },
];

const guides = {
  name: 'docusaurus-plugin-content-docs',
  content: {
    loadedVersions: [
      {
        docs: [
          doc('for-buyers/index', '@site/guides/for-buyers/index.md', '/guides/for-buyers/'),
          doc('for-buyers/onboarding', '@site/guides/for-buyers/onboarding.md', '/guides/for-buyers/onboarding'),
          doc('introduction/zkp2p', '@site/guides/introduction/zkp2p.md', '/guides/introduction/zkp2p'),
          doc('outside', '@site/guides/outside.md', '/guides/outside'),
          doc('hidden', '@site/guides/hidden.md', '/guides/hidden', true),
        ],
        sidebars: {
          guidesSidebar: sidebar,
        },
      },
    ],
  },
};

const blog = {
  name: 'docusaurus-plugin-content-blog',
  content: {
    blogPosts: [
      { metadata: { source: '@site/blog/2025-11-03-intro-zkp2p-v3.md', permalink: '/blog/intro-zkp2p-v3' } },
      { metadata: { source: '@site/blog/draft.md', permalink: '/blog/draft', unlisted: true } },
      { metadata: { source: '@site/blog/2025-02-05-intro-zkp2p-v2.md', permalink: '/blog/intro-zkp2p-v2' } },
    ],
  },
};

describe('sidebarDocIds', () => {
  it('lists docs in reading order, a category page before its items', () => {
    assert.deepEqual(sidebarDocIds(sidebar), ['introduction/zkp2p', 'for-buyers/index', 'for-buyers/onboarding']);
  });
});

describe('docSources', () => {
  it('orders docs as the sidebar does, then docs outside it, and leaves unlisted docs out', () => {
    assert.deepEqual(docSources([guides, blog]), [
      { file: 'guides/introduction/zkp2p.md', permalink: '/guides/introduction/zkp2p' },
      { file: 'guides/for-buyers/index.md', permalink: '/guides/for-buyers/' },
      { file: 'guides/for-buyers/onboarding.md', permalink: '/guides/for-buyers/onboarding' },
      { file: 'guides/outside.md', permalink: '/guides/outside' },
    ]);
  });

  it('ignores plugins that are not docs plugins', () => {
    assert.deepEqual(docSources([blog, { name: 'other', content: undefined }]), []);
  });
});

describe('blogSources', () => {
  it('keeps the blog order (newest first) and leaves unlisted posts out', () => {
    assert.deepEqual(blogSources([guides, blog]), [
      { file: 'blog/2025-11-03-intro-zkp2p-v3.md', permalink: '/blog/intro-zkp2p-v3' },
      { file: 'blog/2025-02-05-intro-zkp2p-v2.md', permalink: '/blog/intro-zkp2p-v2' },
    ]);
  });
});
