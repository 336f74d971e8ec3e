/**
 * "Size as served" for the size checks of the build: Brotli, which Cloudflare
 * sends every current browser, at quality 5, the kind of level CDNs use when
 * they compress on the fly. Not the maximum (11): the numbers do not assume
 * precompressed files.
 */
import { brotliCompressSync, constants } from 'node:zlib';

export function servedBytes(body: Buffer): number {
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
}
