import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import baseAddresses from '@zkp2p/contracts-v2/addresses/base.json';
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';
import { abiNames, contractAbiNames } from './contractAbis';

const root = path.resolve(import.meta.dirname, '../..');

/** The pages that describe the current V3 contracts from their ABIs. */
const pages = [
  'protocol/v3/v3-overview.mdx',
  'protocol/v3/v3-smart-contracts.mdx',
  'protocol/v3/v3-migration.mdx',
  'protocol/v3/smart-contracts/escrow/index.mdx',
  'protocol/v3/smart-contracts/orchestrator.mdx',
  'protocol/v3/smart-contracts/unified-payment-verifier.mdx',
];

/**
 * Code-font words on those pages that are not ABI names: Solidity types, the
 * typed-data and attestation names of the ZKP2P docs (July 2026), the V2
 * calls of the history section, examples and SDK routes.
 */
const notAbiNames = new Set([
  'address',
  'bool',
  'bytes',
  'bytes32',
  'uint256',
  'int16',
  'owner',
  'venmo',
  'execute',
  'metadata',
  'signatures',
  'dataHash',
  'releaseAmount',
  'paymentProof',
  'method',
  'payeeId',
  'currency',
  'timestamp',
  'paymentId',
  'signalTimestamp',
  'timestampBuffer',
  'payeeDetails',
  'PaymentAttestation',
  'UnifiedPaymentVerifier',
  'DOMAIN_SEPARATOR',
  'Ownable',
  'MULTI_SIG',
  'maxStaleness',
  'spreadBps',
  'updateDepositConversionRate',
  'setDepositWhitelistHook',
  'getIntentMinAtSignal',
  'referrer',
  'referrerFee',
  'verify',
  'getSpreadOracleConfig',
  'CHAINLINK_ORACLE_ADAPTER',
  'PYTH_ORACLE_ADAPTER',
  'timestampMs',
  'timestampBufferMs',
]);

function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].flatMap((m) => {
    const span = m[1] ?? '';
    const name = /^([A-Za-z_][A-Za-z0-9_]*)(\(.*\))?$/.exec(span)?.[1];
    return name ? [name] : [];
  });
}

const known = new Set<string>([...Object.keys(baseAddresses.contracts), ...Object.keys(baseConstants)]);
for (const names of contractAbiNames.values()) {
  for (const set of [names.functions, names.events, names.errors, names.fields]) for (const n of set) known.add(n);
}

test('every function, event, error or field the V3 contract pages name is in a package ABI', () => {
  for (const page of pages) {
    const text = readFileSync(path.join(root, page), 'utf8');
    for (const name of codeSpans(text)) {
      assert.ok(
        known.has(name) || notAbiNames.has(name),
        `${page}: \`${name}\` is in no ABI of @zkp2p/contracts-v2 0.4.1`,
      );
    }
  }
});

test('the names the pages single out as OrchestratorV3 and EscrowV2 differences hold', () => {
  const v3 = abiNames('OrchestratorV3');
  const v2 = abiNames('OrchestratorV2');
  assert.ok(!v3.functions.has('setDepositWhitelistHook') && v2.functions.has('setDepositWhitelistHook'));
  assert.ok(!v3.functions.has('getIntentMinAtSignal') && v2.functions.has('getIntentMinAtSignal'));
  assert.ok(v3.functions.has('setLifecycleHook') && !v3.functions.has('setPaymentVerifierRegistry'));
  assert.ok(!v3.functions.has('postIntentHookRegistry'));
  const escrow = abiNames('EscrowV2');
  assert.ok(!escrow.functions.has('getAccountDeposits') && abiNames('Escrow').functions.has('getAccountDeposits'));
  assert.ok(escrow.functions.has('depositTo') && escrow.functions.has('getEffectiveRate'));
  for (const contract of [
    'AddressGroupRegistry',
    'SignatureGatingPreIntentHook',
    'IntentLifecycleHookV1',
    'ChainlinkOracleAdapter',
    'PythOracleAdapter',
    'ProtocolViewerV2',
    'WhitelistPreIntentHook',
    'ProtocolViewer',
  ]) {
    assert.ok(!abiNames(contract).functions.has('owner'), `${contract} has no owner()`);
  }
  assert.throws(() => abiNames('Nothing'), /publishes no Base ABI/);
});
