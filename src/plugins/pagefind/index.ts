/**
 * pagefind: after the build, indexes the site's articles with Pagefind
 * (https://pagefind.app) and writes the search bundle to `build/pagefind/`,
 * which `src/theme/SearchBar` loads when a reader starts searching.
 *
 * - Only routes under `paths` are indexed (the docs areas and the blog
 *   posts), each under its canonical path (no trailing slash, as every link
 *   of the site writes it).
 * - In each page only the element matched by `rootSelector` (the article) is
 *   read, less `excludeSelectors`; Pagefind itself skips `nav`, `footer`,
 *   `form`, `label`, `svg` and `script` inside it. Headings weigh more than
 *   text, and a page's title (its first `h1`) most.
 * - The built HTML is read, never changed. Pagefind's Node API runs in a
 *   process of its own (./indexer.mjs: the package is an ES module only).
 *   Pagefind gets each page with a space before every table cell, row and
 *   definition-list item: the minified HTML leaves out their optional end
 *   tags (`<td>a<td>b`), and Pagefind would read the texts of neighbouring
 *   cells as one word.
 * - Of the files Pagefind writes, only those its search API and highlight
 *   script load are kept, not its ready-made search interfaces.
 *
 * Register in docusaurus.config.ts `plugins`:
 * `['./src/plugins/pagefind/index.ts', { paths: ['/guides', '/blog'], rootSelector: 'main article' }]`.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { canonicalPath } from '../../utils/canonicalUrl';

export type Options = {
  /** Route prefixes to index: a route is indexed when it is a prefix or lies below one. */
  paths: readonly string[];
  /** The element of a page that holds its text (Pagefind's `rootSelector`). */
  rootSelector: string;
  /** Elements inside it that are not indexed (Pagefind's `excludeSelectors`). */
  excludeSelectors?: readonly string[];
  /** Folder of the search bundle inside the build; `pagefind` by default. */
  outputSubdir?: string;
};

export type IndexedPage = { url: string; file: string };

/**
 * A space before each `<td>`, `<th>`, `<tr>`, `<dt>` and `<dd>`, so that the
 * texts of elements whose end tags the minifier left out stay separate words.
 */
export function separateImplicitlyClosedElements(html: string): string {
  return html.replace(/<(t[dhr]|d[dt])(?=[\s>/])/gi, ' <$1');
}

/** The bundle's entry file: languages, their index hashes and WebAssembly builds. */
const ENTRY_FILE = 'pagefind-entry.json';

/** Whether `route` is one of `prefixes` or lies below one. */
export function isIndexed(route: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => route === prefix || route.startsWith(`${prefix.replace(/\/$/, '')}/`));
}

/**
 * The files of Pagefind's bundle that its search API and highlight script
 * load (paths relative to the bundle folder), given the WebAssembly builds
 * its entry file names (`wasm`: `en`); the rest are its ready-made interfaces
 * (`pagefind-ui.js`, `pagefind-component-ui.js`, …), the WebAssembly of
 * languages the site does not have, and its Web Worker, which the search box
 * does not use (`noWorker`).
 */
export function isNeededBundleFile(file: string, wasm: readonly string[]): boolean {
  return (
    /^(pagefind|pagefind-highlight)\.js$/.test(file) ||
    file === ENTRY_FILE ||
    wasm.some((name) => file === `wasm.${name}.pagefind`) ||
    /^pagefind\.[\w-]+\.pf_meta$/.test(file) ||
    /^(index|fragment|filter)\/[\w-]+\.pf_(index|fragment|filter)$/.test(file)
  );
}

/** The WebAssembly builds an entry file (`pagefind-entry.json`) names, one per language. */
export function wasmOfEntry(entry: unknown): string[] {
  if (typeof entry !== 'object' || entry === null || !('languages' in entry)) return [];
  const { languages } = entry;
  if (typeof languages !== 'object' || languages === null) return [];
  return Object.values(languages).flatMap((language: unknown) =>
    typeof language === 'object' && language !== null && 'wasm' in language && typeof language.wasm === 'string'
      ? [language.wasm]
      : [],
  );
}

/** The HTML file Docusaurus wrote for a route (`/a/b` → `a/b/index.html`, or `a/b.html`). */
function htmlFileOf(outDir: string, route: string): string | undefined {
  const candidates = [path.join(outDir, route, 'index.html'), path.join(outDir, `${route}.html`)];
  return candidates.find((file) => existsSync(file));
}

/**
 * The pages to index: the routes under `prefixes`, each once under its
 * canonical path (`/guides/for-buyers/` → `/guides/for-buyers`), with its
 * HTML file, in path order.
 */
export function pagesToIndex(
  outDir: string,
  routesPaths: readonly string[],
  prefixes: readonly string[],
): IndexedPage[] {
  const pages = new Map<string, IndexedPage>();
  for (const route of routesPaths) {
    if (!isIndexed(route, prefixes) || pages.has(canonicalPath(route))) continue;
    const file = htmlFileOf(outDir, route);
    if (!file) throw new Error(`pagefind: no HTML file for the route ${route}`);
    pages.set(canonicalPath(route), { url: canonicalPath(route), file });
  }
  return [...pages.values()].sort((a, b) => a.url.localeCompare(b.url));
}

type Job = {
  rootSelector: string;
  excludeSelectors: string[];
  outputPath: string;
  pages: { url: string; content: string }[];
};

/** Runs ./indexer.mjs on a job. */
function runIndexer(job: Job): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'indexer.mjs')], {
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`pagefind: the indexer exited with code ${code}`));
    });
    child.stdin.end(JSON.stringify(job));
  });
}

/** Files under `dir`, as paths relative to it with `/` separators. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export default function pagefindPlugin(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'pagefind',
    async postBuild({ outDir, routesPaths }) {
      const outputPath = path.join(outDir, options.outputSubdir ?? 'pagefind');
      const pages = pagesToIndex(outDir, routesPaths, options.paths);
      if (pages.length === 0) throw new Error(`pagefind: no route under ${options.paths.join(', ')}`);
      await rm(outputPath, { recursive: true, force: true });
      await runIndexer({
        rootSelector: options.rootSelector,
        excludeSelectors: [...(options.excludeSelectors ?? [])],
        outputPath,
        pages: await Promise.all(
          pages.map(async ({ url, file }) => ({
            url,
            content: separateImplicitlyClosedElements(await readFile(file, 'utf8')),
          })),
        ),
      });
      const wasm = wasmOfEntry(JSON.parse(await readFile(path.join(outputPath, ENTRY_FILE), 'utf8')));
      for (const file of await filesUnder(outputPath)) {
        if (!isNeededBundleFile(file, wasm)) await rm(path.join(outputPath, file));
      }
    },
  };
}
