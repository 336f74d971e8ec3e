import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import baseMethods from '@zkp2p/contracts-v2/paymentMethods/base.json' with { type: 'json' };
import {
  buyerEnclaveMethods,
  enclaveMethodList,
  enclaveVerificationSource,
  methodsWithoutEnclavePath,
  withoutBuyerEnclavePath,
} from './enclaveVerification';

/** The folder of the attestation client the pinned SDK depends on, found from the SDK itself. */
function packageRoot(): string {
  const sdk = createRequire(import.meta.url).resolve('@zkp2p/sdk');
  let dir = path.dirname(createRequire(sdk).resolve('@zkp2p/zkp2p-attestation'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

const attestationRoot = packageRoot();
const attestationFile = (name: string) => readFileSync(path.join(attestationRoot, name), 'utf8');

/** The keys of one interface in the package's type declarations. */
function interfaceKeys(declarations: string, name: string): string[] {
  const body = new RegExp(`interface ${name} \\{([^}]*)\\}`).exec(declarations)?.[1];
  assert.ok(body, `${name} is declared`);
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1] ?? '');
}

const declarations = attestationFile('dist/index.d.ts');
const enclavePlatforms = interfaceKeys(declarations, 'BuyerTeeActionTypeByPlatform');
const onBase = Object.keys(baseMethods.methods);

test('the data reads the attestation package the SDK pins', () => {
  const { version } = JSON.parse(attestationFile('package.json')) as { version: string };
  assert.equal(version, enclaveVerificationSource.version);
});

test('every method on Base with a buyer enclave path is listed, and no other', () => {
  const expected = enclavePlatforms.filter((platform) => onBase.includes(platform)).sort();
  assert.deepEqual(buyerEnclaveMethods.map(({ method }) => method).sort(), expected);
  assert.ok(expected.includes('alipay'), 'Alipay has a buyer enclave path in 3.1.0');
});

test('the methods on Base without a buyer enclave path are named', () => {
  const expected = onBase.filter((method) => !enclavePlatforms.includes(method)).sort();
  assert.deepEqual(withoutBuyerEnclavePath.map(({ method }) => method).sort(), expected);
  assert.equal(methodsWithoutEnclavePath(), 'Mercado Pago');
});

test('Zelle is read through the three banks the package types', () => {
  const zelle = /type ZelleBuyerTeeActionType = ([^;]*);/.exec(declarations)?.[1] ?? '';
  assert.deepEqual([...zelle.matchAll(/"transfer_zelle_(\w+)"/g)].map((match) => match[1]).sort(), [
    'bofa',
    'chase',
    'citi',
  ]);
  assert.match(enclaveMethodList(), /Zelle \(through Chase, Bank of America or Citi\) and Alipay$/);
});
