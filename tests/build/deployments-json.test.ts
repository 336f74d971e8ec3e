/**
 * The deployments as data: the build holds one JSON file per protocol version
 * (src/plugins/deployments-json) with exactly the addresses of
 * src/data/deployments.ts, in its order, and each deployments page links to
 * its file with a `download` link. Run after `npm run build`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { select } from 'hast-util-select';
import {
  chains,
  deployments,
  deploymentsJsonPath,
  deploymentsPages,
  explorerAddressUrl,
} from '../../src/data/deployments';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

/** What a reader reads off each entry, and the build must copy from the data. */
const fields = ['name', 'address', 'chainId', 'chain', 'environment', 'status', 'kind', 'explorerUrl'];
const pick = (entry: Record<string, unknown>) => Object.fromEntries(fields.map((key) => [key, entry[key]]));

for (const version of ['v2', 'v3'] as const) {
  test(`${deploymentsJsonPath(version)} holds exactly the ${version} entries of the data`, () => {
    const file = path.join(buildDir, deploymentsJsonPath(version));
    const published = (JSON.parse(readFileSync(file, 'utf8')) as { deployments: Record<string, unknown>[] })
      .deployments;
    const expected = deployments
      .filter((d) => d.version === version)
      .map((d) => ({ ...d, chain: chains[d.chainId].name, explorerUrl: explorerAddressUrl(d.chainId, d.address) }));
    assert.deepEqual(published.map(pick), expected.map(pick));
  });

  test(`${deploymentsPages[version]} links to its file with a download link`, () => {
    const page = fromHtml(readFileSync(path.join(buildDir, deploymentsPages[version], 'index.html'), 'utf8'));
    assert.ok(select(`a[href="${deploymentsJsonPath(version)}"][download]`, page));
  });
}
