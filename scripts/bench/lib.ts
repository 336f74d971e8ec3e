/**
 * Shared parts of the benchmark scripts: the production build served like a
 * static host (scripts/serve-build.ts, with the build's `_headers`), the
 * Chromium they drive, and a Markdown table printer with PASS/FAIL verdicts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serveBuild as serve } from '../serve-build';

export { CHROMIUM_PATH } from '../chromium';

export const KIB = 1024;

export function kib(bytes: number): string {
  return (bytes / KIB).toFixed(1);
}

/** The middle value, or the mean of the two middle ones (benchmarks report medians of runs). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export type RunningServer = { origin: string; close: () => Promise<void> };

/** Serves `root` (default `build/`) on a free loopback port. */
export async function serveBuild(root = path.resolve('build')): Promise<RunningServer> {
  const { server, origin } = await serve(root);
  return {
    origin,
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

/** Ends a per-route benchmark: prints the tally and where the raw results are; exit code 1 on any miss. */
export function finish(name: string, results: readonly { pass: boolean }[]): void {
  const failed = results.filter((result) => !result.pass).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  console.log(`raw results: ${saveResults(name, results)}`);
  if (failed > 0) process.exitCode = 1;
}
