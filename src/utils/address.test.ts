import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isHexAddress, toChecksumAddress } from './address';

// The examples listed in EIP-55 itself (https://eips.ethereum.org/EIPS/eip-55).
const EIP55_MIXED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const EIP55_ALL_CAPS = ['0x52908400098527886E0F7030069857D2E4169EE7', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'];
const EIP55_ALL_LOWER = ['0xde709f2102306220921060314715629080e2fb77', '0x27b1fdb04752bbc536007a920d24acb045561c26'];

test('toChecksumAddress turns each mixed-case EIP-55 example, written in one case, back into itself', () => {
  for (const address of EIP55_MIXED) {
    assert.equal(toChecksumAddress(address.toLowerCase()), address);
    assert.equal(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`), address);
  }
});

test('the all-caps and all-lowercase EIP-55 examples are their own checksums in that case', () => {
  for (const address of EIP55_ALL_CAPS) {
    assert.equal(toChecksumAddress(address), address);
  }
  for (const address of EIP55_ALL_LOWER) {
    assert.equal(toChecksumAddress(address), address);
  }
});

test('isHexAddress accepts 20 bytes of hex only', () => {
  assert.ok(isHexAddress('0x0000000000000000000000000000000000000000'));
  assert.ok(!isHexAddress('0x00000000000000000000000000000000000000000'));
  assert.ok(!isHexAddress('0x'));
});

test('toChecksumAddress refuses malformed input with a clear error', () => {
  assert.throws(() => toChecksumAddress('0x1234'), /Not a 20-byte hex address/);
});
