/**
 * pagefind: after the build, indexes the site's articles with Pagefind
 * (https://pagefind.app) and writes the search bundle to `build/pagefind/`,
 * which `src/theme/SearchBar` loads when a reader starts searching.
 *
 * - Only routes under `paths` are indexed (the docs areas and the blog
 *   posts), each under its canonical path, the one every link writes.
 * - In each page only the element matched by `rootSelector` (the article) is
 *   read, less `excludeSelectors`; Pagefind itself skips `nav`, `footer`,
 *   `form`, `label`, `svg` and `script` inside it.
 * - The built HTML is read, never changed. Pagefind's Node API runs in a
 *   process of its own (./indexer.mjs: the package is an ES module only).
 * - Of the files Pagefind writes, only those its search API and highlight
 *   script load are kept, not its ready-made search interfaces, its Web
 *   Worker (the search box sets `noWorker`) or the WebAssembly of other
 *   languages.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { spawnSync } from 'node:child_process';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PAGEFIND_BUNDLE } from '../../data/search';
import { canonicalPath, isAtOrUnder } from '../../utils/canonicalUrl';

export type Options = {
  /** Route prefixes to index: a route is indexed when it is a prefix or lies below one. */
  paths: readonly string[];
  /** The element of a page that holds its text (Pagefind's `rootSelector`). */
  rootSelector: string;
  /** Elements inside it that are not indexed (Pagefind's `excludeSelectors`). */
  excludeSelectors: string[];
};

/**
 * A space before each `<td>`, `<th>`, `<tr>`, `<dt>` and `<dd>`, so that the
 * texts of elements whose end tags the minifier left out stay separate words.
 */
export function separateImplicitlyClosedElements(html: string): string {
  return html.replace(/<(t[dhr]|d[dt])(?=[\s>/])/gi, ' <$1');
}

/** The files of the bundle that Pagefind's search API and highlight script load (paths relative to the bundle). */
const NEEDED_FILES = [
  /^pagefind(-highlight)?\.js$/,
  /^pagefind-entry\.json$/,
  /^wasm\.en\.pagefind$/,
  /^pagefind\.[\w-]+\.pf_meta$/,
  /^(index|fragment|filter)\/[\w-]+\.pf_(index|fragment|filter)$/,
];

export default function pagefindPlugin(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'pagefind',
    async postBuild({ outDir, routesPaths }) {
      const isIndexed = (route: string) => options.paths.some((prefix) => isAtOrUnder(route, prefix));
      const urls = [...new Set(routesPaths.filter(isIndexed).map(canonicalPath))].sort((a, b) => a.localeCompare(b));
      if (urls.length === 0) throw new Error(`pagefind: no route under ${options.paths.join(', ')}`);

      const outputPath = path.join(outDir, PAGEFIND_BUNDLE);
      await rm(outputPath, { recursive: true, force: true });
      const pages = await Promise.all(
        urls.map(async (url) => ({
          url,
          content: separateImplicitlyClosedElements(await readFile(path.join(outDir, url, 'index.html'), 'utf8')),
        })),
      );
      const job = { rootSelector: options.rootSelector, excludeSelectors: options.excludeSelectors, outputPath, pages };
      const indexer = spawnSync(process.execPath, [path.join(__dirname, 'indexer.mjs')], {
        input: JSON.stringify(job),
        stdio: ['pipe', 'inherit', 'inherit'],
      });
      if (indexer.status !== 0) throw new Error(`pagefind: the indexer exited with code ${indexer.status}`);

      for (const entry of await readdir(outputPath, { recursive: true, withFileTypes: true })) {
        const file = path.relative(outputPath, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (entry.isFile() && !NEEDED_FILES.some((pattern) => pattern.test(file)))
          await rm(path.join(outputPath, file));
      }
    },
  };
}
