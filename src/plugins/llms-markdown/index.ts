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
 * - sources whose relative links (`./risks.md`, `./flow.svg`) are already
 *   absolute URLs, staged in a temporary folder, because a link relative to a
 *   source file means nothing in llms-full.txt or in a copied page. Files
 *   beside the sources that the links point at are copied to
 *   /assets/markdown/<source path> (the HTML pages often inline small images,
 *   so there is no built file to point at).
 * It fails the build when the files are missing, since the plugin itself only
 * logs its errors.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import docusaurusPluginLlms from 'docusaurus-plugin-llms';
import type { PluginOptions } from 'docusaurus-plugin-llms';
import { rewriteLinks } from './links';
import { blogSources, docSources } from './sources';

export type Options = PluginOptions;

/** Where copies of the files the Markdown links to are served, under the site root. */
export const ASSET_DIR = 'assets/markdown';

async function copyInto(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await copyFile(from, to);
}

export default function llmsMarkdownPlugin(context: LoadContext, options: Options): Plugin<void> {
  const { siteDir, siteConfig } = context;
  const llmsTxt = options.llmsTxtFilename ?? 'llms.txt';
  const llmsFullTxt = options.llmsFullTxtFilename ?? 'llms-full.txt';

  return {
    name: 'llms-markdown',
    async postBuild(props) {
      const sources = [...docSources(props.plugins), ...blogSources(props.plugins)];
      const permalinks = new Map(sources.map((source) => [source.file, source.permalink]));
      const assetBaseUrl = `${siteConfig.url.replace(/\/+$/, '')}${siteConfig.baseUrl}${ASSET_DIR}`;
      const staging = await mkdtemp(path.join(os.tmpdir(), 'llms-sources-'));
      try {
        for (const source of sources) {
          const text = await readFile(path.join(siteDir, source.file), 'utf8');
          const { markdown, assets } = rewriteLinks(text, {
            file: source.file,
            permalinks,
            siteUrl: siteConfig.url,
            assetBaseUrl,
          });
          const target = path.join(staging, source.file);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, markdown);
          for (const asset of assets) {
            const from = path.join(siteDir, asset);
            if (!existsSync(from)) {
              throw new Error(`llms-markdown: ${source.file} links to ${asset}, which does not exist.`);
            }
            await copyInto(from, path.join(props.outDir, ASSET_DIR, asset));
          }
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
