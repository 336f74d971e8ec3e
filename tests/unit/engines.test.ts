/**
 * One Node.js version for the project: `.nvmrc` names its major version (the
 * scripts fetch it when an older Node runs them), `engines.node` in
 * package.json allows exactly that line and newer, and every package in the
 * lockfile runs on every version `engines.node` allows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string): string => readFileSync(path.join(root, file), 'utf8');

type LockedPackage = { version?: string; engines?: Record<string, string> | string[] };
const packageJson = JSON.parse(read('package.json')) as { engines?: { node?: string } };
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> };
const engines = packageJson.engines?.node ?? '';
const nvmrc = read('.nvmrc').trim();

test('.nvmrc and engines.node state the same Node.js line', () => {
  assert.match(nvmrc, /^\d+$/, '.nvmrc holds a major version');
  assert.equal(engines, `>=${nvmrc}`);
});

test('every locked package accepts every Node.js version engines.node allows', () => {
  const refused: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    // Old packages sometimes wrote `engines` as an array of strings, which npm ignores.
    const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (location === '' || wanted === undefined) continue;
    if (!semver.subset(engines, wanted)) refused.push(`${location}@${entry.version ?? '?'} wants node ${wanted}`);
  }
  assert.deepEqual(refused, []);
});
