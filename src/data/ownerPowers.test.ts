import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pages as docPages } from '../../tests/unit/docs';
import { base as disputeStack } from '@zkp2p/contracts-v2/disputeStack';
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';
import { contractAbiNames } from '../../tests/support/contractAbis';
import { ownerPowers, ownerships, ownershipOf, powerSourceUrl, powersOf } from './ownerPowers';
import { deploymentByName, deployments } from './deployments';
import { toChecksumAddress } from '../utils/address';

const commitUrl =
  /^https:\/\/github\.com\/zkp2p\/(?:zkp2p-v2-contracts\/blob\/[0-9a-f]{7,40}|zkp2p-contracts\/blob\/[0-9a-f]{40})\/[\w./-]+$/;
const packageUrl = /^https:\/\/www\.npmjs\.com\/package\/@zkp2p\/contracts-v2\/v\/0\.4\.1$/;

/** Names of the state-changing functions a contract's ABI lists (empty for a contract without one). */
function writeFunctions(contract: string): ReadonlySet<string> {
  return contractAbiNames.get(contract)?.writes ?? new Set<string>();
}

/** Every page, white space collapsed so a sentence matches across line breaks. */
const pages = docPages('protocol', 'guides', 'developer', 'blog').map(({ name, text }) => ({
  file: name,
  text: text.replace(/\s+/g, ' '),
}));

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
    assert.match(powerSourceUrl(power.source), 'package' in power.source ? packageUrl : commitUrl, label);
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

test('rows of contracts with a public source say who may call and link that source', () => {
  for (const contract of [
    'EscrowV2',
    'OrchestratorV3',
    'UnifiedPaymentVerifierV3',
    'IntentGuardian',
    'RateManagerV1',
  ]) {
    const rows = powersOf('v3', undefined, 'current').filter((p) => p.contract === contract);
    assert.ok(rows.length > 0, contract);
    for (const row of rows) {
      assert.equal(row.caller, 'source', `${contract} ${row.functions.join(',')}`);
      assert.match(powerSourceUrl(row.source), /zkp2p\/zkp2p-contracts\/blob\/[0-9a-f]{40}\//, contract);
      assert.doesNotMatch(row.effect + row.limit, /not published/, contract);
    }
  }
});

test('the legacy Escrow’s setOrchestrator is a custody power without a timelock', () => {
  const setOrchestrator = ownerPowers.find((p) => p.version === 'v3' && p.functions.includes('setOrchestrator'));
  assert.equal(setOrchestrator?.impact, 'custody');
  assert.match(setOrchestrator.effect, /unlockAndTransferFunds/);
  assert.match(setOrchestrator.limit, /No timelock/);
});

test('every current owner power names functions that the contract ABI in @zkp2p/contracts-v2 0.4.1 lists', () => {
  for (const power of powersOf('v3', undefined, 'current')) {
    if (power.impact === 'ownership') continue;
    const functions = writeFunctions(power.contract);
    assert.ok(functions.size > 0, `${power.contract} has an ABI in the package`);
    assert.ok(functions.has('transferOwnership'), `${power.contract} is Ownable`);
    for (const fn of power.functions) assert.ok(functions.has(fn), `${power.contract}.${fn}`);
  }
  const custody = powersOf('v3', ['custody'], 'current').flatMap((p) => p.functions);
  for (const fn of ['addOrchestrator', 'setOrchestratorRegistry', 'setIntentExpirationPeriod', 'proposeController']) {
    assert.ok(custody.includes(fn), fn);
  }
  const proof = powersOf('v3', ['proof'], 'current').flatMap((p) => p.functions);
  for (const fn of ['setAttestationVerifier', 'addPaymentMethod', 'addWitness', 'setDisputeVerifier']) {
    assert.ok(proof.includes(fn), fn);
  }
  // The legacy verifier's witness key still decides which attestations release open intents on the legacy contracts.
  assert.ok(
    powersOf('v3', ['proof'], 'legacy').some((p) => p.functions.includes('setWitness')),
    'legacy setWitness is a proof power',
  );
});

test('each V3 owner power has the status its contract has in the deployments data', () => {
  for (const power of powersOf('v3')) {
    if (power.impact === 'ownership') continue;
    assert.equal(power.status, deploymentByName(power.contract).status, power.contract);
  }
});

test('contracts without an owner in their ABI get no owner powers', () => {
  for (const [contract] of contractAbiNames) {
    if (writeFunctions(contract).has('transferOwnership')) continue;
    assert.ok(!ownerPowers.some((p) => p.contract === contract), contract);
  }
});

test('the current owner matches the dispute-stack manifest and the MULTI_SIG constant', () => {
  const current = ownershipOf('v3', 'production', 8453, 'current');
  assert.ok(current);
  const { expectedGovernance } = disputeStack;
  assert.equal(current.owner, expectedGovernance.owner);
  assert.equal(current.owner, baseConstants.MULTI_SIG);
  assert.deepEqual([...current.contracts].sort(), [...expectedGovernance.governedRuntimeIdentities].sort());
  assert.deepEqual([...current.twoStep].sort(), [...expectedGovernance.twoStepGovernedRuntimeIdentities].sort());
  for (const name of current.twoStep) assert.ok(writeFunctions(name).has('acceptOwnership'), name);
  assert.equal(ownershipOf('v3'), current, 'the current owner is the default');
});

test('owners are checksummed addresses and match the published multisig', () => {
  for (const o of ownerships) {
    assert.equal(o.owner, toChecksumAddress(o.owner), `${o.version} ${o.environment}`);
    assert.ok(o.sources.length > 0);
    for (const s of o.sources) assert.match(powerSourceUrl(s), 'package' in s ? packageUrl : commitUrl);
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
    assert.match(
      page.text,
      /no timelock|without a timelock|no contract has a timelock|waits for a timelock|no source names a timelock/i,
      file,
    );
  }
});

test('the V2 owner section renders the V2 powers', () => {
  const page = pages.find((p) => p.file === 'protocol/v2/smart-contracts/index.mdx');
  assert.ok(page);
  assert.match(page.text, /<OwnerPowersTable version="v2"/);
});
