/**
 * Addresses typed into the developer docs (code samples need literals) must be
 * entries of `src/data/deployments.ts` that no later deployment replaced (any
 * status: a V2 page may name a retired V2 address), or one of the few published
 * non-protocol addresses listed here with where they come from. A replaced
 * verifier or a mistyped address fails here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { deployments } from '../../src/data/deployments';

const root = path.resolve(import.meta.dirname, '../..');

/** Addresses that are not ZKP2P deployments, with their source. */
const others: Readonly<Record<string, string>> = {
  '0x0000000000000000000000000000000000000000': 'zero address: native coin in toToken, "no referrer/hook/delegate"',
  '0x1111222233334444555566667777888899990000': 'placeholder wallet used in examples',
  '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913': 'USDC on Base (deployments/parameters.ts, USDC.base)',
  '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e': 'USDC on Avalanche, published in the redirect reference',
};

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

test('every address in the developer docs is a listed deployment in place or a listed published address', () => {
  const current = new Map(deployments.filter((d) => !d.replaced).map((d) => [d.address.toLowerCase(), d.address]));
  let checked = 0;
  for (const file of markdownFiles(path.join(root, 'developer'))) {
    for (const [address] of readFileSync(file, 'utf8').matchAll(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g)) {
      checked++;
      const known = current.get(address.toLowerCase());
      if (known) {
        assert.equal(address, known, `${path.relative(root, file)}: write ${known} as in deployments.ts`);
      } else {
        assert.ok(
          address in others,
          `${path.relative(root, file)}: ${address} is neither a deployment in place nor listed`,
        );
      }
    }
  }
  assert.ok(checked > 0);
});
