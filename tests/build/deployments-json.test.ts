/**
 * The deployments as data: the build holds one JSON file per protocol version
 * (src/plugins/deployments-json) with exactly the addresses of
 * src/data/deployments.ts (every address, name, chain, environment, status
 * and kind, nothing more), each deployments page links to its file with a
 * `download` link, and no file is listed in the sitemap (they are files, not
 * routes). Run after `npm run build` (`npm run test:build`; BUILD_DIR
 * overrides `build`).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  chains,
  deployments,
  deploymentsJsonPath,
  deploymentsPages,
  explorerAddressUrl,
} from '../../src/data/deployments';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const VERSIONS = ['v2', 'v3'] as const;

/** Reads a JSON value's field as a string, or fails. */
function text(value: Record<string, unknown>, key: string): string {
  const field = value[key];
  assert.equal(typeof field, 'string', `${key} is a string`);
  return String(field);
}

function entriesOf(file: string): Record<string, unknown>[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  assert.ok(typeof parsed === 'object' && parsed !== null && 'deployments' in parsed, `${file}: an object`);
  const list = parsed.deployments;
  assert.ok(Array.isArray(list), `${file}: deployments is an array`);
  return list.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
}

describe(
  'deployments as JSON files',
  { skip: !existsSync(path.join(buildDir, 'index.html')) && 'no build/: run `npm run build` first' },
  () => {
    for (const version of VERSIONS) {
      const file = path.join(buildDir, deploymentsJsonPath(version));

      test(`${deploymentsJsonPath(version)} holds exactly the ${version} entries of the data`, () => {
        assert.ok(existsSync(file), `${file} exists`);
        const published = entriesOf(file);
        const expected = deployments.filter((d) => d.version === version);
        assert.equal(published.length, expected.length, 'one JSON entry per data entry');
        const key = (chainId: unknown, environment: unknown, status: unknown, address: unknown) =>
          `${String(chainId)} ${String(environment)} ${String(status)} ${String(address)}`;
        const byKey = new Map(published.map((e) => [key(e.chainId, e.environment, e.status, e.address), e]));
        assert.equal(byKey.size, published.length, 'no entry twice');
        for (const d of expected) {
          const e = byKey.get(key(d.chainId, d.environment, d.status, d.address));
          assert.ok(e, `${d.name} ${d.address} on ${d.chainId} (${d.environment}, ${d.status}) is in the file`);
          assert.equal(e.name, d.name);
          assert.equal(e.address, d.address, 'address as published, checksummed');
          assert.equal(e.chainId, d.chainId);
          assert.equal(e.chain, chains[d.chainId].name);
          assert.equal(e.environment, d.environment);
          assert.equal(e.status, d.status);
          assert.equal(e.kind, d.kind);
          assert.equal(e.explorerUrl, explorerAddressUrl(d.chainId, d.address));
        }
        assert.ok(
          published.every((e) => text(e, 'address').length === 42),
          'every address is 0x plus 40 hex digits',
        );
      });

      test(`${deploymentsPages[version]} links to its file with a download link`, () => {
        const html = readFileSync(path.join(buildDir, deploymentsPages[version], 'index.html'), 'utf8');
        const link = new RegExp(`<a\\b[^>]*href="?${deploymentsJsonPath(version)}"?[^>]*\\bdownload\\b`);
        assert.match(html, link);
      });
    }

    test('the files are not routes: the sitemap names none of them', () => {
      const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
      assert.doesNotMatch(sitemap, /\/downloads\/|\.json</);
    });
  },
);
