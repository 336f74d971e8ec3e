import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { keccak256Hex, sha3_256Hex } from './keccak';

test('keccak256 of the empty string matches the published value', () => {
  assert.equal(keccak256Hex(''), 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
});

test('keccak256 of "abc" matches the Keccak team test vector', () => {
  assert.equal(keccak256Hex('abc'), '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
});

test('keccak256 of the ERC-20 Transfer event signature gives its well-known topic', () => {
  assert.equal(
    keccak256Hex('Transfer(address,address,uint256)'),
    'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  );
});

test('keccak256 of lowercase payment-method names gives the ids the ZKP2P registry publishes', () => {
  assert.equal(keccak256Hex('venmo'), '90262a3db0edd0be2369c6b28f9e8511ec0bac7136cefbada0880602f87e7268');
  assert.equal(keccak256Hex('USD'), 'c4ae21aac0c6549d71dd96035b7e0bdb6c79ebdba8891b666115bc976d16a29e');
});

test('the sponge agrees with Node SHA3-256 on every length around the 136-byte block boundary', () => {
  for (const length of [0, 1, 55, 135, 136, 137, 271, 272, 273, 1000]) {
    const input = new Uint8Array(length).map((_, i) => (i * 31 + 7) % 256);
    const expected = createHash('sha3-256').update(input).digest('hex');
    assert.equal(sha3_256Hex(input), expected, `length ${length}`);
  }
});

test('raw bytes and the same text as a string hash alike', () => {
  assert.equal(keccak256Hex(new TextEncoder().encode('zkp2p')), keccak256Hex('zkp2p'));
});
