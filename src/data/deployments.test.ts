import { test } from 'node:test';
import assert from 'node:assert/strict';
import baseAddresses from '@zkp2p/contracts-v2/addresses/base.json';
import baseStagingAddresses from '@zkp2p/contracts-v2/addresses/baseStaging.json';
import baseConstants from '@zkp2p/contracts-v2/constants/base.json';
import baseDisputeStack from '@zkp2p/contracts-v2/disputeStack/base.json';
import baseStagingDisputeStack from '@zkp2p/contracts-v2/disputeStack/baseStaging.json';
import { getContracts, getGatingServiceAddress } from '@zkp2p/sdk';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deploymentByName, deployments, explorerAddressUrl, PACKAGES, sourceUrl } from './deployments';
import { toChecksumAddress } from '../utils/address';

/** The installed version of a package, from its own `package.json` (which the package does not export). */
function installedVersion(name: string): string {
  const file = path.resolve(import.meta.dirname, '../../node_modules', name, 'package.json');
  return String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version);
}

const label = (d: (typeof deployments)[number]) => `${d.version} ${d.environment} ${d.chainId} ${d.name}`;

const packageNetworks = [
  { environment: 'production', file: 'addresses/base.json', published: baseAddresses },
  { environment: 'staging', file: 'addresses/baseStaging.json', published: baseStagingAddresses },
] as const;

test('the installed packages are the versions the docs were checked against', () => {
  const advice =
    'The docs state the deployments, statuses, parameters and payment methods of this version: re-check them ' +
    '(statuses from what the SDK sends new deposits and intents to), then update PACKAGES in src/data/chains.ts.';
  for (const { name, version } of Object.values(PACKAGES)) {
    assert.equal(installedVersion(name), version, `${name} changed. ${advice}`);
  }
});

test('every contract the package publishes for Base is listed, at the package address', () => {
  for (const { environment, file, published } of packageNetworks) {
    assert.equal(published.chainId, 8453, file);
    for (const [name, address] of Object.entries(published.contracts)) {
      const entry = deployments.find(
        (d) => d.version === 'v3' && d.environment === environment && d.chainId === 8453 && d.name === name,
      );
      assert.ok(entry, `${file} publishes ${name}; add it to src/data/deployments.ts with a purpose and a status`);
      assert.equal(entry.address, address, `${environment} ${name} differs from ${file}`);
    }
  }
});

test('every V3 contract on Base in the data is one the package publishes', () => {
  const manifests = { production: baseDisputeStack, staging: baseStagingDisputeStack } as const;
  for (const d of deployments.filter((e) => e.version === 'v3' && e.chainId === 8453 && e.kind === 'contract')) {
    const network = packageNetworks.find((n) => n.environment === d.environment);
    assert.ok(network, label(d));
    if (d.source.path.startsWith('disputeStack/')) {
      const identities = Object.values(manifests[network.environment].runtimeIdentities).map((i) => i.address);
      assert.ok(identities.includes(d.address), `${label(d)} ${d.address} is not in ${d.source.path}`);
      continue;
    }
    assert.ok(
      Object.entries(network.published.contracts).some(([name, address]) => name === d.name && address === d.address),
      `${label(d)} ${d.address} is not in ${network.file}`,
    );
  }
});

test('the accounts of the current system are the package values', () => {
  assert.equal(deploymentByName('Protocol multisig').address, baseConstants.MULTI_SIG);
  assert.equal(baseDisputeStack.expectedGovernance.owner, baseConstants.MULTI_SIG);
  assert.equal(deploymentByName('Legacy attestation witness').address, baseConstants.WITNESS_ADDRESS);
  baseDisputeStack.attestationTrust.witnesses.forEach((witness, index) => {
    assert.equal(deploymentByName(`Attestation witness ${index + 1}`).address, witness);
  });
});

