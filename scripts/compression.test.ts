import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress } from './compression';

test('both encodings round-trip', () => {
  const body = Buffer.from('const escrow = "0x0"; '.repeat(200));
  assert.deepEqual(brotliDecompressSync(compress(body, 'br')), body);
  assert.deepEqual(gunzipSync(compress(body, 'gzip')), body);
  assert.ok(compress(body, 'br').length < body.length / 10);
});
