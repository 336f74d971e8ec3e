/**
 * Benchmark of the offline search (Pagefind, src/theme/SearchBar), against
 * the production build served like a static host with its headers
 * (scripts/serve-build.ts) in Debian's Chromium. It prints:
 * - laziness: requests under /pagefind/ made by a page that is loaded,
 *   scrolled, pointed at and never searched (0 expected);
 * - what a first query downloads, by kind (scripts, WebAssembly, metadata,
 *   index chunks, fragments), from Ctrl/⌘ K until its results show (the
 *   query entered at once): bytes transferred (scripts Brotli 5 as the test
 *   server sends them, Pagefind's own files as stored: it gzips them itself),
 *   the same with scripts and JSON at Brotli 11 (compressed once at deploy
 *   time), and raw (decompressed) bytes;
 * - Ctrl/⌘ K → ready: from the key press until Pagefind is loaded and
 *   initialised (the box's `data-search-status="ready"`), on a page with an
 *   empty cache, median of the runs;
 * - queries: from the last keystroke of a query until its results (or the
 *   empty state) are in the DOM, median and worst of the runs.
 * It prints numbers and asserts nothing about them.
 *
 * Usage: npm run build && npm run bench:search [-- --runs 7 --query "escrow"]
 * Also writes bench-results/search.json.
 */
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser, Page, Request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { BROTLI_MAX_QUALITY, compress } from '../compression';
import { EMPTY_STATE } from '../../src/data/search';
import { median, saveResults, serveBuild } from './lib';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
const PAGE = '/guides/introduction/zkp2p';
const SEARCH_BOX = 'input[role="combobox"]';
const READY = '[data-search-status="ready"]';
/** A measurement that takes longer than this is an error, not a number. */
const TIMEOUT_MS = 20_000;

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

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const round = (ms: number) => Math.round(ms * 10) / 10;

type Kind = 'scripts' | 'WebAssembly' | 'metadata' | 'index chunks' | 'fragments' | 'other';

function kindOf(pathname: string): Kind {
  if (pathname.endsWith('.js')) return 'scripts';
  if (pathname.endsWith('.pagefind')) return 'WebAssembly';
  if (pathname.endsWith('.pf_index')) return 'index chunks';
  if (pathname.endsWith('.pf_fragment')) return 'fragments';
  if (pathname.endsWith('.pf_meta') || pathname.endsWith('.json')) return 'metadata';
  return 'other';
}

type Download = { path: string; kind: Kind; transferred: number; brotli11: number; raw: number };

/** Pagefind gzips its own files; the rest (scripts, JSON) are plain. */
function rawSize(body: Buffer): number {
  return body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body).length : body.length;
}

async function download(request: Request): Promise<Download | undefined> {
  const { pathname } = new URL(request.url());
  const response = await request.response();
  if (!response || !pathname.startsWith('/pagefind/')) return undefined;
  const body = await response.body();
  // The server's Content-Length is that of the body as sent (Playwright
  // reports no sizes for a worker's own script).
  const sent = Number((await response.allHeaders())['content-length']);
  const plain = /\.(js|json)$/.test(pathname);
  return {
    path: pathname,
    kind: kindOf(pathname),
    transferred: Number.isFinite(sent) ? sent : (await request.sizes()).responseBodySize,
    brotli11: plain ? compress(body, 'br', BROTLI_MAX_QUALITY).length : body.length,
    raw: rawSize(body),
  };
}

/** Loads the page, waits for the app and for the network to settle. */
async function open(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Requests under /pagefind/ while a reader loads, scrolls and points at the box, but never searches. */
async function requestsWithoutSearch(browser: Browser, baseUrl: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  let requests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) requests += 1;
  });
  await open(page, baseUrl);
  await page.mouse.wheel(0, 1500);
  await page.locator(SEARCH_BOX).hover();
  await page.waitForTimeout(500);
  await page.close();
  return requests;
}

/** Presses Ctrl+K and returns the time until the box reports Pagefind ready. */
async function ctrlKToReadyMs(page: Page): Promise<number> {
  const ready = page.evaluate(
    ({ selector, timeout }) =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error(`search not ready after ${timeout} ms`)), timeout);
        let start = 0;
        document.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true });
        new MutationObserver((_records, observer) => {
          if (start > 0 && document.querySelector(selector)) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        }).observe(document.body, { attributes: true, subtree: true });
      }),
    { selector: READY, timeout: TIMEOUT_MS },
  );
  await page.keyboard.press('Control+k');
  return ready;
}

type ColdRun = { readyMs: number; downloads: Download[] };

/** On a fresh page (empty cache): Ctrl+K until ready, then a first query; what was downloaded meanwhile. */
async function coldRun(browser: Browser, baseUrl: string, query: string): Promise<ColdRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await open(page, baseUrl);
  const finished: Promise<Download | undefined>[] = [];
  page.on('requestfinished', (request) => finished.push(download(request)));
  const readyMs = await ctrlKToReadyMs(page);
  // The whole query at once (typed fast or pasted): each slower keystroke is a
  // search of its own, which may fetch more index chunks and fragments.
  await page.locator(SEARCH_BOX).fill(query);
  await page.locator('[role="option"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  const downloads = (await Promise.all(finished)).filter((item) => item !== undefined);
  await context.close();
  return { readyMs, downloads };
}

