// Runs every unit test (`*.test.ts` / `*.test.tsx` under src/, tests/unit/ and
// scripts/) with Node's test runner through tsx, all in one process
// (`--test-isolation=none`: a process per file spends most of its time loading
// tsx). Node expands the globs itself, but reads options only before them, so
// extra arguments go first (e.g. `npm run test:unit -- --test-name-pattern=apr`).
import { spawnSync } from 'node:child_process';

const files = ['src/**/*.test.{ts,tsx}', 'tests/unit/*.test.ts', 'scripts/**/*.test.ts'];
const result = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--require',
    './tests/setup/register.cjs',
    '--test',
    '--test-isolation=none',
    ...process.argv.slice(2),
    ...files,
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
