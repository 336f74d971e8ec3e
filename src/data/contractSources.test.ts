import { test } from 'node:test';
import assert from 'node:assert/strict';
import baseAddresses from '@zkp2p/contracts-v2/addresses/base.json';
import { contractAbiNames } from '../../tests/support/contractAbis';
import { publicSource, publicSources, publicSourceUrl, shortCommit } from './contractSources';

const packageAddresses: Readonly<Record<string, string>> = baseAddresses.contracts;

test('every deployment record names the address the package publishes for that contract', () => {
  const records = publicSources.filter((s) => s.kind === 'deployment-record');
  assert.deepEqual(
    records.map((record) => record.contract),
    ['EscrowV2', 'OrchestratorV3', 'UnifiedPaymentVerifierV3', 'IntentGuardian', 'SignatureGatingPreIntentHook'],
  );
  for (const record of records) {
    assert.ok(record.address, `${record.contract} has an address`);
    assert.equal(record.address.toLowerCase(), packageAddresses[record.contract]?.toLowerCase(), record.contract);
    assert.ok(Number.isInteger(record.block) && (record.block ?? 0) > 0, `${record.contract} has a block`);
    assert.equal(record.path, `deployments/base/${record.contract}.json`);
  }
});

test('every source row is a current contract of the package, pinned to a full commit', () => {
  const contracts = publicSources.map((s) => s.contract);
  assert.equal(new Set(contracts).size, contracts.length);
  for (const source of publicSources) {
    assert.ok(contractAbiNames.has(source.contract), `${source.contract} has a package ABI`);
    assert.match(source.commit, /^[0-9a-f]{40}$/);
    assert.match(source.sourcePath, /^contracts\/[\w/]+\.sol$/);
    assert.ok(source.usedFor.length > 10);
    if (source.kind === 'source-file') assert.equal(source.address, undefined);
    assert.equal(
      publicSourceUrl(source),
      `https://github.com/zkp2p/zkp2p-contracts/blob/${source.commit}/${source.path}`,
    );
    assert.equal(shortCommit(source).length, 7);
  }
  assert.throws(() => publicSource('Escrow'), /no public source/);
});
