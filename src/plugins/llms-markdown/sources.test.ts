import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import { markdownSources } from './sources';

const doc = (id: string, unlisted = false) => ({
  id,
  source: `@site/guides/${id}.md`,
  permalink: `/guides/${id}`,
  unlisted,
  title: `Title of ${id}`,
  description: `About ${id}`,
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
          ...['for-buyers/index', 'for-buyers/onboarding', 'outside', 'introduction/zkp2p'].map((id) => doc(id)),
          doc('hidden', true),
        ],
        sidebars: { guidesSidebar: sidebar },
      },
    ],
  },
};

const post = (slug: string, unlisted = false) => ({
  metadata: { source: `@site/blog/${slug}.md`, permalink: `/blog/${slug}`, title: slug, description: '', unlisted },
});

const blog = {
  name: 'docusaurus-plugin-content-blog',
  options: { id: 'default' },
  content: { blogPosts: [post('intro-zkp2p-v3'), post('draft', true), post('intro-zkp2p-v2')] },
};

test('docs come in sidebar order (a category page before its items), then docs outside it, then posts newest first; unlisted pages are left out', () => {
  const sources = markdownSources([blog, guides]);
  assert.deepEqual(
    sources.map(({ file, plugin, pluginId }) => `${plugin} ${pluginId} ${file}`),
    [
      ...['introduction/zkp2p', 'for-buyers/index', 'for-buyers/onboarding', 'outside'].map(
        (id) => `docs guides guides/${id}.md`,
      ),
      'blog default blog/intro-zkp2p-v3.md',
      'blog default blog/intro-zkp2p-v2.md',
    ],
  );
  assert.deepEqual(sources[0], {
    file: 'guides/introduction/zkp2p.md',
    permalink: '/guides/introduction/zkp2p',
    title: 'Title of introduction/zkp2p',
    description: 'About introduction/zkp2p',
    plugin: 'docs',
    pluginId: 'guides',
  });
});