type QueryRun = { ms: number; results: number; first: string };

/**
 * Types all but the last character, waits for those results, then presses
 * the last key and times from its input event until the results of the whole
 * query (or the empty state) are in the DOM.
 */
async function timeQuery(page: Page, query: string): Promise<QueryRun> {
  const box = page.locator(SEARCH_BOX);
  await box.fill(query.slice(0, -1));
  await page.waitForTimeout(query.length > 1 ? 400 : 0);
  const measured = page.evaluate(
    ({ selector, empty, timeout, query }) =>
      new Promise<QueryRun>((resolve, reject) => {
        setTimeout(() => reject(new Error(`no results for "${query}" after ${timeout} ms`)), timeout);
        const input = document.querySelector(selector);
        const container = input?.parentElement;
        const list = container?.querySelector('[role="listbox"]');
        const status = container?.querySelector('[role="status"]');
        if (!input || !container || !list || !status) throw new Error('search box not found');
        let start = 0;
        input.addEventListener('input', () => (start = performance.now()), { once: true, capture: true });
        new MutationObserver((_records, observer) => {
          if (start === 0 || list.getAttribute('aria-busy') === 'true') return;
          const options = list.querySelectorAll('[role="option"]');
          const isEmpty = status.textContent === empty;
          if ((options.length > 0 && !list.hasAttribute('hidden')) || isEmpty) {
            observer.disconnect();
            const first = options[0]?.textContent?.trim().slice(0, 60) ?? '(empty state)';
            resolve({ ms: performance.now() - start, results: isEmpty ? 0 : options.length, first });
          }
        }).observe(container, { attributes: true, childList: true, subtree: true, characterData: true });
      }),
    { selector: SEARCH_BOX, empty: EMPTY_STATE, timeout: TIMEOUT_MS, query },
  );
  await box.press(query.slice(-1));
  return measured;
}

function byKind(downloads: readonly Download[]) {
  const kinds: Kind[] = ['scripts', 'WebAssembly', 'metadata', 'index chunks', 'fragments', 'other'];
  const rows = kinds.flatMap((kind) => {
    const items = downloads.filter((item) => item.kind === kind);
    if (items.length === 0) return [];
    const sum = (key: 'transferred' | 'brotli11' | 'raw') => items.reduce((total, item) => total + item[key], 0);
    return [{ kind, files: items.length, transferred: sum('transferred'), brotli11: sum('brotli11'), raw: sum('raw') }];
  });
  const total = (key: 'files' | 'transferred' | 'brotli11' | 'raw') => rows.reduce((sum, row) => sum + row[key], 0);
  return [
    ...rows,
    {
      kind: 'total',
      files: total('files'),
      transferred: total('transferred'),
      brotli11: total('brotli11'),
      raw: total('raw'),
    },
  ];
}

async function main(): Promise<void> {
  const runs = Number(option('--runs') ?? 5);
  const queries = options('--query').length > 0 ? options('--query') : defaultQueries;
  const firstQuery = queries[0] ?? 'escrow';

  const server = await serveBuild(root);
  const baseUrl = server.origin;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const lazyRequests = await requestsWithoutSearch(browser, baseUrl);

    const cold: ColdRun[] = [];
    for (let run = 0; run < runs; run += 1) cold.push(await coldRun(browser, baseUrl, firstQuery));
    const readyMs = median(cold.map((run) => run.readyMs));
    const firstDownloads = byKind(cold[0]?.downloads ?? []);

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await open(page, baseUrl);
    await ctrlKToReadyMs(page);
    const timings = new Map<string, QueryRun[]>(queries.map((query) => [query, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const query of queries) timings.get(query)?.push(await timeQuery(page, query));
    }
    const rows = queries.map((query) => {
      const samples = timings.get(query) ?? [];
      const times = samples.map((sample) => sample.ms);
      return {
        query,
        medianMs: round(median(times)),
        worstMs: round(Math.max(...times)),
        results: samples[0]?.results ?? 0,
        first: samples[0]?.first ?? '',
      };
    });

    console.log(`\nLoading (${PAGE})`);
    console.table([
      {
        'Pagefind requests, page never searched': lazyRequests,
        'Ctrl+K → ready, median (ms)': round(readyMs),
        'runs (ms)': cold.map((run) => Math.round(run.readyMs)).join(', '),
      },
    ]);
    console.log(`\nWhat a first query ("${firstQuery}") downloads, from Ctrl+K to its results`);
    console.table(
      firstDownloads.map((row) => ({
        kind: row.kind,
        files: row.files,
        'transferred (Brotli 5 / as stored)': kilobytes(row.transferred),
        'at Brotli 11': kilobytes(row.brotli11),
        raw: kilobytes(row.raw),
      })),
    );
    console.log(`\nQueries: last keystroke → results in the DOM (${runs} runs each)`);
    console.table(rows);

    const saved = saveResults('search', {
      lazyRequests,
      readyMs,
      readyRuns: cold.map((run) => run.readyMs),
      firstQuery: firstDownloads,
      queries: rows,
      runs,
    });
    console.log(`raw results: ${saved}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
