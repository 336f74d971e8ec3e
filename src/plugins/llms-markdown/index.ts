/**
 * Machine-readable docs, written after the build:
 * - a Markdown twin of each doc and post at its URL + `.md`
 *   (`/guides/introduction/zkp2p.md`): the page title, its description as a
 *   quote, then the article;
 * - /llms.txt (https://llmstxt.org): the site's title and tagline, a few
 *   paragraphs for readers and for AI agents, then one section per docs area
 *   and the blog listing every page's twin with its title and description;
 * - /llms-full.txt: every article in the same order, each under its title as
 *   a level-2 heading.
 *
 * Each article is read from the built HTML of its page (markdown.ts), not
 * from its MDX source, so what components render (fees and addresses from
 * `src/data`, tables of deployments, lists of payment apps) is in the
 * Markdown exactly as readers see it, and every link and image already points
 * at a URL of the built site. The pages come from what the docs and blog
 * plugins loaded, in reading order (sources.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Root } from 'mdast';
import { canonicalUrl, markdownPath } from '../../utils/canonicalUrl';
import { demoteHeadings, pageMdast, stringify } from './markdown';
import { markdownSources } from './sources';
import type { MarkdownSource } from './sources';
import { builtHtmlFile } from '../../utils/builtFiles';

export type Options = {
  /**
   * Sections of llms.txt, in order, each under its heading (`label`): the
   * pages of one content plugin instance (`id`: `guides`; the blog's is
   * `default`). Every doc and post must fall in one.
   */
  sections: { label: string; plugin: MarkdownSource['plugin']; id: string }[];
  /** Markdown after the tagline of llms.txt: what the site covers and how to read the list. */
  rootContent: string;
  /** Markdown for AI agents, after `rootContent` in llms.txt and after `fullRootContent` in llms-full.txt. */
  agentInstructions: string;
  /** Markdown after the tagline of llms-full.txt. */
  fullRootContent: string;
};

type Page = MarkdownSource & { article: Root };

const escapeLinkText = (text: string): string => text.replace(/[\\[\]]/g, '\\$&');
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A page's twin: its title, its description as a quote, its article. */
function twin(page: Page): string {
  return stringify({
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] },
      {
        type: 'blockquote',
        children: [{ type: 'paragraph', children: [{ type: 'text', value: oneLine(page.description) }] }],
      },
      ...page.article.children,
    ],
  });
}

/** A page in llms-full.txt: its title as a level-2 heading, its headings one level down. */
function fullSection(page: Page): string {
  return stringify({
    type: 'root',
    children: [
      { type: 'heading', depth: 2, children: [{ type: 'text', value: page.title }] },
      ...demoteHeadings(page.article, 1).children,
    ],
  });
}

export default function llmsMarkdownPlugin(context: LoadContext, options: Options): Plugin {
  const { siteConfig } = context;
  const siteUrl = siteConfig.url;
  const heading = `# ${siteConfig.title}\n\n> ${siteConfig.tagline}`;
  /** Markdown blocks, one blank line apart, ending in a newline. */
  const file = (blocks: string[]): string => `${blocks.map((block) => block.trim()).join('\n\n')}\n`;

  return {
    name: 'llms-markdown',
    async postBuild({ outDir, plugins }) {
      const pages: Page[] = [];
      for (const source of markdownSources(plugins)) {
        const html = await readFile(builtHtmlFile(outDir, source.permalink), 'utf8');
        const article = pageMdast(html, { pageUrl: `${siteUrl}${source.permalink}`, siteUrl });
        pages.push({ ...source, article });
      }

      const sections = options.sections.map((section) => ({
        section,
        pages: pages.filter((page) => page.plugin === section.plugin && page.pluginId === section.id),
      }));
      const unlisted = pages.filter((page) => !sections.some((entry) => entry.pages.includes(page)));
      if (unlisted.length > 0) {
        throw new Error(
          `llms-markdown: no section of llms.txt for ${unlisted.map((page) => page.file).join(', ')}; add one to the plugin's sections.`,
        );
      }

      for (const page of pages) {
        const twinFile = path.join(outDir, markdownPath(page.permalink));
        await mkdir(path.dirname(twinFile), { recursive: true });
        await writeFile(twinFile, twin(page));
      }

      const lists = sections
        .filter((entry) => entry.pages.length > 0)
        .map(({ section, pages: listed }) => {
          const items = listed.map(
            (page) =>
              `- [${escapeLinkText(page.title)}](${canonicalUrl(siteUrl, markdownPath(page.permalink))}): ${oneLine(page.description)}`,
          );
          return `## ${section.label}\n\n${items.join('\n')}`;
        });
      await writeFile(
        path.join(outDir, 'llms.txt'),
        file([heading, options.rootContent, options.agentInstructions, ...lists]),
      );
      await writeFile(
        path.join(outDir, 'llms-full.txt'),
        file([
          heading,
          options.fullRootContent,
          options.agentInstructions,
          ...sections.flatMap((entry) => entry.pages.map(fullSection)),
        ]),
      );
    },
  };
}
