/**
 * Readers copy addresses from the developer docs into code that moves money, so
 * every address typed into a developer page must be a known one, spelled as
 * the data spells it, and current unless the page is marked history (the V2
 * API pages). A legacy or retired contract presented on a current page, a
 * mistyped address or an unknown one fails here. Prose should render addresses
 * with `<ContractAddress name="…" />`; samples read them from
 * `@zkp2p/contracts-v2` or the SDK, so few literals remain.
 *
 * Web addresses get the same care: no developer page links to a retired
 * destination (the 2025 swap link, support site, Telegram group or email).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';
import { deployments } from '../../src/data/deployments';
import { markdownFiles } from './docs';

const root = path.resolve(import.meta.dirname, '../..');

/** Pages that document retired V2 and may show its addresses. */
const historyPages = new Set(['developer/api/onramp-integration.mdx', 'developer/api/offramp-integration.mdx']);

/** Addresses that are not ZKP2P deployments, with where they come from. */
const others: Readonly<Record<string, string>> = {
  '0x0000000000000000000000000000000000000000': 'the zero address ("none" for hooks, delegates, gating)',
  '0x1111222233334444555566667777888899990000': 'placeholder wallet used in examples',
  [baseConstants.USDC]: 'USDC on Base, constants/base.json of @zkp2p/contracts-v2',
};

type Known = { spelling: string; current: boolean };

function knownAddresses(): Map<string, Known> {
  const known = new Map<string, Known>();
  for (const entry of deployments) {
    const key = entry.address.toLowerCase();
    const previous = known.get(key);
    known.set(key, { spelling: entry.address, current: (previous?.current ?? false) || entry.status === 'current' });
  }
  return known;
}

/** What is wrong with the addresses of one page, one message per problem. */
function addressProblems(page: string, text: string, known: Map<string, Known>): string[] {
  const problems: string[] = [];
  for (const [address] of text.matchAll(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g)) {
    const entry = known.get(address.toLowerCase());
    if (entry) {
      if (address !== entry.spelling) problems.push(`${page}: write ${entry.spelling} as in deployments.ts`);
      if (!entry.current && !historyPages.has(page)) {
        problems.push(`${page}: ${address} is not current; show it only on a history page, with its status`);
      }
    } else if (!(address in others)) {
      problems.push(`${page}: ${address} is neither a known deployment nor a listed published address`);
    }
  }
  return problems;
}

/** Destinations that no longer serve readers; a page may name them in text, never link them. */
const retiredLinks: readonly RegExp[] = [
  /\]\(\s*<?https?:\/\/(www\.)?zkp2p\.xyz\/swap/,
  /\]\(\s*<?https?:\/\/support\.zkp2p\.xyz/,
  /\]\(\s*<?https?:\/\/t\.me\/zk_p2p/,
  /\]\(\s*<?mailto:team@zkp2p\.xyz/,
  /href="(https?:\/\/(www\.)?zkp2p\.xyz\/swap|https?:\/\/support\.zkp2p\.xyz|https?:\/\/t\.me\/zk_p2p|mailto:team@zkp2p\.xyz)/,
];

function retiredLinkProblems(page: string, text: string): string[] {
  return retiredLinks.filter((pattern) => pattern.test(text)).map((pattern) => `${page}: links ${pattern.source}`);
}

const known = knownAddresses();

test('every address in the developer docs is known, spelled as in the data, and current outside history pages', () => {
  const pages = markdownFiles(path.join(root, 'developer')).map((file) => path.relative(root, file));
  assert.ok(pages.length > 0);
  for (const page of historyPages) assert.ok(pages.includes(page), `history page ${page} no longer exists`);
  const problems = pages.flatMap((page) => addressProblems(page, readFileSync(path.join(root, page), 'utf8'), known));
  assert.deepEqual(problems, []);
});

test('the address check rejects legacy addresses on current pages, misspellings and unknown addresses', () => {
  const legacy = deployments.find((entry) => entry.status === 'legacy');
  const current = deployments.find((entry) => entry.status === 'current' && /[a-f]/.test(entry.address.slice(2)));
  assert.ok(legacy && current, 'the data has no legacy or no current entry to test with');
  const page = 'developer/api/v3/onramp.mdx';
  assert.equal(addressProblems(page, `use ${legacy.address}`, known).length, 1);
  assert.deepEqual(addressProblems('developer/api/onramp-integration.mdx', `was ${legacy.address}`, known), []);
  assert.equal(addressProblems(page, current.address.toLowerCase(), known).length, 1);
  assert.equal(addressProblems(page, `0x${'ab'.repeat(20)}`, known).length, 1);
  assert.deepEqual(addressProblems(page, `${current.address} and ${baseConstants.USDC}`, known), []);
});

test('no developer page links to a retired destination', () => {
  const pages = markdownFiles(path.join(root, 'developer')).map((file) => path.relative(root, file));
  const problems = pages.flatMap((page) => retiredLinkProblems(page, readFileSync(path.join(root, page), 'utf8')));
  assert.deepEqual(problems, []);
  assert.equal(retiredLinkProblems('x.md', '[old](https://zkp2p.xyz/swap?referrer=A)').length, 1);
  assert.equal(retiredLinkProblems('x.md', '[chat](https://t.me/zk_p2p)').length, 1);
  assert.deepEqual(retiredLinkProblems('x.md', 'The `zkp2p.xyz/swap` link is retired; [Peer](https://peer.xyz).'), []);
});
