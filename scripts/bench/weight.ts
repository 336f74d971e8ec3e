/**
 * `npm run bench:weight`: what each spec route costs a first-time visitor.
 *
 * Serves build/ like a static host (Brotli or gzip as the browser accepts,
 * scripts/compression.ts; the build's `_headers`), then opens
 * every route of src/data/routes.ts in headless Chromium with an empty cache (a
 * new browser context per route) at a 390 × 844 phone viewport, and records
 * every response's compressed body and headers by type until the network has
 * been quiet for 1 s. Chromium accepts Brotli, so that is what it receives,
 * as it does from Netlify, Cloudflare Pages or Vercel; the JavaScript is also
 * shown as a gzip-only host would send it (computed from the files).
 *
 * "First view" counts what the page needs: document, stylesheets, scripts,
 * fonts, images and data fetches. Route chunks that Docusaurus prefetches at
 * idle time for links in view (`<link rel=prefetch>`; skipped on Save-Data and
 * 2G connections) are listed in their own column and not counted.
 *
 * Prints a Markdown table with the budgets of scripts/bench/budgets.ts and a
 * PASS/FAIL verdict per route, saves bench-results/weight.json, and exits 1 if
 * any route fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { specRoutes } from '../../src/data/routes';
import { budgets } from './budgets';
import { CHROMIUM_ARGS } from '../chromium';
import { compress } from '../compression';
import { CHROMIUM_PATH, finish, kib, markdownTable, serveBuild, verdict } from './lib';

type Kind = 'document' | 'script' | 'stylesheet' | 'font' | 'image' | 'data' | 'prefetch' | 'other';

/** `bytes`: compressed body as received; `headerBytes`: response headers (HTTP/1.1 here). */
type Transfer = { url: string; kind: Kind; bytes: number; headerBytes: number; status: number };

export type RouteWeight = {
  route: string;
  requests: number;
  bytes: Record<Kind, number>;
  /** Response headers of the first-view requests (mostly the Content-Security-Policy). */
  headerBytes: number;
  /** Bodies + headers of the first-view requests (prefetch excluded). */
  firstView: number;
  /** The same scripts as a gzip-only host sends them, computed from build/. */
  scriptGzip: number;
  largestImage: { url: string; bytes: number } | undefined;
  transfers: Transfer[];
  pass: boolean;
};

const KIND_OF_RESOURCE_TYPE: Readonly<Record<string, Kind>> = {
  document: 'document',
  script: 'script',
  stylesheet: 'stylesheet',
  font: 'font',
  image: 'image',
  media: 'image',
  fetch: 'data',
  xhr: 'data',
  manifest: 'data',
};

const FIRST_VIEW_KINDS: readonly Kind[] = ['document', 'script', 'stylesheet', 'font', 'image', 'data', 'other'];

