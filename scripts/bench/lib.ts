/**
 * Shared parts of the benchmark scripts: the production build served like a
 * static host (scripts/serve-build.ts, with the build's `_headers`), the
 * Chromium they drive, and a Markdown table printer with PASS/FAIL verdicts.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { handler, headersFromBuild } from '../serve-build';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, reproducible headless Chromium (no background traffic). */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const KIB = 1024;

export function kib(bytes: number): string {
  return (bytes / KIB).toFixed(1);
}

export type RunningServer = { origin: string; close: () => Promise<void> };

/** Serves `root` (default `build/`) on a free loopback port. */
export async function serveBuild(root = path.resolve('build')): Promise<RunningServer> {
  if (!existsSync(path.join(root, '404.html'))) {
    throw new Error(`No build at ${root}: run \`npm run build\` first.`);
  }
  const server = createServer(handler({ root, headers: headersFromBuild(root) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type Verdict = 'PASS' | 'FAIL';

export function verdict(ok: boolean): Verdict {
  return ok ? 'PASS' : 'FAIL';
}

/** A Markdown table (so the output can be pasted into the README as is). */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Writes a benchmark's raw results to `bench-results/<name>.json` (ignored by git). */
export function saveResults(name: string, data: unknown): string {
  const dir = path.resolve('bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