test('the current path is the one the SDK uses, and the November 2025 pair is legacy', () => {
  // What the official SDK resolves on Base, for each environment, and our name for it.
  const sdkKeys = {
    EscrowV2: 'escrowV2',
    OrchestratorV3: 'orchestratorV3',
    UnifiedPaymentVerifierV3: 'unifiedPaymentVerifier',
    ProtocolViewerV2: 'protocolViewer',
    RateManagerV1: 'rateManagerV1',
  } as const;
  for (const environment of ['production', 'staging'] as const) {
    const { addresses } = getContracts(8453, environment);
    for (const [name, key] of Object.entries(sdkKeys)) {
      const entry = deploymentByName(name, { environment });
      assert.equal(entry.address, addresses[key], `${environment} ${name}`);
      assert.equal(entry.status, 'current', `${environment} ${name}`);
    }
    assert.deepEqual(
      addresses.escrowAddresses,
      [addresses.escrowV2],
      `${environment}: the SDK deposits into one escrow`,
    );
  }
  assert.equal(deploymentByName('Gating service signer').address, getGatingServiceAddress(8453, 'production'));
  for (const name of [
    'Escrow',
    'Orchestrator',
    'OrchestratorV2',
    'UnifiedPaymentVerifier',
    'UnifiedPaymentVerifierV2',
  ]) {
    assert.equal(deploymentByName(name).status, 'legacy', name);
  }
});

test('the lookup by name refuses unknown names and names the known ones', () => {
  assert.throws(() => deploymentByName('EscrowV9'), /no v3 production entry named EscrowV9.*EscrowV2/);
  assert.equal(deploymentByName('Escrow', { version: 'v2' }).address, '0xCA38607D85E8F6294Dc10728669605E6664C2D70');
});

test('every entry is checksummed, says what it is for and why, and names a public source', () => {
  const seen = new Set<string>();
  for (const d of deployments) {
    assert.equal(d.address, toChecksumAddress(d.address), `${label(d)}: readers copy the address as is`);
    if (d.version === 'v2' || d.environment === 'testnet') assert.equal(d.status, 'retired', label(d));
    assert.ok(d.purpose.length >= 20 && d.purpose.length <= 140, `${label(d)}: ${d.purpose.length} characters`);
    assert.ok(d.statusReason.length >= 30 && d.statusReason.length <= 200, `${label(d)}: ${d.statusReason.length}`);
    assert.match(d.purpose, /\.$/, `${label(d)} purpose ends with a full stop`);
    assert.match(d.statusReason, /\.$/, `${label(d)} status reason ends with a full stop`);
    if (d.replaced) assert.ok((d.note ?? '').length > 0, `${label(d)} explains what replaced it`);
    assert.match(
      sourceUrl(d.source),
      /^https:\/\/(github\.com\/zkp2p\/[\w.-]+\/blob|unpkg\.com\/@zkp2p\/[\w-]+@[\d.]+)\/[\w./-]+$/,
      label(d),
    );
    // One address per version, environment and chain; one name too, but for the replaced deployments.
    const keys = [`${d.version}:${d.environment}:${d.chainId}:${d.address.toLowerCase()}`];
    if (!d.replaced) keys.push(label(d));
    for (const key of keys) {
      assert.ok(!seen.has(key), `${label(d)}: ${key} is listed twice`);
      seen.add(key);
    }
  }
});

test('explorer links point at the address page of the right chain', () => {
  assert.equal(
    explorerAddressUrl(8453, '0x777777779d229cdF3110e9de47943791c26300Ef'),
    'https://basescan.org/address/0x777777779d229cdF3110e9de47943791c26300Ef',
  );
  assert.equal(
    explorerAddressUrl(84532, '0x6a5e11c3D87e22b828d02ee65a4e8f322BF6B97E'),
    'https://sepolia.basescan.org/address/0x6a5e11c3D87e22b828d02ee65a4e8f322BF6B97E',
  );
});
