import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ownerPowers, ownerships, ownershipOf, powersOf } from './ownerPowers';
import { deployments, sourceUrl } from './deployments';
import { toChecksumAddress } from '../utils/address';

const commitUrl = /^https:\/\/github\.com\/zkp2p\/zkp2p-v2-contracts\/blob\/[0-9a-f]{7,40}\/[\w./-]+$/;

test('every owner power names its functions, effect, limit and a source pinned to a commit', () => {
  for (const power of ownerPowers) {
    const label = `${power.version} ${power.contract}`;
    assert.ok(power.functions.length > 0, label);
    for (const fn of power.functions) assert.match(fn, /^[a-z][A-Za-z]+$/, `${label}: ${fn}`);
    assert.ok(
      power.effect.length >= 30 && power.effect.length <= 420,
      `${label}: effect length ${power.effect.length}`,
    );
    assert.ok(power.limit.length >= 4, `${label}: limit`);
    assert.match(sourceUrl(power.source), commitUrl, label);
  }
});

test('no owner function is listed twice for the same contract and version', () => {
  const seen = new Set<string>();
  for (const power of ownerPowers) {
    for (const fn of power.functions) {
      const key = `${power.version}:${power.contract}:${fn}`;
      assert.ok(!seen.has(key), `duplicate ${key}`);
      seen.add(key);
    }
  }
});

test('the V3 powers that can release or lock deposits are all there', () => {
  const custodyOrProof = powersOf('v3', ['custody', 'proof']).flatMap((p) => p.functions);
  for (const fn of [
    'setOrchestrator',
    'setIntentExpirationPeriod',
    'addPaymentMethod',
    'setAttestationVerifier',
    'setWitness',
  ]) {
    assert.ok(custodyOrProof.includes(fn), fn);
  }
  const setOrchestrator = ownerPowers.find((p) => p.version === 'v3' && p.functions.includes('setOrchestrator'));
  assert.match(setOrchestrator?.effect ?? '', /unlockAndTransferFunds/);
  assert.match(setOrchestrator?.limit ?? '', /No timelock/);
});

test('every function named in an owner power is onlyOwner in the contract source it cites', () => {
  const sourceRoots = { v3: '/tmp/contracts-main', v2: '/tmp/contracts-v2main' } as const;
  for (const power of ownerPowers) {
    const file = path.join(sourceRoots[power.version], power.source.path);
    if (!power.source.path.endsWith('.sol')) continue;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // The contracts checkout is not part of this repository; skip where it is absent.
      return;
    }
    for (const fn of power.functions) {
      assert.match(
        text,
        new RegExp(`function ${fn}\\([^)]*\\)[^{]*onlyOwner`),
        `${power.contract}.${fn} in ${power.source.path}`,
      );
    }
  }
});

test('owners are checksummed addresses, without a timelock, and match the published multisig', () => {
  for (const o of ownerships) {
    assert.equal(o.owner, toChecksumAddress(o.owner), `${o.version} ${o.environment}`);
    assert.equal(o.timelock, false);
    assert.ok(o.sources.length > 0);
    for (const s of o.sources) assert.match(sourceUrl(s), commitUrl);
  }
  const multisig = deployments.find((d) => d.version === 'v3' && d.name === 'Protocol multisig');
  assert.equal(ownershipOf('v3')?.owner, multisig?.address);
  assert.equal(ownershipOf('v3')?.holder, 'multisig');
});
