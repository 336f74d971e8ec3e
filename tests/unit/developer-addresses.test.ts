/**
 * Readers copy addresses from the developer docs into code that moves money, so
 * every address typed into a developer page must be a known one, spelled as
 * the data spells it, and current unless the page is marked history (the V2
 * API pages). A legacy or retired contract presented on a current page, a
 * mistyped address or an unknown one fails here. Prose should render addresses
 * with `<ContractAddress name="…" />`; samples read them from
 * `@zkp2p/contracts-v2` or the SDK, so few literals remain.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';
import { deployments } from '../../src/data/deployments';
import { pages } from './docs';

/** Pages that document retired V2 and may show its addresses. */
const historyPages = new Set(['developer/api/onramp-integration.mdx', 'developer/api/offramp-integration.mdx']);

/** Addresses that are not ZKP2P deployments, with where they come from. */
const others: Readonly<Record<string, string>> = {
  '0x0000000000000000000000000000000000000000': 'the zero address ("none" for hooks, delegates, gating)',
  '0x1111222233334444555566667777888899990000': 'placeholder wallet used in examples',
  [baseConstants.USDC]: 'USDC on Base, constants/base.json of @zkp2p/contracts-v2',
};

/** Every deployed address, as the data spells it, and whether any deployment at it is current. */
const known = new Map<string, { spelling: string; current: boolean }>();
for (const entry of deployments) {
  const key = entry.address.toLowerCase();
  known.set(key, {
    spelling: entry.address,
    current: (known.get(key)?.current ?? false) || entry.status === 'current',
  });
}

/** What is wrong with the addresses of one page, one message per problem. */
function addressProblems(page: string, text: string): string[] {
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

test('every address in the developer docs is known, spelled as in the data, and current outside history pages', () => {
  const developer = pages('developer');
  const gone = [...historyPages].filter((page) => !developer.some((p) => p.name === page));
  assert.deepEqual(gone, [], 'history pages that no longer exist');
  const problems = developer.flatMap(({ name, text }) => addressProblems(name, text));
  assert.deepEqual(problems, []);
});

test('the address check rejects legacy addresses on current pages, misspellings and unknown addresses', () => {
  const legacy = deployments.find((entry) => entry.status === 'legacy');
  const current = deployments.find((entry) => entry.status === 'current' && /[a-f]/.test(entry.address.slice(2)));
  assert.ok(legacy && current, 'the data has no legacy or no current entry to test with');
  const page = 'developer/api/v3/onramp.mdx';
  assert.equal(addressProblems(page, `use ${legacy.address}`).length, 1);
  assert.deepEqual(addressProblems('developer/api/onramp-integration.mdx', `was ${legacy.address}`), []);
  assert.equal(addressProblems(page, current.address.toLowerCase()).length, 1);
  assert.equal(addressProblems(page, `0x${'ab'.repeat(20)}`).length, 1);
  assert.deepEqual(addressProblems(page, `${current.address} and ${baseConstants.USDC}`), []);
});
