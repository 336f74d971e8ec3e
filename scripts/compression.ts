/**
 * How the size tests and benchmarks measure "size as served": Brotli for
 * clients that accept it (every current browser, and what Cloudflare sends
 * them), gzip otherwise. Brotli runs at quality 5, the kind of level CDNs use
 * when they compress on the fly, not the maximum (11), so the numbers do not
 * assume precompressed files.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

export const BROTLI_QUALITY = 5;
/** Brotli's best quality, what a host that compresses files once at deploy time can afford. */
export const BROTLI_MAX_QUALITY = 11;
export const GZIP_LEVEL = 9;

export function compress(body: Buffer, encoding: Encoding, brotliQuality = BROTLI_QUALITY): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
    : gzipSync(body, { level: GZIP_LEVEL });
}
