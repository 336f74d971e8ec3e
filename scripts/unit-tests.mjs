// Runs every unit test (`*.test.ts` / `*.test.tsx` under src/, tests/unit/ and
// scripts/) with Node's test runner through tsx. Node 20 has no glob support
// in `--test`, so this finds the files. Extra arguments are passed on
// (e.g. `npm run test:unit -- --test-name-pattern=apr`).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const roots = ['src', 'tests/unit', 'scripts'];

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const files = roots.flatMap(testFiles).sort();
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--require', './tests/setup/register.cjs', '--test', ...process.argv.slice(2), ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
