/**
 * pagefind: after the build, indexes the site's articles with Pagefind
 * (https://pagefind.app) and writes the search bundle to `build/pagefind/`,
 * which `src/theme/SearchBar` loads when a reader starts searching.
 *
 * - Only routes under one of `areas` are indexed (the docs areas and the blog
 *   posts), each under its canonical path, the one every link writes.
 * - In each page only the text of the element matched by `rootSelector` (the
 *   article, marked as Pagefind's `data-pagefind-body`) is read, less
 *   `excludeSelectors`; Pagefind itself skips `nav`, `footer`, `form`,
 *   `label`, `svg` and `script` inside it. Parts matched by `weights` count
 *   more or less than prose.
 * - Each page also gets the search fields of `metaFields`, read from meta
 *   elements of its head (the `keywords` of a page's front matter among
 *   them), and its area as the filter `areaFilter`.
 * - The built HTML is read, never changed: those marks are added to the copy
 *   handed to Pagefind. Pagefind's Node API runs in a process of its own
 *   (./indexer.mjs: the package is an ES module only).
 * - Of the files Pagefind writes, only those its search API and highlight
 *   script load are kept, not its ready-made search interfaces, its Web
 *   Worker (the search box sets `noWorker`) or the WebAssembly of other
 *   languages.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { spawnSync } from 'node:child_process';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toHtml } from 'hast-util-to-html';
import { toText } from 'hast-util-to-text';
import { PAGEFIND_BUNDLE } from '../../data/search';
import { canonicalPath, isAtOrUnder } from '../../utils/canonicalUrl';
import { builtHtmlFile } from '../../utils/builtFiles';

export type Options = {
  /** The element of a page that holds its text (marked as Pagefind's `data-pagefind-body`). */
  rootSelector: string;
  /** Elements inside it that are not indexed (Pagefind's `excludeSelectors`). */
  excludeSelectors: string[];
  /** Elements inside it whose words weigh more or less than prose (Pagefind's `data-pagefind-weight`). */
  weights: readonly { selector: string; weight: number }[];
  /** Search fields, each read from the `content` of the meta element its selector matches in the page's head. */
  metaFields: Readonly<Record<string, string>>;
  /**
   * The areas to index, by route prefix: a route is indexed when it is at or
   * under the `path` of one, and gets the `key` of the first such area as
   * the value of the filter `areaFilter`.
   */
  areas: readonly { key: string; path: string; label: string }[];
  areaFilter: string;
  /**
   * A search field naming where the page sits, so that "developer" or
   * "seller" finds the pages of that part of the site: the area's `label`,
   * then the text of the element `sectionSelector` matches in the root (the
   * breadcrumbs: the sidebar category and the page's sidebar label).
   */
  sectionField: string;
  sectionSelector: string;
};

export type PageMarks = Pick<
  Options,
  'rootSelector' | 'weights' | 'metaFields' | 'areaFilter' | 'sectionField' | 'sectionSelector'
> & {
  /** The page's area. */
  area: { key: string; label: string };
};

/**
 * The page as Pagefind is given it: the root marked as the part to index
 * (Pagefind's `data-pagefind-body`, which unlike its `rootSelector` option
 * leaves the head's meta elements in reach) and with the page's area as a
 * filter and its section as a search field, the meta elements of
 * `metaFields` marked as search fields, and the parts of `weights`
 * weighted. Fails when the page has no root.
 */
export function markForIndex(html: string, marks: PageMarks): string {
  const tree = fromHtml(html);
  const root = select(marks.rootSelector, tree);
  if (!root) throw new Error(`pagefind: no ${marks.rootSelector} in the page`);
  for (const [field, selector] of Object.entries(marks.metaFields)) {
    for (const meta of selectAll(selector, tree)) meta.properties.dataPagefindMeta = `${field}[content]`;
  }
  for (const { selector, weight } of marks.weights) {
    for (const part of selectAll(selector, root)) part.properties.dataPagefindWeight = String(weight);
  }
  const trail = select(marks.sectionSelector, root);
  const section = [marks.area.label, trail ? toText(trail) : ''].join(' ').replace(/\s+/g, ' ').trim();
  root.properties.dataPagefindBody = '';
  root.properties.dataPagefindFilter = `${marks.areaFilter}:${marks.area.key}`;
  root.properties.dataPagefindMeta = `${marks.sectionField}:${section}`;
  return toHtml(tree);
}

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
      const isIndexed = (route: string) => options.areas.some((area) => isAtOrUnder(route, area.path));
      const urls = [...new Set(routesPaths.filter(isIndexed).map(canonicalPath))].sort((a, b) => a.localeCompare(b));
      if (urls.length === 0)
        throw new Error(`pagefind: no route under ${options.areas.map((area) => area.path).join(', ')}`);

      const outputPath = path.join(outDir, PAGEFIND_BUNDLE);
      await rm(outputPath, { recursive: true, force: true });
      const areaOf = (url: string) => {
        const area = options.areas.find((candidate) => isAtOrUnder(url, candidate.path));
        if (!area) throw new Error(`pagefind: ${url} is in no search area`);
        return area;
      };
      const pages = await Promise.all(
        urls.map(async (url) => {
          const html = separateImplicitlyClosedElements(await readFile(builtHtmlFile(outDir, url), 'utf8'));
          try {
            return { url, content: markForIndex(html, { ...options, area: areaOf(url) }) };
          } catch (error) {
            throw new Error(`pagefind: ${url}`, { cause: error });
          }
        }),
      );
      const job = { excludeSelectors: options.excludeSelectors, outputPath, pages };
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
