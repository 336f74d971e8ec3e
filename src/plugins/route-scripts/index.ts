/**
 * Names each built page's route chunks in its HTML, next to the entry scripts,
 * so the browser fetches them together and runs them before the entry.
 *
 * Docusaurus lists only the two entry scripts in a page's HTML. The entry then
 * works out, from the URL, which route chunks the page needs (layout, page
 * component, content, metadata: 6 to 11 files) and adds a script element for
 * each: a second round trip before hydration can start, and on a docs page
 * about 40% of the entry's one long start-up task was spent building and
 * inserting those elements (CPU profile). With the chunks already run, the
 * entry finds them installed and goes straight on.
 *
 * Each file becomes a `<link rel="preload" as="script" data-page-script>` in
 * the head; the loader in src/ssg/template.ts runs every such link in order
 * after the first paint. The chunks only register their modules, so they may
 * run before the runtime, which picks them up when it starts. If one fails to
 * load, the entry requests it again as before (and shows "Retry" if that
 * fails too).
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { routeChunksOf } from './routeChunks';

/** The attribute that marks the script preloads the page's loader runs. */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';

/** The built HTML file of a route path (`/a/b` → `a/b/index.html`, `/404.html` → `404.html`). */
export function htmlFileOf(outDir: string, routePath: string): string {
  return routePath.endsWith('.html') ? path.join(outDir, routePath) : path.join(outDir, routePath, 'index.html');
}

const PAGE_SCRIPT_LINK = new RegExp(`<link\\b[^>]*\\s${PAGE_SCRIPT_ATTRIBUTE}[\\s>/][^>]*>`, 'g');

/** The `href` of a tag, quoted or not (the build minifies HTML). */
function hrefOf(tag: string): string | undefined {
  const match = /\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The page's HTML with a page-script preload for each file it does not name yet, before its first one. */
export function withRouteScripts(html: string, files: readonly string[]): string {
  const existing = [...html.matchAll(PAGE_SCRIPT_LINK)];
  const first = existing[0]?.index;
  if (first === undefined) return html;
  const named = new Set(existing.map((match) => hrefOf(match[0])));
  const links = files
    .filter((file) => !named.has(file))
    .map((file) => `<link rel="preload" as="script" fetchpriority="low" ${PAGE_SCRIPT_ATTRIBUTE} href="${file}">`)
    .join('');
  return html.slice(0, first) + links + html.slice(first);
}

export default function routeScriptsPlugin(): Plugin {
  return {
    name: 'route-scripts',
    async postBuild({ outDir, routesPaths, generatedFilesDir, baseUrl }) {
      const chunksOf = routeChunksOf(generatedFilesDir);
      await Promise.all(
        routesPaths.map(async (routePath) => {
          const file = htmlFileOf(outDir, routePath);
          const html = await readFile(file, 'utf8').catch(() => undefined);
          if (html === undefined) return;
          const files = chunksOf(routePath).map((chunk) => baseUrl + chunk.replace(/^\//, ''));
          const updated = withRouteScripts(html, files);
          if (updated === html) return;
          // Other plugins (search index, security headers) read the pages in
          // this same step: replace each file whole, never half-written.
          const temporary = `${file}.route-scripts`;
          await writeFile(temporary, updated);
          await rename(temporary, file);
        }),
      );
    },
  };
}
