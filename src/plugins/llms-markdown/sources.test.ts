import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import { blogSources, docSources, sidebarDocIds } from './sources';

const doc = (id: string, source: string, permalink: string, unlisted = false) => ({
  id,
  source,
  permalink,
  unlisted,
  title: `Title of ${id}`,
  description: `About ${id}`,
});

/** What docSources makes of a listed doc of the guides instance. */
const guidesSource = (file: string, permalink: string, id: string) => ({
  file,
  permalink,
  title: `Title of ${id}`,
  description: `About ${id}`,
  plugin: 'docs',
  pluginId: 'guides',
});

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
  options: { id: 'guides' },
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

const post = (source: string, permalink: string, title: string, unlisted = false) => ({
  metadata: { source, permalink, title, description: `About ${title}`, unlisted },
});

const blog = {
  name: 'docusaurus-plugin-content-blog',
  options: { id: 'default' },
  content: {
    blogPosts: [
      post('@site/blog/2025-11-03-intro-zkp2p-v3.md', '/blog/intro-zkp2p-v3', 'Introducing V3'),
      post('@site/blog/draft.md', '/blog/draft', 'Draft', true),
      post('@site/blog/2025-02-05-intro-zkp2p-v2.md', '/blog/intro-zkp2p-v2', 'Introducing V2'),
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
      guidesSource('guides/introduction/zkp2p.md', '/guides/introduction/zkp2p', 'introduction/zkp2p'),
      guidesSource('guides/for-buyers/index.md', '/guides/for-buyers/', 'for-buyers/index'),
      guidesSource('guides/for-buyers/onboarding.md', '/guides/for-buyers/onboarding', 'for-buyers/onboarding'),
      guidesSource('guides/outside.md', '/guides/outside', 'outside'),
    ]);
  });

  it('ignores plugins that are not docs plugins', () => {
    assert.deepEqual(docSources([blog, { name: 'other', options: { id: 'default' }, content: undefined }]), []);
  });
});

describe('blogSources', () => {
  it('keeps the blog order (newest first) and leaves unlisted posts out', () => {
    const expected = (file: string, permalink: string, title: string) => ({
      file,
      permalink,
      title,
      description: `About ${title}`,
      plugin: 'blog',
      pluginId: 'default',
    });
    assert.deepEqual(blogSources([guides, blog]), [
      expected('blog/2025-11-03-intro-zkp2p-v3.md', '/blog/intro-zkp2p-v3', 'Introducing V3'),
      expected('blog/2025-02-05-intro-zkp2p-v2.md', '/blog/intro-zkp2p-v2', 'Introducing V2'),
    ]);
  });
});