async function measure(page: Page, url: string): Promise<Transfer[]> {
  const pending = new Set<Promise<void>>();
  const transfers: Transfer[] = [];
  let lastActivity = Date.now();
  const record = (request: Request) => {
    lastActivity = Date.now();
    if (request.url().startsWith('data:')) return;
    const done = (async () => {
      const [sizes, response, purpose] = await Promise.all([
        request.sizes(),
        request.response(),
        request.headerValue('sec-purpose'),
      ]);
      const prefetch = (purpose ?? '').includes('prefetch');
      transfers.push({
        url: request.url(),
        kind: prefetch ? 'prefetch' : (KIND_OF_RESOURCE_TYPE[request.resourceType()] ?? 'other'),
        bytes: Math.max(0, sizes.responseBodySize),
        headerBytes: Math.max(0, sizes.responseHeadersSize),
        status: response?.status() ?? 0,
      });
    })();
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  page.on('request', () => {
    lastActivity = Date.now();
  });
  page.on('requestfinished', record);
  page.on('requestfailed', record);
  await page.goto(url, { waitUntil: 'load' });
  // The first view is over when the network has been quiet for a second.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && Date.now() - lastActivity < 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await Promise.all(pending);
  return transfers;
}

const gzipSizes = new Map<string, number>();

/** Gzip size of a built file, for comparison with the Brotli the server sends. */
function gzipSize(url: string): number {
  const file = path.join('build', decodeURIComponent(new URL(url).pathname));
  const known = gzipSizes.get(file);
  if (known !== undefined) return known;
  const size = existsSync(file) ? compress(readFileSync(file), 'gzip').length : 0;
  gzipSizes.set(file, size);
  return size;
}

function summarise(route: string, transfers: Transfer[]): RouteWeight {
  const bytes: Record<Kind, number> = {
    document: 0,
    script: 0,
    stylesheet: 0,
    font: 0,
    image: 0,
    data: 0,
    prefetch: 0,
    other: 0,
  };
  for (const transfer of transfers) bytes[transfer.kind] += transfer.bytes;
  const firstViewTransfers = transfers.filter((transfer) => FIRST_VIEW_KINDS.includes(transfer.kind));
  const headerBytes = firstViewTransfers.reduce((sum, transfer) => sum + transfer.headerBytes, 0);
  const firstView = FIRST_VIEW_KINDS.reduce((sum, kind) => sum + bytes[kind], 0) + headerBytes;
  const scriptGzip = transfers
    .filter((transfer) => transfer.kind === 'script')
    .reduce((sum, transfer) => sum + gzipSize(transfer.url), 0);
  const images = transfers.filter((transfer) => transfer.kind === 'image').sort((a, b) => b.bytes - a.bytes);
  const largestImage = images[0] ? { url: images[0].url, bytes: images[0].bytes } : undefined;
  const pass =
    firstView <= budgets.firstViewTotal &&
    bytes.script <= budgets.javascript &&
    bytes.font <= budgets.fonts &&
    (largestImage?.bytes ?? 0) <= budgets.image;
  return {
    route,
    requests: firstViewTransfers.length,
    bytes,
    headerBytes,
    firstView,
    scriptGzip,
    largestImage,
    transfers,
    pass,
  };
}

async function main(): Promise<void> {
  const server = await serveBuild();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const results: RouteWeight[] = [];
  try {
    for (const { path } of specRoutes) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        colorScheme: 'dark',
      });
      const page = await context.newPage();
      results.push(summarise(path, await measure(page, `${server.origin}${path}`)));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const columns: [string, (result: RouteWeight) => number, string][] = [
    ['HTML', (r) => r.bytes.document, ''],
    ['JS', (r) => r.bytes.script, `≤ ${kib(budgets.javascript)}`],
    ['JS if gzip', (r) => r.scriptGzip, 'info'],
    ['CSS', (r) => r.bytes.stylesheet, ''],
    ['fonts', (r) => r.bytes.font, `≤ ${kib(budgets.fonts)}`],
    ['images', (r) => r.bytes.image, ''],
    ['other', (r) => r.bytes.data + r.bytes.other, ''],
    ['headers', (r) => r.headerBytes, ''],
    ['first view', (r) => r.firstView, `≤ ${kib(budgets.firstViewTotal)}`],
    ['largest image', (r) => r.largestImage?.bytes ?? 0, `≤ ${kib(budgets.image)}`],
    ['prefetch', (r) => r.bytes.prefetch, 'not counted'],
  ];
  const max = (pick: (result: RouteWeight) => number) => Math.max(...results.map(pick));
  const rows = [
    ['budget (every route)', '', ...columns.map(([, , budget]) => budget), ''],
    ...results.map((r) => [r.route, String(r.requests), ...columns.map(([, pick]) => kib(pick(r))), verdict(r.pass)]),
    [
      'largest of all routes',
      String(max((r) => r.requests)),
      ...columns.map(([, pick]) => kib(max(pick))),
      verdict(results.every((r) => r.pass)),
    ],
  ];
  console.log(
    `First-view transfer per route in KiB: compressed bodies as sent (Brotli, quality 5), plus response headers over HTTP/1.1;\n` +
      `empty cache, 390 × 844 phone viewport, Chromium ${browser.version()}, served by scripts/serve-build.ts\n`,
  );
  console.log(markdownTable(['route', 'requests', ...columns.map(([name]) => name), 'verdict'], rows));
  finish('weight', results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
