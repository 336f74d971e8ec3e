/**
 * The lockfile pins every package to its download address and checksum, so
 * `npm ci` fetches exactly those files and checks each one, without asking
 * the registry for any package's metadata first (which doubles its time).
 * An `npm install` under a setting that drops the addresses is caught here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

type Entry = { version?: string; resolved?: string; integrity?: string; link?: boolean };

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> };

test('every package in the lockfile has its download address and checksum', () => {
  const packages = Object.entries(lock.packages).filter(([key, entry]) => key !== '' && !entry.link);
  assert.ok(packages.length > 1000, `${packages.length} packages`);
  const missing = packages.flatMap(([key, entry]) => [
    ...(entry.resolved?.startsWith('https://') ? [] : [`${key}: no resolved`]),
    ...(entry.integrity?.startsWith('sha512-') ? [] : [`${key}: no sha512 integrity`]),
  ]);
  assert.deepEqual(
    missing.slice(0, 10),
    [],
    `${missing.length} entries: npm wrote them without their address, which this repository's .npmrc (omit-lockfile-registry-resolved=false) prevents`,
  );
});
