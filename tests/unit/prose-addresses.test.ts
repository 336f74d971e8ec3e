/**
 * Readers copy addresses from every part of the site into wallets and code
 * that move money. Every address typed into a page or a React source must be
 * one `src/data/` holds (a deployment or a named owner) or one of the few
 * published non-ZKP2P addresses `otherAddresses` lists with its reason;
 * spelled as the data spells it; current, unless the page or the section it
 * sits in says it is history; and, outside code samples and history, rendered
 * from the data rather than typed. The rule itself is in `addresses.ts`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';
import { deployments } from '../../src/data/deployments';
import { addressProblems, historyPages } from './addresses';
import type { Problem } from './addresses';
import { readerFiles } from './prose';

const files = readerFiles();
const report = (problems: Problem[]) => problems.map(({ page, line, rule }) => `${page}:${line}: ${rule}`);

test('every address typed into a page or a React source is known, current or history, and rendered where it can be', () => {
  assert.deepEqual(report(files.flatMap(addressProblems)), []);
});

test('each history page the rule names exists and says it is history', () => {
  for (const { match, says } of historyPages) {
    const matched = files.filter(({ name }) => match.test(name));
    assert.ok(matched.length > 0, `no page matches ${match}`);
    for (const { name, text } of matched) assert.match(text, says, `${name} does not say it is history`);
  }
});

test('the address rule rejects legacy addresses on current pages, misspellings, unknown and hand-typed addresses', () => {
  const legacy = deployments.find((entry) => entry.status === 'legacy');
  const current = deployments.find((entry) => entry.status === 'current' && /[a-f]/.test(entry.address.slice(2)));
  assert.ok(legacy && current, 'the data has no legacy or no current entry to test with');
  const rules = (name: string, text: string) => addressProblems({ name, text }).map(({ rule }) => rule);
  const guide = 'guides/for-sellers/provide-liquidity-sell-usdc.mdx';
  const code = (address: string) => `Call it:\n\n\`\`\`ts\nconst escrow = '${address}';\n\`\`\`\n`;

  // A legacy address: refused in a current page's code, allowed on a history page and under a history heading.
  assert.match(rules(guide, code(legacy.address)).join(), /legacy or retired/);
  assert.deepEqual(rules('blog/2025-11-03-intro-zkp2p-v3.mdx', `The escrow was ${legacy.address}.`), []);
  assert.deepEqual(rules('developer/api/onramp-integration.mdx', code(legacy.address)), []);
  assert.deepEqual(rules('protocol/v3/v3-deployments.mdx', `## Legacy contracts\n\nThe escrow ${legacy.address}.`), []);
  assert.match(rules('protocol/v3/v3-deployments.mdx', `## Legacy\n\n## Base\n\n${legacy.address}`).join(), /legacy/);

  // A current address: fine in a code sample, typed into prose it must be rendered instead.
  assert.deepEqual(rules(guide, code(current.address)), []);
  assert.match(rules(guide, `Send it to ${current.address}.`).join(), /typed by hand/);
  assert.match(rules('src/pages/_home/index.tsx', `const escrow = '${current.address}';`).join(), /typed by hand/);

  // Spelling, unknown addresses, and the listed published ones.
  assert.match(rules(guide, code(current.address.toLowerCase())).join(), /spelled as in src\/data/);
  assert.match(rules(guide, code(`0x${'ab'.repeat(20)}`)).join(), /not in src\/data/);
  assert.match(rules(guide, `USDC is ${baseConstants.USDC.toLowerCase()}`).join(), /as listed/);
  assert.deepEqual(rules(guide, `USDC on Base is \`${baseConstants.USDC}\`; none is \`0x${'0'.repeat(40)}\`.`), []);
  // A transaction hash is not an address.
  assert.deepEqual(rules(guide, `0x${'ab'.repeat(32)}`), []);
});
