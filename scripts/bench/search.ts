/**
 * Benchmark of the offline search, against the production build served like
 * a static host (scripts/serve-build.ts) in Debian's Chromium:
 * - the index: raw, Brotli 11 (the budget, as tests/build/search-index.test.ts
 *   checks it), Brotli 5 and gzip bytes, pages and
 *   entries (titles, headings, descriptions, sections) indexed;
 * - laziness: index requests made by a page that is loaded but never searched;
 * - index load: from pressing Ctrl/⌘ K until the search code and the index are
 *   fetched, parsed and the box is ready;
 * - queries: from the last keystroke of a query until its results (or the
 *   empty state) are in the DOM, median and worst of several runs.
 *
 * Usage: npm run build && npm run bench:search [-- --runs 7 --query "escrow"]
 * Prints a table, and writes bench-results/search.json.
 */
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { buildHandler } from '../serve-build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { BROTLI_MAX_QUALITY, compress } from '../compression';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const INDEX_FILE = /\/search-index[^/]*\.json/;
const INDEX_BUDGET_BYTES = 300 * 1024;
const QUERY_BUDGET_MS = 100;

const defaultQueries: readonly string[] = [
  'Orchestrator',
  'escrow',
  'Venmo',
  'Revolut',
  'partial release',
  'Introducing ZKP2P V3',
  'signalIntent',
  'attestation service',
  'zkTLS proof',
  'qzxvw plkjh',
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function options(name: string): string[] {
  return process.argv.flatMap((value, index) => (process.argv[index - 1] === name ? [value] : []));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

type IndexStats = {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Brotli at the quality the test server uses on the fly. */
  brotli5Bytes: number;
  pages: number;
  sections: number;
};

function indexStats(): IndexStats {
  const files = readdirSync(root).filter((name) => /^search-index.*\.json$/.test(name));
  const [file] = files;
  if (file === undefined || files.length !== 1) {
    throw new Error(`Expected one search index in ${root}, found ${files.length}: run \`npm run build\` first.`);
  }
  const body = readFileSync(path.join(root, file));
  const parsed: unknown = JSON.parse(body.toString('utf8'));
  const parts = Array.isArray(parsed) ? parsed : [];
  const counts = parts.map((part: unknown) =>
    typeof part === 'object' && part !== null && 'documents' in part && Array.isArray(part.documents)
      ? part.documents.length
      : 0,
  );
  return {
    file,
    rawBytes: body.length,
    gzipBytes: compress(body, 'gzip').length,
    brotliBytes: compress(body, 'br', BROTLI_MAX_QUALITY).length,
    brotli5Bytes: compress(body, 'br').length,
    pages: counts[0] ?? 0,
    sections: counts.reduce((sum, count) => sum + count, 0),
  };
}

const SEARCH_BOX = 'input.navbar__search-input';

/** Loads a page, waits for the app, and counts index requests while nobody searches. */
async function indexRequestsWithoutSearch(page: Page, baseUrl: string): Promise<number> {
  let requests = 0;
  const count = (url: string): void => {
    if (INDEX_FILE.test(url)) requests += 1;
  };
  page.on('request', (request) => count(request.url()));
  await page.goto(`${baseUrl}/guides/introduction/zkp2p`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(500);
  return requests;
}

/**
 * Presses Ctrl+K and times until the box is ready: the plugin's code and the
 * index loaded, autocomplete attached (the box on the page before that is a
 * placeholder that the plugin's box replaces).
 */
async function indexLoadMs(page: Page): Promise<number> {
  const ready = page.evaluate(
    (selector) =>
      new Promise<number>((resolve) => {
        let start = 0;
        document.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true });
        new MutationObserver((_records, observer) => {
          if (start > 0 && document.querySelector(`${selector}[role="combobox"]`)) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        }).observe(document.body, { attributes: true, childList: true, subtree: true });
      }),
    SEARCH_BOX,
  );
  await page.keyboard.press('Control+k');
  return ready;
}

type QueryRun = { ms: number; results: number; first: string };

/**
 * Types all but the last character, waits for those results, then presses
 * the last key and times from its input event to the first change of the
 * results list (results or the empty state).
 */
async function timeQuery(page: Page, query: string): Promise<QueryRun> {
  const box = page.locator(SEARCH_BOX);
  await box.fill(query.slice(0, -1));
  await page.waitForTimeout(query.length > 1 ? 400 : 0);
  const measured = page.evaluate(
    (selector) =>
      new Promise<QueryRun>((resolve) => {
        const input = document.querySelector(selector);
        const menu = document.querySelector('[role="listbox"]');
        if (!input || !menu) throw new Error('search box not ready');
        let start = 0;
        input.addEventListener('input', () => (start = performance.now()), { once: true, capture: true });
        new MutationObserver((_records, observer) => {
          if (start === 0) return;
          const options = menu.querySelectorAll('[role="option"]');
          const empty = menu.textContent?.includes('No matching pages') ?? false;
          if (options.length > 0 || empty) {
            observer.disconnect();
            const first = options[0]?.textContent?.trim().slice(0, 60) ?? '(empty state)';
            resolve({ ms: performance.now() - start, results: options.length, first });
          }
        }).observe(menu, { childList: true, subtree: true, characterData: true });
      }),
    SEARCH_BOX,
  );
  await box.press(query.slice(-1));
  return measured;
}

async function main(): Promise<void> {
  const runs = Number(option('--runs') ?? 5);
  const queries = options('--query').length > 0 ? options('--query') : defaultQueries;
  const stats = indexStats();

  const server = createServer(buildHandler(root));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('The benchmark server has no TCP port.');
  }
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const lazyRequests = await indexRequestsWithoutSearch(page, baseUrl);
    const loadMs = await indexLoadMs(page);

    const timings = new Map<string, QueryRun[]>(queries.map((query) => [query, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const query of queries) {
        timings.get(query)?.push(await timeQuery(page, query));
      }
    }

    const rows = queries.map((query) => {
      const samples = timings.get(query) ?? [];
      const times = samples.map((sample) => sample.ms);
      return {
        query,
        medianMs: Math.round(median(times) * 10) / 10,
        worstMs: Math.round(Math.max(...times) * 10) / 10,
        results: samples[0]?.results ?? 0,
        first: samples[0]?.first ?? '',
      };
    });

    console.log('\nSearch index');
    console.table([
      {
        file: stats.file,
        raw: kilobytes(stats.rawBytes),
        'brotli 11': kilobytes(stats.brotliBytes),
        'brotli 5': kilobytes(stats.brotli5Bytes),
        gzip: kilobytes(stats.gzipBytes),
        'budget (brotli 11)': kilobytes(INDEX_BUDGET_BYTES),
        pages: stats.pages,
        'indexed entries': stats.sections,
      },
    ]);
    console.log('\nLoading');
    console.table([
      {
        'index requests, page never searched': lazyRequests,
        'Ctrl+K → index loaded (ms)': Math.round(loadMs),
      },
    ]);
    console.log(`\nQueries: last keystroke → results in the DOM (${runs} runs each; budget ${QUERY_BUDGET_MS} ms)`);
    console.table(rows);

    const slowest = Math.max(...rows.map((row) => row.medianMs));
    const ok = stats.brotliBytes < INDEX_BUDGET_BYTES && lazyRequests === 0 && slowest < QUERY_BUDGET_MS;
    console.log(ok ? '\nWithin budget.' : '\nOVER BUDGET: see the tables above.');

    mkdirSync('bench-results', { recursive: true });
    writeFileSync(
      path.join('bench-results', 'search.json'),
      `${JSON.stringify({ index: stats, lazyRequests, indexLoadMs: loadMs, queries: rows, runs }, null, 2)}\n`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
