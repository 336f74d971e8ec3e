/**
 * Search answers readers' questions. Each question below, from a buyer, a
 * seller, a developer or a journalist, is asked of the built index as the
 * search box asks it (Pagefind's own script from build/pagefind, set up and
 * queried by src/components/SearchBox/searchPages.ts), and must find
 * something; the page that answers it (or one of the pages that do) must
 * be among the first three results for all but one question in 32. Run
 * after `npm run build`; it prints the count and the misses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isPagefind } from '../../src/components/SearchBox/pagefind';
import { openSearch, searchPages } from '../../src/components/SearchBox/searchPages';
import type { Search } from '../../src/components/SearchBox/searchPages';
import { siteRoutes } from '../support/routes';
import { PAGEFIND_BUNDLE } from '../../src/data/search';
import { canonicalPath } from '../../src/utils/canonicalUrl';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const bundleDir = path.join(buildDir, PAGEFIND_BUNDLE);

type Question = { ask: string; answeredBy: readonly string[] };

const QUESTIONS: readonly Question[] = [
  // Buyers.
  { ask: 'how do I buy USDC with Venmo', answeredBy: ['/guides/for-buyers/complete-guide-to-onboarding'] },
  { ask: 'is my data private', answeredBy: ['/guides/privacy-safety/privacy'] },
  { ask: 'can I use it on my phone', answeredBy: ['/guides/for-buyers/complete-guide-to-onboarding'] },
  { ask: 'do I need KYC', answeredBy: ['/guides/for-buyers/complete-guide-to-onboarding', '/protocol/gating-service'] },
  { ask: 'my payment was not verified', answeredBy: ['/guides/for-buyers/handling-verification-issues'] },
  { ask: 'I paid less than the order', answeredBy: ['/guides/for-buyers/guide-to-partial-release'] },
  { ask: 'what are the fees for buying', answeredBy: ['/guides/for-buyers/complete-guide-to-onboarding'] },
  { ask: 'my order expired what now', answeredBy: ['/guides/for-buyers/handling-verification-issues'] },
  {
    ask: 'how do I install the browser extension',
    answeredBy: ['/guides/for-buyers/complete-guide-to-onboarding', '/protocol/peerauth-extension'],
  },
  { ask: 'what is the largest order I can make', answeredBy: ['/guides/for-buyers/complete-guide-to-onboarding'] },
  { ask: 'what is zkp2p', answeredBy: ['/guides/introduction/zkp2p'] },
  { ask: 'what is peer', answeredBy: ['/guides/introduction/zkp2p'] },
  { ask: 'which payment apps are supported', answeredBy: ['/guides/introduction/zkp2p'] },
  { ask: 'I paid in the wrong currency', answeredBy: ['/guides/for-buyers/guide-to-partial-release'] },
  { ask: 'are the contracts audited', answeredBy: ['/guides/privacy-safety/risks'] },
  // Sellers.
  { ask: 'how much can I earn as a seller', answeredBy: ['/guides/for-sellers/calculating-apr'] },
  { ask: 'how do I sell USDC', answeredBy: ['/guides/for-sellers/provide-liquidity-sell-usdc'] },
  { ask: 'how do I release funds manually', answeredBy: ['/guides/for-sellers/manual-releases'] },
  { ask: 'how do I change my price', answeredBy: ['/guides/for-sellers/update-usdc-rates'] },
  { ask: 'fund a deposit from another chain', answeredBy: ['/guides/for-sellers/provide-liquidity-diff-chain'] },
  { ask: 'what if a buyer reverses the payment', answeredBy: ['/guides/privacy-safety/risks'] },
  { ask: 'get telegram alerts for new orders', answeredBy: ['/guides/for-sellers/provide-liquidity-sell-usdc'] },
  { ask: 'how do referrals work', answeredBy: ['/guides/for-sellers'] },
  // Developers.
  {
    ask: 'npm install',
    answeredBy: [
      '/developer/integrate-zkp2p/integrate-redirect-onramp',
      '/developer/developer/api/v3/onramp',
      '/developer/developer/api/v3/offramp',
    ],
  },
  { ask: 'how do I add the onramp to my app', answeredBy: ['/developer/integrate-zkp2p/integrate-redirect-onramp'] },
  {
    ask: 'signalIntent',
    answeredBy: ['/developer/developer/api/v3/onramp', '/protocol/v3/smart-contracts/orchestrator'],
  },
  { ask: 'escrow contract address on base', answeredBy: ['/protocol/v3/v3-deployments'] },
  { ask: 'create a deposit with the sdk', answeredBy: ['/developer/developer/api/v3/offramp'] },
  { ask: 'add a new payment platform', answeredBy: ['/developer/build-new-provider'] },
  {
    ask: 'how is my payment verified',
    answeredBy: ['/protocol/v3/v3-attestation-service', '/guides/privacy-safety/privacy'],
  },
  {
    ask: 'what can the contract owner change',
    answeredBy: ['/protocol/zkp2p-protocol', '/protocol/v3/v3-smart-contracts', '/guides/privacy-safety/risks'],
  },
  { ask: 'migrate from v2 to v3', answeredBy: ['/protocol/v3/v3-migration'] },
  { ask: 'what is zkTLS', answeredBy: ['/protocol/peerauth-extension/zk-tls'] },
  // Press.
  { ask: 'press kit', answeredBy: ['/brand-kit'] },
  { ask: 'download the logo', answeredBy: ['/brand-kit'] },
  { ask: 'brand colours', answeredBy: ['/brand-kit'] },
  { ask: 'when did v3 launch', answeredBy: ['/blog/intro-zkp2p-v3', '/protocol/v3/v3-overview'] },
  { ask: 'will my bank flag a zkp2p payment', answeredBy: ['/blog/zkp2p-and-banking', '/guides/privacy-safety/risks'] },
];

/** Where the reader may land: in the top three. */
const TOP = 3;

