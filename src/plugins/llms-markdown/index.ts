/**
 * Machine-readable docs: /llms.txt (an index of every doc and post with its
 * title, URL and description), /llms-full.txt (all of them as one Markdown
 * file) and a Markdown twin of each page at its URL + `.md`
 * (`/guides/introduction/zkp2p.md`), written after the build.
 *
 * docusaurus-plugin-llms does the writing and the MDX clean-up. This wrapper
 * feeds it what it cannot know on its own:
 * - the pages, in reading order (sidebar order per area, then the blog
 *   newest first), from what the docs and blog plugins loaded;
 * - sources whose relative links (`./risks.md`) are already absolute URLs,
 *   staged in a temporary folder, because a link relative to a source file
 *   means nothing in llms-full.txt or in a copied page.
 * It fails the build when the files are missing, since the plugin itself only
 * logs its errors.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import docusaurusPluginLlms from 'docusaurus-plugin-llms';
import type { PluginOptions } from 'docusaurus-plugin-llms';
import { rewriteLinks } from './links';
import { blogSources, docSources } from './sources';

export type Options = PluginOptions;

export default function llmsMarkdownPlugin(context: LoadContext, options: Options): Plugin<void> {
  const { siteDir, siteConfig } = context;
  const llmsTxt = options.llmsTxtFilename ?? 'llms.txt';
  const llmsFullTxt = options.llmsFullTxtFilename ?? 'llms-full.txt';

  return {
    name: 'llms-markdown',
    async postBuild(props) {
      const sources = [...docSources(props.plugins), ...blogSources(props.plugins)];
      const permalinks = new Map(sources.map((source) => [source.file, source.permalink]));
      const staging = await mkdtemp(path.join(os.tmpdir(), 'llms-sources-'));
      try {
        for (const source of sources) {
          const text = await readFile(path.join(siteDir, source.file), 'utf8');
          const target = path.join(staging, source.file);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, rewriteLinks(text, { file: source.file, permalinks, siteUrl: siteConfig.url }));
        }
        const generator = docusaurusPluginLlms(
          { ...context, siteDir: staging },
          { ...options, includeOrder: sources.map((source) => source.file), includeUnmatchedLast: true },
        );
        await generator.postBuild?.(props);
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
      for (const name of [llmsTxt, llmsFullTxt]) {
        if (!existsSync(path.join(props.outDir, name))) {
          throw new Error(`llms-markdown: ${name} was not written; see the docusaurus-plugin-llms errors above.`);
        }
      }
    },
  };
}
