import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pages as docPages } from '../../tests/unit/docs';
import { deploymentRecord, deploymentRecords } from './deploymentRecords';
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';
import baseStagingConstants from '@zkp2p/contracts-v2/constants/baseStaging.json';
import baseDisputeStack from '@zkp2p/contracts-v2/disputeStack/base.json';
import { formatSeconds, parameter, protocolParameters } from './protocolParameters';
import { publicSource } from './contractSources';
import { deployments, sourceUrl } from './deployments';

const commitUrl = /^https:\/\/github\.com\/zkp2p\/zkp2p-v2-contracts\/blob\/[0-9a-f]{7,40}\/[\w./-]+$/;
const packageUrl = /^https:\/\/unpkg\.com\/@zkp2p\/contracts-v2@\d+\.\d+\.\d+\/[\w./-]+\.json$/;
/** Limits in the code of today's contracts: a file of zkp2p/zkp2p-contracts at a full commit. */
const publicSourceUrl = /^https:\/\/github\.com\/zkp2p\/zkp2p-contracts\/blob\/[0-9a-f]{40}\/[\w./-]+$/;

/** Every page, white space collapsed so a sentence matches across line breaks. */
const pages = docPages('protocol', 'guides', 'developer', 'blog').map(({ name, text }) => ({
  file: name,
  text: text.replace(/\s+/g, ' '),
}));

test('every parameter has a unique id, a value, a description and a source pinned to a commit or version', () => {
  const ids = protocolParameters.map((p) => p.id);
  assert.equal(new Set(ids).size, ids.length);
  assert.throws(() => parameter('v3.nothing'));
  for (const p of protocolParameters) {
    assert.match(p.id, /^(?:v[23]|current|legacy)\.[\w.]+$/, p.id);
    const generation = p.id.split('.')[0];
    if (generation === 'current') assert.equal(p.status, 'current', p.id);
    else if (generation === 'legacy') assert.equal(p.status, 'legacy', p.id);
    else assert.ok(p.id.startsWith(`${p.version}.`), p.id);
    if (p.version === 'v2') assert.equal(p.status, 'retired', p.id);
    assert.ok(p.value.length > 0 && p.raw.length > 0, p.id);
    assert.ok(p.description.length >= 20 && p.description.length <= 160, `${p.id}: ${p.description.length}`);
    const url = sourceUrl(p.source);
    if (p.status !== 'current') assert.match(url, commitUrl, p.id);
    else assert.ok(packageUrl.test(url) || publicSourceUrl.test(url), `${p.id}: ${url}`);
    if (p.scope === 'deployment') {
      assert.ok(p.setter, `${p.id} names the owner function that changes it`);
      assert.ok(p.environment && p.chainId, `${p.id} names its deployment`);
    }
  }
});

test('today’s values are the package’s deployment constants and dispute-stack manifest', () => {
  assert.equal(parameter('current.base.intentExpirationPeriod').raw, baseConstants.INTENT_EXPIRATION_PERIOD);
  assert.equal(parameter('current.base.intentExpirationPeriod').value, '6 hours (21,600 seconds)');
  assert.equal(
    parameter('current.base_staging.intentExpirationPeriod').raw,
    baseStagingConstants.INTENT_EXPIRATION_PERIOD,
  );
  assert.equal(parameter('current.base.dustThreshold').raw, baseConstants.ESCROW_DUST_THRESHOLD);
  assert.equal(parameter('current.base.dustThreshold').value, '0.1 USDC (100,000 base units)');
  assert.equal(parameter('current.base.protocolTakerFee').value, '0%');
  assert.equal(parameter('current.base.maxIntentsPerDeposit').raw, String(baseConstants.MAX_INTENTS_PER_DEPOSIT));
  assert.equal(
    parameter('current.base.requiredWitnessSignatures').raw,
    baseDisputeStack.attestationTrust.requiredSignatures,
  );
  assert.equal(parameter('current.base.disputeRiskWindow.venmo').value, '14 days (1,209,600 seconds)');
  assert.equal(parameter('current.base.disputeRiskWindow.paypal').value, '14 days (1,209,600 seconds)');
  assert.equal(parameter('current.base.disputeRiskWindow.cashapp').value, 'none (0 seconds)');
});

