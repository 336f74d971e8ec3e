/**
 * The production host's one script, beside Cloudflare's static assets
 * (deploy/wrangler.jsonc). The assets answer the pages, their redirects and
 * the hashed files themselves; this Worker sees only three kinds of request:
 *
 * - Misses: the host runs it for every request that matches no file. It
 *   answers with the not-found page (404.html, with the headers build/_headers
 *   gives every page) and status 404, never cached: `no-store`. Under
 *   /assets/ the headers file promises immutable caching, and a browser would
 *   otherwise keep the 404 of a chunk for a year, so readers who asked for a
 *   chunk of another build (after a rollback or a bad deploy) would stay broken.
 * - The not-found page's own path, /404 (`run_worker_first`): it is a file of
 *   the build, not a route of the site, so it answers like any other miss.
 * - The search index under /pagefind/ (`run_worker_first`): Pagefind's index,
 *   fragments, metadata and WebAssembly are gzip data that its script unpacks
 *   itself, and the assets serve those extensions with no content type. They
 *   get `application/octet-stream`.
 */

/** The bindings of deploy/wrangler.jsonc. */
type Env = { ASSETS: { fetch: (request: Request) => Promise<Response> } };

/** Files of the search index that are opaque bytes to the browser. */
const PAGEFIND_BINARY = /^\/pagefind\/(?:.*\.pf_(?:meta|index|fragment)|wasm\.[\w-]+\.pagefind)$/;

/** The not-found page's clean path (the assets redirect `/404.html` there). */
const NOT_FOUND_PAGE = '/404';

/** The not-found page, with status 404 and no caching, for a request that matched no file. */
async function notFound(request: Request, env: Env): Promise<Response> {
  // The reader's headers (compression), less those that would turn the page into a 304 or a range.
  const headers = new Headers(request.headers);
  for (const name of ['If-None-Match', 'If-Modified-Since', 'If-Match', 'If-Unmodified-Since', 'If-Range', 'Range']) {
    headers.delete(name);
  }
  const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
  const page = await env.ASSETS.fetch(new Request(new URL(NOT_FOUND_PAGE, request.url), { method, headers }));
  const answer = new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
  answer.headers.set('Cache-Control', 'no-store');
  answer.headers.delete('ETag');
  return answer;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (new URL(request.url).pathname === NOT_FOUND_PAGE) return notFound(request, env);
    const response = await env.ASSETS.fetch(request);
    if (response.status === 404) return notFound(request, env);
    if (response.ok && PAGEFIND_BINARY.test(new URL(request.url).pathname)) {
      const typed = new Response(response.body, response);
      typed.headers.set('Content-Type', 'application/octet-stream');
      return typed;
    }
    return response;
  },
};
