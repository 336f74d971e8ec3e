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
import { createServer } from 'node:net';
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

/**
 * `port`, or any free loopback port for 0, once no other program listens
 * there: the host is known to be ready when the port answers, so it must be
 * the host that answers.
 */
function freePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(new Error(`Port ${port} of 127.0.0.1 is taken: ${error.message}`)));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the host for `root` on a loopback port (a free one for 0) and resolves once it answers. */
export async function serveBuild(root = path.resolve('build'), port = 0): Promise<RunningHost> {
  if (!existsSync(path.join(root, '404.html'))) {
    throw new Error(`No build at ${root}: run \`npm run build\` first.`);
  }
  const wrangler = path.join(
    path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
    'bin/wrangler.js',
  );
  const origin = `http://127.0.0.1:${await freePort(port)}`;
  // A folder of its own for its scratch files and cache state (.wrangler/), out
  // of the linters' reach, removed when the host stops.
  const scratch = mkdtempSync(path.join(tmpdir(), 'zkp2p-docs-host-'));
  const child = spawn(
    process.execPath,
    [
      wrangler,
      'dev',
      ...['--config', CONFIG, '--assets', root, '--ip', '127.0.0.1', '--port', new URL(origin).port],
      // Warnings and errors only: a line per request would cost the host more
      // time than a third of its answer, and production logs none.
      ...['--log-level', 'warn', '--show-interactive-dev-session=false', '--persist-to', path.join(scratch, 'state')],
    ],
    {
      cwd: scratch,
      env: { ...process.env, ...HOST_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let exited: Error | undefined;
  // Its messages are shown only if it stops before it is ready.
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      output += chunk;
    });
  }
  child.on('exit', (code) => {
    rmSync(scratch, { recursive: true, force: true });
    exited = new Error(`wrangler dev stopped (${code ?? 'signal'}):\n${output}`);
  });
  // Ready once it answers the home page; a minute covers a cold start on a busy machine.
  for (const deadline = Date.now() + 60_000; ;) {
    if (exited) throw exited;
    const answered = await fetch(`${origin}/`, { method: 'HEAD' }).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`wrangler dev did not answer at ${origin} within a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const stream of [child.stdout, child.stderr]) stream.removeAllListeners('data').resume();
  return { origin, close: () => child.kill() };
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
