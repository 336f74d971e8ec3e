/**
 * `npm run bench:build`: cold production build time and build folder size.
 *
 * Clears every cache first: `.docusaurus/`, `build/` and `node_modules/.cache`
 * (the Rspack persistent cache). When node_modules is a symlink shared with
 * other checkouts, its cache is left alone (another build may be using it) and
 * the build runs with DOCUSAURUS_NO_PERSISTENT_CACHE=1 instead, which is just as
 * cold. Prints the time, the folder size against the budget, the largest files
 * and a PASS/FAIL verdict; saves bench-results/build.json; exits 1 if over budget.
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { budgets } from './budgets';
import { kib, markdownTable, saveResults, verdict } from './lib';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function main(): void {
  const sharedModules = lstatSync('node_modules', { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  rmSync('.docusaurus', { recursive: true, force: true });
  rmSync('build', { recursive: true, force: true });
  if (!sharedModules) rmSync(path.join('node_modules', '.cache'), { recursive: true, force: true });
  const env = { ...process.env, ...(sharedModules ? { DOCUSAURUS_NO_PERSISTENT_CACHE: '1' } : {}) };

  const load = loadavg()[0] ?? 0;
  const started = process.hrtime.bigint();
  // The package's own build script, so the build measured is the one that
  // ships (it sets WEBPACK_URL_LOADER_LIMIT=0: a bare `docusaurus build`
  // inlines small images, and its cache then serves them inlined to the next
  // `npm run build`).
  const build = spawnSync('npm', ['run', 'build'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (build.status !== 0) {
    console.error(`build failed with status ${build.status}`);
    process.exit(1);
  }

  const files = filesUnder('build').map((file) => ({ file, size: statSync(file).size }));
  const total = files.reduce((sum, { size }) => sum + size, 0);
  const byKind = new Map<string, number>();
  for (const { file, size } of files) {
    const kind = path.extname(file).slice(1) || '(none)';
    byKind.set(kind, (byKind.get(kind) ?? 0) + size);
  }
  const pass = total <= budgets.buildFolder;
  console.log(
    `\nCold production build on ${cpus().length} cores (load average ${load.toFixed(1)} at the start)` +
      `${sharedModules ? ', persistent cache disabled (shared node_modules)' : ', caches deleted'}\n`,
  );
  console.log(
    markdownTable(
      ['measure', 'value', 'target', 'verdict'],
      [
        ['cold build time', `${seconds.toFixed(1)} s`, 'recorded', ''],
        [
          'build folder',
          `${kib(total)} KiB (${(total / 1024 / 1024).toFixed(2)} MB)`,
          `≤ ${kib(budgets.buildFolder)} KiB`,
          verdict(pass),
        ],
        ['files', String(files.length), '', ''],
      ],
    ),
  );
  console.log('\nBy file type:');
  console.log(
    markdownTable(
      ['type', 'KiB'],
      [...byKind].sort((a, b) => b[1] - a[1]).map(([kind, size]) => [kind, kib(size)]),
    ),
  );
  console.log('\nLargest files:');
  console.log(
    markdownTable(
      ['file', 'KiB'],
      [...files]
        .sort((a, b) => b.size - a.size)
        .slice(0, 10)
        .map(({ file, size }) => [file, kib(size)]),
    ),
  );
  console.log(`raw results: ${saveResults('build', { seconds, total, files: files.length, load, pass })}`);
  if (!pass) process.exitCode = 1;
}

main();
