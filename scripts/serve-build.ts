/**
 * Serves the production build the way a static host does, for the end-to-end
 * tests, the link check and the benchmarks. `sirv` serves the files and
 * `compression` encodes them; this file only adds what a host's configuration
 * adds:
 * - a clean path is served from its folder's `index.html`, with or without a
 *   trailing slash (`/team`, `/team/`; sirv's `extensions: ['html']`);
 * - anything else gets `404.html` with status 404 (so `/team.html` and `/blog`
 *   are answered like on Netlify, Cloudflare Pages or nginx `try_files`),
 *   including paths sirv would complete with `.html` (`/404`, `/team/index`);
 * - `_headers` (written by src/plugins/security-headers) is not served; its
 *   rules are sent as response headers, as Cloudflare Pages does (`! Name`
 *   lines included), so the tests run under the site's real
 *   Content-Security-Policy and caching; the not-found page gets the page
 *   headers wherever it answers, as with deploy/nginx.conf;
 * - text types say `charset=utf-8`, as those hosts and deploy/nginx.conf do.
 * Responses are Brotli- or gzip-encoded as the client accepts, Brotli at the
 * quality of scripts/compression.ts (what the size budgets assume).
 *
 * By default it speaks plain HTTP/1.1, which is all the tests need. With
 * `--https` it speaks HTTP/2 over TLS, as deploy/nginx.conf (`listen 443 ssl
 * http2`) and Cloudflare Pages serve the site to readers, with a certificate
 * for 127.0.0.1 made up at start (a browser must be told to accept it, e.g.
 * Chromium's `--ignore-certificate-errors`). The Lighthouse benchmark uses it
 * (lighthouserc.cjs says why).
 *
 * sirv lists the build's files when the server starts: restart it after a new
 * build.
 *
 * Usage: node --import tsx scripts/serve-build.ts [--port 4173] [--dir build] [--https]
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { Http2SecureServer, Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import { lookup } from 'mrmime';
import { generate } from 'selfsigned';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile } from '../src/plugins/security-headers/headers';
import { BROTLI_QUALITY, GZIP_LEVEL } from './compression';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Host configuration in the build folder that a static host reads but never serves. */
const HIDDEN_PREFIX = '/_headers';

const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript|rss\+xml|atom\+xml)$|image\/svg\+xml$)/;

/** The URL path as sirv looks it up (decoded with decodeURI when it can be). */
function lookupPath(url: string | undefined): string {
  const pathname = (url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** A request handler that serves `root` (a Docusaurus build folder) like a static host. */
export function buildHandler(root: string): (request: IncomingMessage, response: ServerResponse) => void {
  const headersFile = path.join(root, '_headers');
  const rules = isFile(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const notFoundPage = readFileSync(path.join(root, '404.html'));

  const setHostHeaders = (response: ServerResponse, urlPath: string): void => {
    for (const [name, value] of Object.entries(headersForPath(rules, urlPath))) response.setHeader(name, value);
  };

  const compress = compression({
    threshold: 0,
    level: GZIP_LEVEL,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  }) as unknown as Middleware;

  const notFound = (_request: IncomingMessage, response: ServerResponse): void => {
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    // The not-found page is a page wherever it answers, also for a missing
    // script's URL: it gets the page headers, as deploy/nginx.conf sends them.
    setHostHeaders(response, '/404.html');
    response.end(notFoundPage);
  };

  const files = sirv(root, {
    extensions: ['html'],
    setHeaders(response, urlPath) {
      setHostHeaders(response, urlPath);
      // sirv adds `.html` (or `/index.html`) only to a path without a file type of its own.
      const type = lookup(urlPath) ?? 'text/html';
      if (TEXT_TYPE.test(type)) response.setHeader('Content-Type', `${type}; charset=utf-8`);
    },
    onNoMatch: notFound,
  });

  /** sirv tries `<path>.html` too; a host that serves folders' index.html does not. */
  const isHtmlFileWithoutExtension = (urlPath: string): boolean => {
    const bare = urlPath.replace(/\/+$/, '');
    return bare !== '' && path.extname(bare) === '' && isFile(path.join(root, `${bare}.html`));
  };

  return (request, response) => {
    compress(request, response, () => {
      const urlPath = lookupPath(request.url);
      if (urlPath.startsWith(HIDDEN_PREFIX) || isHtmlFileWithoutExtension(urlPath)) notFound(request, response);
      else files(request, response);
    });
  };
}

/** A running server: its origin, and how to stop it. */
type RunningBuildServer = { server: Server | Http2SecureServer; origin: string };

/**
 * A throwaway self-signed certificate for the loopback address, made at start
 * so that no key is ever stored; nothing trusts it unless told to.
 */
async function loopbackCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/**
 * Starts a server for `root` on a loopback port (0: any free port): plain
 * HTTP/1.1, or with `https` HTTP/2 over TLS (HTTP/1.1 still answered to
 * clients that ask for it).
 */
export async function serveBuild(
  root: string,
  port = 0,
  { https = false }: { https?: boolean } = {},
): Promise<RunningBuildServer> {
  if (!isFile(path.join(root, '404.html'))) {
    throw new Error(`No build at ${root}: run \`npm run build\` first.`);
  }
  const handler = buildHandler(root);
  // HTTP/2's compatibility API gives the handler objects with the HTTP/1
  // request and response methods that sirv and compression call.
  const http2Handler = handler as unknown as (request: Http2ServerRequest, response: Http2ServerResponse) => void;
  const server = https
    ? createSecureServer({ ...(await loopbackCertificate()), allowHTTP1: true }, http2Handler)
    : createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return { server, origin: `${https ? 'https' : 'http'}://127.0.0.1:${actualPort}` };
}

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(argument('--dir', 'build'));
  serveBuild(root, Number(argument('--port', '4173')), { https: process.argv.includes('--https') }).then(
    ({ origin }) => console.log(`Serving ${root} at ${origin}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
