/**
 * Serves the production build the way a plain static host does, for the
 * end-to-end tests and the benchmarks:
 * - a file that exists is served as is (`/blogs/rss.xml`, `/assets/js/x.js`);
 * - a clean path is served from its folder's `index.html`, with or without a
 *   trailing slash (`/team`, `/team/`);
 * - anything else gets `404.html` with status 404 (so `/team.html` and `/blog`
 *   are answered like on Netlify, Cloudflare Pages or nginx `try_files`).
 * - `_headers` (written by src/plugins/security-headers) is not served; its
 *   rules are sent as response headers, as Netlify and Cloudflare Pages do, so
 *   the tests run under the site's real Content-Security-Policy and caching.
 * Compressible responses are Brotli- or gzip-encoded, as the client accepts
 * (scripts/compression.ts).
 *
 * Usage: node --import tsx scripts/serve-build.ts [--port 4173] [--dir build]
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { headersForPath, parseHeadersFile } from '../src/plugins/security-headers/headers';
import { compress, preferredEncoding } from './compression';
import type { Encoding } from './compression';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.zip': 'application/zip',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

export function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Host configuration in the build folder that a static host reads but never serves. */
const HIDDEN_FILES: ReadonlySet<string> = new Set(['/_headers']);

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file a static host serves for a URL path, or undefined for "not found". */
export function resolveFile(rootDir: string, urlPath: string): string | undefined {
  // Docusaurus hands plugins its outDir with a trailing slash.
  const root = path.resolve(rootDir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const normalized = path.posix.normalize(decoded);
  if (HIDDEN_FILES.has(normalized)) return undefined;
  const target = path.resolve(root, `.${normalized}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return undefined;
  if (isFile(target)) return target;
  const index = path.join(target, 'index.html');
  return isFile(index) ? index : undefined;
}

export type ServeOptions = {
  root: string;
  /** Extra response headers for a request's URL path and the file served for it. */
  headers?: (urlPath: string, file: string) => Readonly<Record<string, string>>;
};

/** Response headers from the build's `_headers` file (none when it is missing). */
export function headersFromBuild(root: string): NonNullable<ServeOptions['headers']> {
  const file = path.join(root, '_headers');
  const rules = isFile(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
  return (urlPath) => headersForPath(rules, urlPath);
}

export function handler({ root, headers }: ServeOptions) {
  // Compress each file once per version of it (a rebuild changes its mtime).
  const compressed = new Map<string, Buffer>();
  const encode = (file: string, body: Buffer, encoding: Encoding): Buffer => {
    const key = `${file}@${statSync(file).mtimeMs}@${encoding}`;
    const cached = compressed.get(key) ?? compress(body, encoding);
    compressed.set(key, cached);
    return cached;
  };
  return (request: IncomingMessage, response: ServerResponse): void => {
    // Prefix the origin so that a path starting with `//` stays a path, not a host.
    const url = new URL(`http://localhost${request.url?.startsWith('/') ? request.url : '/'}`);
    const found = resolveFile(root, url.pathname);
    const file = found ?? path.join(root, '404.html');
    let body: Buffer = readFileSync(file);
    const type = contentType(file);
    response.statusCode = found ? 200 : 404;
    response.setHeader('Content-Type', type);
    for (const [name, value] of Object.entries(headers?.(url.pathname, file) ?? {})) response.setHeader(name, value);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (COMPRESSIBLE.test(type)) response.setHeader('Vary', 'Accept-Encoding');
    if (encoding && COMPRESSIBLE.test(type)) {
      body = encode(file, body, encoding);
      response.setHeader('Content-Encoding', encoding);
    }
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(argument('--dir', 'build'));
  const port = Number(argument('--port', '4173'));
  if (!isFile(path.join(root, '404.html'))) {
    console.error(`No build at ${root}: run \`npm run build\` first.`);
    process.exit(1);
  }
  createServer(handler({ root, headers: headersFromBuild(root) })).listen(port, '127.0.0.1', () => {
    console.log(`Serving ${root} at http://127.0.0.1:${port}`);
  });
}
