import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ownerPowers, ownerships, ownershipOf, powersOf } from './ownerPowers';
import { deployments, sourceUrl } from './deployments';
import { toChecksumAddress } from '../utils/address';

const commitUrl = /^https:\/\/github\.com\/zkp2p\/zkp2p-v2-contracts\/blob\/[0-9a-f]{7,40}\/[\w./-]+$/;

const root = path.resolve(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

const pages = ['protocol', 'guides', 'developer', 'blog'].flatMap((folder) =>
  markdownFiles(path.join(root, folder)).map((file) => ({
    file: path.relative(root, file),
    text: readFileSync(file, 'utf8').replace(/\s+/g, ' '),
  })),
);

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

// Statements the contracts contradict (issue #21): each must stay out of every page.
const falseCustodyClaims: readonly RegExp[] = [
  /cannot take (a seller'?s? )?deposits?/i,
  /no owner function can move/i,
  /has no function that moves/i,
  /no one, including the ZKP2P team, can take/i,
  /owner (?:can ?not|cannot|can't) (?:move|take|touch|withdraw)/i,
  /only two things move a seller'?s tokens/i,
];

test('no page claims the owner cannot move deposits', () => {
  for (const { file, text } of pages) {
    for (const claim of falseCustodyClaims) assert.doesNotMatch(text, claim, file);
  }
});

test('every protocol trust section names the owner powers from the data, not from memory', () => {
  const trustPages = [
    'protocol/zkp2p-protocol.mdx',
    'protocol/v3/v3-smart-contracts.mdx',
    'protocol/v3/smart-contracts/escrow/index.mdx',
    'protocol/v3/smart-contracts/unified-payment-verifier.mdx',
    'protocol/v3/v3-attestation-service.mdx',
  ];
  for (const file of trustPages) {
    const page = pages.find((p) => p.file === file);
    assert.ok(page, `${file} exists`);
    assert.match(page.text, /<OwnerPowersTable version="v3"/, file);
    assert.match(page.text, /no timelock|without a timelock|no contract has a timelock|waits for a timelock/i, file);
  }
});

test('the V2 owner section renders the V2 powers', () => {
  const page = pages.find((p) => p.file === 'protocol/v2/smart-contracts/index.mdx');
  assert.ok(page);
  assert.match(page.text, /<OwnerPowersTable version="v2"/);
});
