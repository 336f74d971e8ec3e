/**
 * `npm run bench:weight`: what each route of the build costs a
 * first-time visitor. Serves build/ with scripts/serve-build.ts (Brotli, the
 * build's `_headers`), opens each route in headless Chromium with an empty
 * cache at a 390 × 844 phone viewport, and adds up every response's
 * compressed body and headers by type until the network has been quiet for
 * 1 s. Route chunks that Docusaurus prefetches for links in view are shown
 * but not counted. Prints a Markdown table against scripts/bench/budgets.ts,
 * saves bench-results/weight.json, and exits 1 if a route is over budget.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { siteRoutes } from '../../tests/support/routes';
import { budgets } from './budgets';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { serveBuild } from '../serve-build';

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');

/** A Markdown table, so the output can be pasted as is. */
function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const KINDS = ['document', 'script', 'stylesheet', 'font', 'image', 'data', 'prefetch', 'other'] as const;
type Kind = (typeof KINDS)[number];

/** `bytes`: compressed body as received; `headerBytes`: response headers (HTTP/1.1 here). */
type Transfer = { url: string; kind: Kind; bytes: number; headerBytes: number; status: number };

/** Playwright resource types counted as another kind; a type that is no kind counts as `other`. */
const KIND_OF_RESOURCE_TYPE: Readonly<Record<string, Kind>> = {
  media: 'image',
  fetch: 'data',
  xhr: 'data',
  manifest: 'data',
};
const kindOf = (type: string): Kind => KIND_OF_RESOURCE_TYPE[type] ?? KINDS.find((kind) => kind === type) ?? 'other';

const FIRST_VIEW_KINDS: readonly Kind[] = KINDS.filter((kind) => kind !== 'prefetch');

async function measure(page: Page, url: string): Promise<Transfer[]> {
  const pending: Promise<Transfer>[] = [];
  let lastActivity = Date.now();
  const record = (request: Request) => {
    lastActivity = Date.now();
    if (request.url().startsWith('data:')) return;
    const transfer = async (): Promise<Transfer> => {
      const [sizes, response, purpose] = await Promise.all([
        request.sizes(),
        request.response(),
        request.headerValue('sec-purpose'),
      ]);
      return {
        url: request.url(),
        kind: (purpose ?? '').includes('prefetch') ? 'prefetch' : kindOf(request.resourceType()),
        bytes: Math.max(0, sizes.responseBodySize),
        headerBytes: Math.max(0, sizes.responseHeadersSize),
        status: response?.status() ?? 0,
      };
    };
    pending.push(transfer());
  };
  page.on('request', () => (lastActivity = Date.now()));
  page.on('requestfinished', record);
  page.on('requestfailed', record);
  await page.goto(url, { waitUntil: 'load' });
  // The first view is over when the network has been quiet for a second.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && Date.now() - lastActivity < 1_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Promise.all(pending);
}

function summarise(route: string, transfers: Transfer[]) {
  const bytes = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  for (const transfer of transfers) bytes[transfer.kind] += transfer.bytes;
  const firstViewTransfers = transfers.filter((transfer) => FIRST_VIEW_KINDS.includes(transfer.kind));
  // Response headers of the first-view requests (mostly the Content-Security-Policy).
  const headerBytes = firstViewTransfers.reduce((sum, transfer) => sum + transfer.headerBytes, 0);
  // Bodies and headers of the first-view requests (prefetch excluded).
  const firstView = FIRST_VIEW_KINDS.reduce((sum, kind) => sum + bytes[kind], 0) + headerBytes;
  const [largest] = transfers.filter((transfer) => transfer.kind === 'image').sort((a, b) => b.bytes - a.bytes);
  const largestImage = largest && { url: largest.url, bytes: largest.bytes };
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
    largestImage,
    transfers,
    pass,
  };
}

type RouteWeight = ReturnType<typeof summarise>;

async function main(): Promise<void> {
  const host = await serveBuild(path.resolve('build'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const results: RouteWeight[] = [];
  try {
    for (const { path: route } of siteRoutes()) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        colorScheme: 'dark',
      });
      const page = await context.newPage();
      results.push(summarise(route, await measure(page, `${host.origin}${route}`)));
      await context.close();
    }
  } finally {
    await browser.close();
    host.close();
  }

  const columns: [string, (result: RouteWeight) => number, string][] = [
    ['HTML', (r) => r.bytes.document, ''],
    ['JS', (r) => r.bytes.script, `≤ ${kib(budgets.javascript)}`],
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
  const failed = results.filter((result) => !result.pass).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/weight.json', `${JSON.stringify(results, null, 2)}\n`);
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
