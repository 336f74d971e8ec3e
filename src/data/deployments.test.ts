import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chains, deployments, explorerAddressUrl, sourceUrl } from './deployments';
import { checkAddress, isHexAddress, toChecksumAddress } from '../utils/address';

const label = (d: (typeof deployments)[number]) => `${d.version} ${d.environment} ${d.chainId} ${d.name}`;

test('every address is a 20-byte hex address', () => {
  for (const d of deployments) {
    assert.ok(isHexAddress(d.address), `${label(d)}: ${d.address}`);
  }
});

test('every mixed-case address carries a valid EIP-55 checksum', () => {
  for (const d of deployments) {
    const check = checkAddress(d.address);
    assert.notEqual(check, 'bad-checksum', `${label(d)}: expected ${toChecksumAddress(d.address)}`);
  }
});

test('every address is published in checksummed form, so readers can copy it as is', () => {
  for (const d of deployments) {
    assert.equal(d.address, toChecksumAddress(d.address), label(d));
  }
});

test('no address is listed twice on the same chain', () => {
  const seen = new Map<string, string>();
  for (const d of deployments) {
    const key = `${d.chainId}:${d.address.toLowerCase()}`;
    assert.ok(!seen.has(key), `${label(d)} repeats ${seen.get(key) ?? ''}`);
    seen.set(key, label(d));
  }
});

test('no name appears twice among the current entries of one deployment', () => {
  const seen = new Set<string>();
  for (const d of deployments.filter((entry) => entry.status === 'current')) {
    const key = label(d);
    assert.ok(!seen.has(key), `duplicate current entry ${key}`);
    seen.add(key);
  }
});

test('each V3 deployment has the three core contracts', () => {
  const groups = new Set(deployments.filter((d) => d.version === 'v3').map((d) => `${d.environment}:${d.chainId}`));
  assert.ok(groups.size >= 1);
  for (const group of groups) {
    for (const name of ['Escrow', 'Orchestrator', 'UnifiedPaymentVerifier']) {
      assert.ok(
        deployments.some((d) => d.version === 'v3' && `${d.environment}:${d.chainId}` === group && d.name === name),
        `${group} lacks ${name}`,
      );
    }
  }
});

test('every entry says what it is for, in one short sentence', () => {
  for (const d of deployments) {
    assert.ok(d.purpose.length >= 20 && d.purpose.length <= 140, `${label(d)}: ${d.purpose.length} characters`);
    assert.match(d.purpose, /\.$/, `${label(d)} purpose ends with a full stop`);
  }
});

test('superseded entries explain what happened to them', () => {
  for (const d of deployments.filter((entry) => entry.status === 'superseded')) {
    assert.ok((d.note ?? '').length > 0, label(d));
  }
});

test('every entry names a public source file', () => {
  for (const d of deployments) {
    assert.match(sourceUrl(d.source), /^https:\/\/github\.com\/zkp2p\/[\w.-]+\/blob\/[\w.-]+\/[\w./-]+$/, label(d));
    if (d.kind !== 'account') {
      assert.equal(d.source.path, `deployments/${d.source.path.split('/')[1] ?? ''}/${d.name}.json`, label(d));
    }
  }
});

test('every chain has an https explorer without a trailing slash', () => {
  for (const chain of Object.values(chains)) {
    assert.match(chain.explorerUrl, /^https:\/\/[a-z0-9.-]+$/, chain.name);
  }
});

test('explorer links point at the address page of the right chain', () => {
  assert.equal(
    explorerAddressUrl(8453, '0x2f121CDDCA6d652f35e8B3E560f9760898888888'),
    'https://basescan.org/address/0x2f121CDDCA6d652f35e8B3E560f9760898888888',
  );
  assert.equal(
    explorerAddressUrl(84532, '0x6a5e11c3D87e22b828d02ee65a4e8f322BF6B97E'),
    'https://sepolia.basescan.org/address/0x6a5e11c3D87e22b828d02ee65a4e8f322BF6B97E',
  );
});