test('legacy ids name the November 2025 values; the retired testnet keeps its v3 id', () => {
  assert.equal(parameter('legacy.base.intentExpirationPeriod').value, '1 day (86,400 seconds)');
  assert.equal(parameter('legacy.base.intentExpirationPeriod').status, 'legacy');
  assert.throws(() => parameter('v3.base.intentExpirationPeriod'), 'no second name for a legacy value');
  assert.equal(parameter('v3.base_sepolia.intentExpirationPeriod').status, 'retired');
});

test('durations are written with their unit and the exact number of seconds', () => {
  assert.equal(formatSeconds(21600), '6 hours (21,600 seconds)');
  assert.equal(formatSeconds(86400), '1 day (86,400 seconds)');
  assert.equal(formatSeconds(180), '3 minutes (180 seconds)');
  assert.equal(formatSeconds(0), 'none (0 seconds)');
});

test('today’s limits come from the public source of the contract they name', () => {
  const limits = protocolParameters.filter(
    (p) => p.status === 'current' && p.source.repository === 'zkp2p/zkp2p-contracts',
  );
  assert.ok(limits.length >= 9);
  for (const p of limits) {
    const record = publicSource(p.contract);
    assert.equal(p.source.ref, record.commit, p.id);
    assert.equal(p.source.path, record.path, p.id);
  }
  assert.equal(parameter('current.maxTotalIntentLifetime').value, formatSeconds(Number(86400 * 5)));
  assert.equal(Number(parameter('current.maxReferralFeeTotal').raw) / 1e18, 0.5);
  assert.equal(
    parameter('current.maxExtensionFeeBpsPerHour').value.split(' ')[0],
    String(Math.floor((10000 * 3600) / (5 * 86400))),
  );
});

test('fee caps are 5e16, which is 5% at 18 decimals', () => {
  for (const id of [
    'legacy.maxProtocolFee',
    'legacy.maxReferrerFee',
    'v2.maxSustainabilityFee',
    'current.maxProtocolFee',
    'current.maxManagerFee',
    'current.maxRateManagerFee',
  ]) {
    const p = parameter(id);
    assert.equal(Number(p.raw) / 1e18, 0.05, id);
    assert.equal(p.value, '5%', id);
  }
});

test('hand-typed expiry periods read the same as their number of seconds', () => {
  for (const p of protocolParameters.filter((q) => q.name === 'intentExpirationPeriod')) {
    assert.equal(p.value, formatSeconds(Number(p.raw)), p.id);
  }
});

test('deployment records match the addresses published in deployments.ts', () => {
  assert.throws(() => deploymentRecord('v3', 'testnet', 11155111));
  for (const r of deploymentRecords) {
    assert.match(r.transactionHash, /^0x[0-9a-f]{64}$/);
    assert.match(r.commit, /^[0-9a-f]{7}$/);
    assert.match(r.recorded, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(Number.isInteger(r.blockNumber) && r.blockNumber > 0);
    assert.match(sourceUrl(r.source), commitUrl);
    const published = deployments.find(
      (d) =>
        d.version === r.version && d.environment === r.environment && d.chainId === r.chainId && d.name === 'Escrow',
    );
    if (published) {
      assert.equal(published.address, r.escrow, `${r.version} ${r.environment} ${r.chainId}`);
      assert.equal(published.status, r.escrowStatus, `${r.version} ${r.environment} ${r.chainId} status`);
    }
  }
});

test('no page tells V3 integrators to test on Base Sepolia', () => {
  for (const { file, text } of pages) {
    assert.doesNotMatch(text, /test (?:it |them |this )?on Base Sepolia first/i, file);
  }
});

test('protocol pages date deployments from the data, not by typing a day', () => {
  const day =
    /(?:deployed|went live|live|launched)[^.|]{0,30}\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/;
  for (const { file, text } of pages.filter((p) => p.file.startsWith('protocol/'))) {
    assert.doesNotMatch(text, day, file);
  }
});
