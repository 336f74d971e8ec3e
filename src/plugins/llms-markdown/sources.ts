/**
 * The docs and posts that get a Markdown twin, read from what the docs and
 * blog plugins loaded (so drafts, unlisted pages and partials are left out),
 * in reading order: each docs area in the order of its sidebar, then any doc
 * outside a sidebar, then the blog, newest post first like the listing. Each
 * comes with the title and description Docusaurus gave the page.
 */
import type { LoadedPlugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { aliasedSitePathToRelativePath } from '@docusaurus/utils';

export type MarkdownSource = {
  /** Path of the source file relative to the site directory, e.g. `guides/risks.md`. */
  file: string;
  permalink: string;
  title: string;
  description: string;
  /** The content plugin that loaded the page, and its instance id (`guides`; the blog's is `default`). */
  plugin: 'docs' | 'blog';
  pluginId: string;
};

type SidebarItem = LoadedVersion['sidebars'][string][number];
type PluginLike = Pick<LoadedPlugin, 'name' | 'content'> & { options: { id: string } };

/** Doc ids in the order a reader meets them in a sidebar (category pages before their items). */
function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type !== 'category') return [];
    return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...sidebarDocIds(item.items)];
  });
}

/** A page's source, from the metadata its plugin loaded (a doc's and a post's name the same fields). */
function sourceOf(
  page: { source: string; permalink: string; title: string; description: string },
  plugin: MarkdownSource['plugin'],
  pluginId: string,
): MarkdownSource {
  const { source, permalink, title, description } = page;
  return { file: aliasedSitePathToRelativePath(source), permalink, title, description, plugin, pluginId };
}

function versionSources(version: LoadedVersion, pluginId: string): MarkdownSource[] {
  const order = [...new Set(Object.values(version.sidebars).flatMap((sidebar) => sidebarDocIds(sidebar)))];
  const rank = (id: string): number => (order.includes(id) ? order.indexOf(id) : order.length);
  return version.docs
    .filter((doc) => !doc.unlisted)
    .map((doc, position) => ({ doc, position }))
    .sort((a, b) => rank(a.doc.id) - rank(b.doc.id) || a.position - b.position)
    .map(({ doc }) => sourceOf(doc, 'docs', pluginId));
}

/** Every listed doc of every docs instance, instance by instance, in sidebar order; then every listed blog post, newest first. */
export function markdownSources(plugins: readonly PluginLike[]): MarkdownSource[] {
  const docs = plugins.flatMap(({ name, content, options }) =>
    name === 'docusaurus-plugin-content-docs'
      ? (content as DocsContent).loadedVersions.flatMap((version) => versionSources(version, options.id))
      : [],
  );
  const posts = plugins.flatMap(({ name, content, options }) =>
    name === 'docusaurus-plugin-content-blog'
      ? (content as BlogContent).blogPosts
          .filter((post) => !post.metadata.unlisted)
          .map(({ metadata }) => sourceOf(metadata, 'blog', options.id))
      : [],
  );
  return [...docs, ...posts];
}
