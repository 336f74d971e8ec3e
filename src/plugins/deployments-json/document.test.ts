import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deployments, explorerAddressUrl, sourceUrl } from '../../data/deployments';
import { deploymentsJson, deploymentsJsonText } from './document';

const SITE = 'https://docs.zkp2p.xyz';

for (const version of ['v2', 'v3'] as const) {
  test(`the ${version} document lists every ${version} entry of the data, and nothing else`, () => {
    const document = deploymentsJson(version, SITE);
    const expected = deployments.filter((d) => d.version === version);
    assert.equal(document.version, version);
    assert.equal(document.deployments.length, expected.length);
    expected.forEach((d, index) => {
      const entry = document.deployments[index];
      assert.deepEqual(entry, {
        name: d.name,
        address: d.address,
        kind: d.kind,
        chainId: d.chainId,
        chain: entry?.chain,
        environment: d.environment,
        status: d.status,
        statusReason: d.statusReason,
        ...(d.replaced ? { replaced: true } : {}),
        purpose: d.purpose,
        ...(d.note === undefined ? {} : { note: d.note }),
        explorerUrl: explorerAddressUrl(d.chainId, d.address),
        source: sourceUrl(d.source),
      });
    });
    assert.deepEqual(
      document.chains.map((chain) => chain.id),
      [...new Set(expected.map((d) => d.chainId))],
    );
  });
}

test('the document names its page as an absolute URL, whatever the site URL ends with', () => {
  assert.equal(deploymentsJson('v3', `${SITE}/`).page, `${SITE}/protocol/v3/v3-deployments`);
  assert.equal(deploymentsJson('v2', SITE).page, `${SITE}/protocol/v2/smart-contracts/v2-deployments`);
});

test('the file text is JSON that round-trips, ending in one newline', () => {
  const text = deploymentsJsonText('v3', SITE);
  assert.ok(text.endsWith('}\n'));
  assert.deepEqual(JSON.parse(text), deploymentsJson('v3', SITE));
});

test('the document says what each status means and names legacy entries as such', () => {
  const document = deploymentsJson('v3', SITE);
  assert.deepEqual(Object.keys(document.statuses).sort(), ['current', 'legacy', 'retired']);
  const escrow = document.deployments.find((e) => e.address === '0x2f121CDDCA6d652f35e8B3E560f9760898888888');
  assert.equal(escrow?.status, 'legacy');
  const escrowV2 = document.deployments.find((e) => e.address === '0x777777779d229cdF3110e9de47943791c26300Ef');
  assert.equal(escrowV2?.status, 'current');
});
