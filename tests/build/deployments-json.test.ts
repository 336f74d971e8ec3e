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
import { select } from 'hast-util-select';
import { DEPLOYMENT_STATUSES, PROTOCOL_VERSIONS, sourceUrl } from '../../src/data/chains';
import {
  chains,
  deployments,
  deploymentsJsonPath,
  deploymentsPages,
  explorerAddressUrl,
} from '../../src/data/deployments';
import { canonicalUrl } from '../../src/utils/canonicalUrl';
import { builtTree } from '../support/builtPages';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const siteUrl = 'https://docs.zkp2p.xyz';

/** What a reader reads off each entry (the row of the page's table), and the build must copy from the data. */
const fields = [
  'name',
  'address',
  'chainId',
  'chain',
  'environment',
  'status',
  'statusReason',
  'replaced',
  'kind',
  'purpose',
  'note',
  'explorerUrl',
  'source',
];
const pick = (entry: Record<string, unknown>) => Object.fromEntries(fields.map((key) => [key, entry[key]]));

type Published = { page: string; statuses: Record<string, string>; deployments: Record<string, unknown>[] };

for (const version of PROTOCOL_VERSIONS) {
  test(`${deploymentsJsonPath(version)} holds exactly the ${version} entries of the data`, () => {
    const file = path.join(buildDir, deploymentsJsonPath(version));
    const published = JSON.parse(readFileSync(file, 'utf8')) as Published;
    assert.equal(published.page, canonicalUrl(siteUrl, deploymentsPages[version]));
    assert.deepEqual(Object.keys(published.statuses), [...DEPLOYMENT_STATUSES]);
    const expected = deployments
      .filter((d) => d.version === version)
      .map((d) => ({
        ...d,
        chain: chains[d.chainId].name,
        explorerUrl: explorerAddressUrl(d.chainId, d.address),
        source: sourceUrl(d.source),
        replaced: d.replaced ? true : undefined,
      }));
    assert.deepEqual(published.deployments.map(pick), expected.map(pick));
  });

  test(`${deploymentsPages[version]} links to its file with a download link`, () => {
    const page = builtTree(deploymentsPages[version]);
    assert.ok(select(`a[href="${deploymentsJsonPath(version)}"][download]`, page));
  });
}
