/**
 * `npm run bench:weight`: what each spec route costs a first-time visitor.
 *
 * Serves build/ like a static host (gzip, the build's `_headers`), then opens
 * every route of src/data/routes.ts in headless Chromium with an empty cache (a
 * new browser context per route) at a 390 × 844 phone viewport, and records
 * every response's bytes on the wire (headers + compressed body, Chrome's
 * `encodedDataLength`) by type until the network has been quiet for 1 s.
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
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { specRoutes } from '../../src/data/routes';
import { budgets } from './budgets';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, kib, markdownTable, saveResults, serveBuild, verdict } from './lib';

type Kind = 'document' | 'script' | 'stylesheet' | 'font' | 'image' | 'data' | 'prefetch' | 'other';

type Transfer = { url: string; kind: Kind; bytes: number; status: number };

export type RouteWeight = {
  route: string;
  requests: number;
  bytes: Record<Kind, number>;
  firstView: number;
  largestImage: { url: string; bytes: number } | undefined;
  transfers: Transfer[];
  pass: boolean;
};

const KIND_OF_CDP_TYPE: Readonly<Record<string, Kind>> = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'stylesheet',
  Font: 'font',
  Image: 'image',
  Media: 'image',
  Fetch: 'data',
  XHR: 'data',
  Manifest: 'data',
  Prefetch: 'prefetch',
};

const FIRST_VIEW_KINDS: readonly Kind[] = ['document', 'script', 'stylesheet', 'font', 'image', 'data', 'other'];

async function measure(page: Page, url: string): Promise<Transfer[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const sent = new Map<string, { url: string; type: string; purpose: string }>();
  const statuses = new Map<string, number>();
  const transfers: Transfer[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    const purpose = event.request.headers['Purpose'] ?? event.request.headers['Sec-Purpose'] ?? '';
    if (!sent.has(event.requestId)) inFlight += 1;
    sent.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', purpose });
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    statuses.set(event.requestId, event.response.status);
    const request = sent.get(event.requestId);
    if (request) request.type = event.type;
  });
  const finish = (requestId: string, bytes: number) => {
    const request = sent.get(requestId);
    if (!request) return;
    sent.delete(requestId);
    inFlight -= 1;
    lastActivity = Date.now();
    const prefetch = request.purpose.includes('prefetch') || request.type === 'Prefetch';
    const kind = prefetch ? 'prefetch' : (KIND_OF_CDP_TYPE[request.type] ?? 'other');
    transfers.push({ url: request.url, kind, bytes, status: statuses.get(requestId) ?? 0 });
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, 0));

  await page.goto(url, { waitUntil: 'load' });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < 1_000)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await cdp.detach();
  return transfers;
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
  const firstView = FIRST_VIEW_KINDS.reduce((sum, kind) => sum + bytes[kind], 0);
  const images = transfers.filter((transfer) => transfer.kind === 'image').sort((a, b) => b.bytes - a.bytes);
  const largestImage = images[0] ? { url: images[0].url, bytes: images[0].bytes } : undefined;
  const pass =
    firstView <= budgets.firstViewTotal &&
    bytes.script <= budgets.javascript &&
    bytes.font <= budgets.fonts &&
    (largestImage?.bytes ?? 0) <= budgets.image;
  return {
    route,
    requests: transfers.filter((transfer) => transfer.kind !== 'prefetch').length,
    bytes,
    firstView,
    largestImage,
    transfers,
    pass,
  };
}

async function main(): Promise<void> {
  const server = await serveBuild();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
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

  const rows = results.map((result) => [
    result.route,
    String(result.requests),
    kib(result.bytes.document),
    kib(result.bytes.script),
    kib(result.bytes.stylesheet),
    kib(result.bytes.font),
    kib(result.bytes.image),
    kib(result.bytes.data + result.bytes.other),
    kib(result.firstView),
    kib(result.largestImage?.bytes ?? 0),
    kib(result.bytes.prefetch),
    verdict(result.pass),
  ]);
  const max = (pick: (result: RouteWeight) => number) => Math.max(...results.map(pick));
  const budgetRow = [
    'budget (every route)',
    '',
    '',
    `≤ ${kib(budgets.javascript)}`,
    '',
    `≤ ${kib(budgets.fonts)}`,
    '',
    '',
    `≤ ${kib(budgets.firstViewTotal)}`,
    `≤ ${kib(budgets.image)}`,
    'not counted',
    '',
  ];
  const worstRow = [
    'largest of all routes',
    String(max((r) => r.requests)),
    kib(max((r) => r.bytes.document)),
    kib(max((r) => r.bytes.script)),
    kib(max((r) => r.bytes.stylesheet)),
    kib(max((r) => r.bytes.font)),
    kib(max((r) => r.bytes.image)),
    kib(max((r) => r.bytes.data + r.bytes.other)),
    kib(max((r) => r.firstView)),
    kib(max((r) => r.largestImage?.bytes ?? 0)),
    kib(max((r) => r.bytes.prefetch)),
    verdict(results.every((r) => r.pass)),
  ];
  console.log(
    `First-view transfer per route, KiB on the wire (gzip, empty cache, 390 × 844 phone viewport, Chromium ${browser.version()})\n`,
  );
  console.log(
    markdownTable(
      ['route', 'requests', 'HTML', 'JS', 'CSS', 'fonts', 'images', 'data', 'first view', 'largest image', 'prefetch', 'verdict'],
      [budgetRow, ...rows, worstRow],
    ),
  );
  const failed = results.filter((result) => !result.pass);
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
  console.log(`raw results: ${saveResults('weight', results)}`);
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
