import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress, preferredEncoding } from './compression';

test('a browser that accepts Brotli gets Brotli, a gzip-only client gzip, others nothing', () => {
  assert.equal(preferredEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(preferredEncoding('gzip, deflate'), 'gzip');
  assert.equal(preferredEncoding('identity'), undefined);
  assert.equal(preferredEncoding(undefined), undefined);
});

test('an encoding refused with q=0 is not used', () => {
  assert.equal(preferredEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(preferredEncoding('br; q=0.5, gzip'), 'br');
});

test('both encodings round-trip', () => {
  const body = Buffer.from('const escrow = "0x0"; '.repeat(200));
  assert.deepEqual(brotliDecompressSync(compress(body, 'br')), body);
  assert.deepEqual(gunzipSync(compress(body, 'gzip')), body);
  assert.ok(compress(body, 'br').length < body.length / 10);
});
