// Runs every unit test (`*.test.ts` / `*.test.tsx` under src/, tests/unit/, tests/support/ and
// scripts/) with Node's test runner through tsx, in two processes side by side:
// the type check of the developer samples, which alone takes most of the time
// (it loads the types of the SDK, viem and Node), and all the others in one
// process (`--test-isolation=none`: a process per file spends most of its time
// loading tsx). The samples' report follows the others'. Extra arguments go to
// both, before the files (e.g. `npm run test:unit -- --test-name-pattern=apr`).
import { spawn } from 'node:child_process';
import { globSync } from 'node:fs';

const samples = 'tests/unit/developer-samples.test.ts';
const others = globSync([
  'src/**/*.test.{ts,tsx}',
  'tests/unit/*.test.ts',
  'tests/support/*.test.ts',
  'scripts/**/*.test.ts',
]).filter((file) => file !== samples);
const options = ['--import', 'tsx', '--import', './tests/setup/register.mjs', '--test', '--test-isolation=none'];

/** Runs the test runner on `files`; resolves to its exit code. */
function run(files, stdio) {
  const child = spawn(process.execPath, [...options, ...process.argv.slice(2), ...files], { stdio });
  const exit = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  return { child, exit };
}

const checked = run([samples], ['ignore', 'pipe', 'pipe']);
const report = [];
checked.child.stdout.on('data', (chunk) => report.push(chunk));
checked.child.stderr.on('data', (chunk) => report.push(chunk));
const othersStatus = await run(others, 'inherit').exit;
const samplesStatus = await checked.exit;
process.stdout.write(Buffer.concat(report));
process.exitCode = othersStatus || samplesStatus;