/**
 * Pagefind's browser script, loaded from the build into this process: its
 * requests for its own files (WebAssembly, metadata, index chunks, page
 * fragments) are read from build/pagefind, until `restore` is called.
 */
async function loadBuiltSearch(): Promise<Search & { restore: () => void }> {
  const realFetch = globalThis.fetch;
  const restore = () => {
    globalThis.fetch = realFetch;
  };
  globalThis.fetch = async (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:') || !fileURLToPath(url).startsWith(bundleDir)) return realFetch(input);
    return new Response(await readFile(fileURLToPath(url)));
  };
  const module: unknown = await import(pathToFileURL(path.join(bundleDir, 'pagefind.js')).href);
  assert.ok(isPagefind(module), 'build/pagefind/pagefind.js is Pagefind');
  return { ...(await openSearch(module, '/')), restore };
}

test(`readers' questions find the page that answers them in the top ${TOP}`, async (t) => {
  const indexed = new Set(
    siteRoutes()
      .filter((route) => route.area !== 'page')
      .map((route) => route.path),
  );
  for (const { ask, answeredBy } of QUESTIONS) {
    for (const route of answeredBy) assert.ok(indexed.has(route), `"${ask}": ${route} is an indexed page`);
  }
  assert.ok(QUESTIONS.length >= 32, `${QUESTIONS.length} questions`);

  const search = await loadBuiltSearch();
  t.after(search.restore);
  const empty: string[] = [];
  const misses: string[] = [];
  for (const { ask, answeredBy } of QUESTIONS) {
    const found = await searchPages(search, ask);
    if (found.length === 0) empty.push(ask);
    // A result's URL carries the searched words (`?highlight=`) to mark on the page.
    const urls = await Promise.all(
      found.map(async ({ result }) =>
        canonicalPath(new URL((await result.data()).url, 'https://site.invalid').pathname),
      ),
    );
    const rank = urls.findIndex((url) => answeredBy.includes(url));
    if (rank < 0 || rank >= TOP)
      misses.push(
        `"${ask}" → ${answeredBy[0]} (found at ${rank < 0 ? 'none' : rank + 1}; first: ${urls.slice(0, TOP).join(', ')})`,
      );
  }
  const hits = QUESTIONS.length - misses.length;
  console.log(`search: ${hits} of ${QUESTIONS.length} questions answered in the top ${TOP}`);
  for (const miss of misses) console.log(`  miss: ${miss}`);
  assert.deepEqual(empty, [], 'questions with no result at all');
  assert.ok(misses.length <= Math.floor(QUESTIONS.length / 32), `${misses.length} misses:\n${misses.join('\n')}`);
});
