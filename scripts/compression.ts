/**
 * How the test server, the benchmarks and the size test compress responses:
 * Brotli for clients that accept it (every current browser, and what Netlify,
 * Cloudflare Pages and Vercel send them), gzip otherwise. Brotli runs at
 * quality 5, the kind of level CDNs use when they compress on the fly, not
 * the maximum (11), so the numbers do not assume precompressed files.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

export const BROTLI_QUALITY = 5;
/** Brotli's best quality, what a host that compresses files once at deploy time can afford. */
export const BROTLI_MAX_QUALITY = 11;
export const GZIP_LEVEL = 9;

/** The encoding to answer a request with, from its Accept-Encoding header. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, weight]) => weight?.trim() !== 'q=0')
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export function compress(body: Buffer, encoding: Encoding, brotliQuality = BROTLI_QUALITY): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
    : gzipSync(body, { level: GZIP_LEVEL });
}
