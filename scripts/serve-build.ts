/**
 * Serves the production build on the production host's own software:
 * Cloudflare's runtime (workerd) through `wrangler dev`, with
 * deploy/wrangler.jsonc and its Worker, the files the deploy uses. So the
 * end-to-end tests and the link check get what readers get: the routing (clean
 * paths, `.html` and trailing-slash redirects, 404.html with status 404), the
 * headers of build/_headers and of the Worker, and compression. Without the
 * development server's extras: its data explorer under /cdn-cgi/ and its
 * request tracing are off, so the host answers like production. Offline: no
 * telemetry, no update check, no download of Cloudflare's request metadata.
 *
 * Usage: node --import tsx scripts/serve-build.ts [--port 4173] [--dir build]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CONFIG = path.resolve(import.meta.dirname, '../deploy/wrangler.jsonc');

/**
 * What wrangler would otherwise fetch or send over the network, and its
 * development extras that production does not have: the Local Explorer (a
 * data browser and its API at /cdn-cgi/explorer and /cdn-cgi/local/explorer)
 * and local tracing, both on by default in wrangler 4 and turned off by
 * its X_LOCAL_* variables.
 */
const HOST_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  X_LOCAL_EXPLORER: 'false',
  X_LOCAL_OBSERVABILITY: 'false',
} as const;

type RunningHost = { origin: string; close: () => void };

/** Starts the host for `root` on a loopback port and resolves once it answers. */
export function serveBuild(root = path.resolve('build'), port = 0): Promise<RunningHost> {
  if (!existsSync(path.join(root, '404.html'))) {
    return Promise.reject(new Error(`No build at ${root}: run \`npm run build\` first.`));
  }
  const wrangler = path.join(
    path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
    'bin/wrangler.js',
  );
  // A folder of its own for its scratch files and cache state (.wrangler/), out
  // of the linters' reach, removed when the host stops.
  const scratch = mkdtempSync(path.join(tmpdir(), 'zkp2p-docs-host-'));
  const child = spawn(
    process.execPath,
    [
      wrangler,
      'dev',
      ...['--config', CONFIG, '--assets', root, '--ip', '127.0.0.1', '--port', String(port)],
      ...['--log-level', 'info', '--show-interactive-dev-session=false', '--persist-to', path.join(scratch, 'state')],
    ],
    {
      cwd: scratch,
      env: { ...process.env, ...HOST_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    // Its messages are shown only if it stops before it is ready.
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      output += chunk;
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const ready = /Ready on (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) {
        for (const stream of [child.stdout, child.stderr]) stream.removeAllListeners('data').resume();
        resolve({ origin: ready[1].replace(/\/$/, ''), close: () => child.kill() });
      }
    });
    child.on('exit', (code) => {
      rmSync(scratch, { recursive: true, force: true });
      reject(new Error(`wrangler dev stopped (${code ?? 'signal'}):\n${output}`));
    });
  });
}

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(argument('--dir', 'build'));
  serveBuild(root, Number(argument('--port', '4173'))).then(
    ({ origin, close }) => {
      console.log(`Serving ${root} at ${origin}`);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, close);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
