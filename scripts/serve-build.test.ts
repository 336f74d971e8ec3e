import assert from 'node:assert/strict';
import { request } from 'node:http';
import { connect } from 'node:http2';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { serveBuild } from './serve-build';

/** A small build folder: two pages, a 404 page, an asset and the headers file. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-build-'));
  mkdirSync(path.join(root, 'team'));
  mkdirSync(path.join(root, 'assets/js'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    'team/index.html': '<h1>Team</h1>',
    '404.html': '<h1>Page Not Found</h1>',
    'assets/js/main.1234.js': 'console.log("ü");'.repeat(100),
    'guide.md': '# Guide — “quoted”',
    _headers:
      '/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n' +
      '/assets/js/*\n  ! X-Frame-Options\n',
    '_headers.nginx.conf': 'add_header X-Frame-Options "DENY" always;\n',
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  return root;
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function get(origin: string, urlPath: string, acceptEncoding = 'identity'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${urlPath}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the static test server', () => {
  const root = fakeBuild();
  let origin = '';
  let close = (): void => undefined;
  before(async () => {
    const running = await serveBuild(root);
    origin = running.origin;
    close = () => running.server.close();
  });
  after(() => close());

  test('serves clean paths from index.html, with or without the trailing slash', async () => {
    for (const urlPath of ['/team', '/team/', '/team?from=x']) {
      const answer = await get(origin, urlPath);
      assert.equal(answer.status, 200, urlPath);
      assert.equal(answer.body, '<h1>Team</h1>');
      assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8');
    }
    assert.equal((await get(origin, '/')).body, '<h1>Home</h1>');
  });

  test('answers anything else with 404.html and status 404', async () => {
    for (const urlPath of [
      '/team.html',
      '/blog',
      '/404',
      '/index',
      '/team/index',
      '/team/index/',
      '/index.htm',
      '/../etc/passwd',
      '/%E0%A4%A',
      '/team/%00',
    ]) {
      const answer = await get(origin, urlPath);
      assert.equal(answer.status, 404, urlPath);
      assert.equal(answer.body, '<h1>Page Not Found</h1>', urlPath);
    }
  });

  test('never serves the host configuration, however the path is spelled', async () => {
    for (const urlPath of ['/_headers', '/%5Fheaders', '/_headers.nginx.conf', '/_headers?x']) {
      assert.equal((await get(origin, urlPath)).status, 404, urlPath);
    }
  });

  test('sends the rules of _headers, on pages, assets and the 404 page', async () => {
    const page = await get(origin, '/team');
    const asset = await get(origin, '/assets/js/main.1234.js');
    const missing = await get(origin, '/nothing');
    assert.equal(page.headers['x-frame-options'], 'DENY');
    assert.equal(page.headers['cache-control'], undefined);
    assert.equal(asset.headers['x-frame-options'], undefined, 'detached by `! X-Frame-Options`');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(missing.headers['x-frame-options'], 'DENY');
  });

  test('the not-found page gets the page headers, also where a missing script would be', async () => {
    const missingScript = await get(origin, '/assets/js/missing.js');
    assert.equal(missingScript.status, 404);
    assert.equal(missingScript.headers['x-frame-options'], 'DENY');
    assert.equal(missingScript.headers['content-type'], 'text/html; charset=utf-8');
  });

  test('compresses with Brotli when the client accepts it, and names the charset of text', async () => {
    const asset = await get(origin, '/assets/js/main.1234.js', 'gzip, deflate, br');
    assert.equal(asset.headers['content-encoding'], 'br');
    assert.equal(asset.body, 'console.log("ü");'.repeat(100));
    assert.equal(asset.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal((await get(origin, '/assets/js/main.1234.js', 'gzip')).headers['content-encoding'], 'gzip');
    assert.equal((await get(origin, '/assets/js/main.1234.js')).headers['content-encoding'], undefined);
    const twin = await get(origin, '/guide.md', 'br');
    assert.equal(twin.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.equal(twin.body, '# Guide — “quoted”');
  });
});

describe('the static test server over HTTPS (--https)', () => {
  const root = fakeBuild();
  let origin = '';
  let close = (): void => undefined;
  before(async () => {
    const running = await serveBuild(root, 0, { https: true });
    origin = running.origin;
    close = () => running.server.close();
  });
  after(() => close());

  test('speaks HTTP/2 over TLS and serves the build as over HTTP/1.1', async () => {
    assert.match(origin, /^https:\/\/127\.0\.0\.1:\d+$/);
    // The certificate is made up at start, so this client is told to accept it.
    const session = connect(origin, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/team', 'accept-encoding': 'br' });
        let headers: Record<string, unknown> = {};
        const chunks: Buffer[] = [];
        stream.on('response', (received) => (headers = received));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () =>
          resolve({ headers, body: brotliDecompressSync(Buffer.concat(chunks)).toString('utf8') }),
        );
        stream.on('error', reject);
        stream.end();
      });
      assert.equal(session.alpnProtocol, 'h2');
      assert.equal(answer.headers[':status'], 200);
      assert.equal(answer.headers['content-encoding'], 'br');
      assert.equal(answer.headers['x-frame-options'], 'DENY');
      assert.equal(answer.body, '<h1>Team</h1>');
    } finally {
      session.close();
    }
  });
});
