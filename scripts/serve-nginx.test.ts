import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PRODUCTION_ROOT, localServerBlock, nginxConfig, serverBlocks } from './serve-nginx';

const deployConfig = readFileSync(path.resolve('deploy', 'nginx.conf'), 'utf8');
const withoutComments = (text: string): string => text.replace(/#.*$/gm, '');

test('deploy/nginx.conf has an HTTPS server for the build and a port-80 redirect', () => {
  const blocks = serverBlocks(deployConfig).map(withoutComments);
  assert.equal(blocks.length, 2);
  const [https = '', plain = ''] = blocks;
  assert.match(https, /listen 443 ssl/);
  assert.match(https, /ssl_certificate /);
  assert.match(https, new RegExp(`root ${PRODUCTION_ROOT};`));
  assert.match(https, new RegExp(`include ${PRODUCTION_ROOT}/_headers\\.nginx\\.conf;`));
  assert.match(https, /error_page 400 404 \/404\.html;/);
  assert.match(plain, /listen 80;/);
  assert.match(plain, /return 301 https:\/\/\$host\$request_uri;/);
});

test('the local server block is the HTTPS block on a local port, without TLS, serving the given build', () => {
  const local = withoutComments(localServerBlock(deployConfig, { root: '/tmp/site/build', port: 4174 }));
  assert.deepEqual(local.match(/listen [^;]*;/g), ['listen 127.0.0.1:4174;']);
  assert.doesNotMatch(local, /ssl|443|listen 80/);
  assert.doesNotMatch(local, /\/srv\//);
  assert.match(local, /root \/tmp\/site\/build;/);
  assert.equal(local.match(/include \/tmp\/site\/build\/_headers\.nginx\.conf;/g)?.length, 2);
  assert.equal(local.match(/include \/tmp\/site\/build\/_headers\.subresources\.nginx\.conf;/g)?.length, 1);
  // Everything else is kept as written: locations, redirects, the 404 page, gzip.
  const https = withoutComments(serverBlocks(deployConfig)[0] ?? '');
  for (const line of https.split('\n').filter((text) => /location|try_files|return|error_page|gzip/.test(text))) {
    assert.ok(local.includes(line), `kept: ${line.trim()}`);
  }
});

test('the local server block refuses a file it does not understand and an unsafe build path', () => {
  const options = { root: '/tmp/build', port: 4174 };
  assert.throws(() => localServerBlock('server {\n    listen 80;\n}\n', options), /one server block listening on 443/);
  assert.throws(
    () => localServerBlock('server {\n    listen 443 ssl;\n    root /var/www;\n}\n', options),
    /does not serve \/srv\/zkp2p-docs\/build/,
  );
  assert.throws(
    () =>
      localServerBlock(
        `server {\n    listen 443 ssl;\n    ssl_protocols TLSv1.3;\n    root ${PRODUCTION_ROOT};\n}\n`,
        options,
      ),
    /TLS settings/,
  );
  assert.throws(() => localServerBlock(deployConfig, { root: '/tmp/my build', port: 4174 }), /spaces/);
});

test('the whole configuration keeps pid and temp files in its own folder', () => {
  const config = nginxConfig({ server: 'server {}', runDir: '/tmp/run' });
  assert.match(config, /^pid \/tmp\/run\/nginx\.pid;$/m);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    assert.match(config, new RegExp(`^\\s*${temp}_temp_path /tmp/run/${temp};$`, 'm'));
  }
  assert.match(config, /http \{[\s\S]*server \{\}[\s\S]*\}\n$/);
});
