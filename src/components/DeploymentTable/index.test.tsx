import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import DeploymentTable from './index';
import { deploymentTableData } from './data';
import DeploymentFilter from '../DeploymentFilter';
import { deploymentFilterData } from '../DeploymentFilter/data';
import PaymentMethodIds from '../PaymentMethodIds';
import { paymentMethodIdsData } from '../PaymentMethodIds/data';
import ContractAddress from '../ContractAddress';
import { contractAddressData } from '../ContractAddress/data';
import { deployments } from '../../data/deployments';

test('ContractAddress answers malformed input with a message, not a broken link', () => {
  const html = renderToStaticMarkup(<ContractAddress name="Escrow" address="0x1234" chainId={8453} />);
  assert.match(html, /Address not available/);
  assert.doesNotMatch(html, /<a /);
  assert.doesNotMatch(html, /<button/);
});

test('ContractAddress by name looks up the address and shows its status inline', () => {
  const html = renderToStaticMarkup(<ContractAddress data={contractAddressData({ name: 'EscrowV2' })} />);
  assert.ok(html.includes('0x777777779d229cdF3110e9de47943791c26300Ef'));
  assert.match(html, />Current</);
  assert.match(html, /class="[^"]*inline/);
  const legacy = renderToStaticMarkup(<ContractAddress data={contractAddressData({ name: 'Escrow' })} />);
  assert.match(legacy, />Legacy</);
  const staging = contractAddressData({ name: 'EscrowV2', environment: 'staging' });
  assert.equal(staging.address, '0x77e8f808FE201075e0bD651CD46fdF239fc83265');
  assert.equal(contractAddressData({ name: 'Escrow', version: 'v2' }).status, 'retired');
  assert.throws(() => contractAddressData({ name: 'EscrowV3' }), /no v3 production entry named EscrowV3/);
  assert.throws(() => contractAddressData({ name: 'EscrowV2', address: '0x1' }), /only name/);
});

test('DeploymentTable renders one row per matching entry, with its status, and a caption naming chain and chain ID', () => {
  const html = renderToStaticMarkup(
    <DeploymentTable
      data={deploymentTableData({ version: 'v3', chainId: 8453, environment: 'production', status: 'current' })}
    />,
  );
  const expected = deployments.filter(
    (d) => d.version === 'v3' && d.chainId === 8453 && d.environment === 'production' && d.status === 'current',
  );
  assert.equal((html.match(/<tr/g) ?? []).length, expected.length + 1);
  assert.match(html, /<caption[^>]*>V3 on Base, production, current \(chain ID 8453\)<\/caption>/);
  for (const entry of expected) {
    assert.ok(html.includes(entry.address), entry.name);
  }
  assert.equal((html.match(/>Current</g) ?? []).length, expected.length);
  assert.doesNotMatch(html, />Legacy</);
  assert.match(html, /addresses\/base\.json<\/code> in @zkp2p\/contracts-v2 \(0\.4\.1\)/);
});

test('DeploymentTable keeps legacy entries apart and labels them', () => {
  const html = renderToStaticMarkup(
    <DeploymentTable
      data={deploymentTableData({ version: 'v3', chainId: 8453, environment: 'production', status: 'legacy' })}
    />,
  );
  assert.ok(html.includes('0x2f121CDDCA6d652f35e8B3E560f9760898888888'));
  assert.ok(!html.includes('0x777777779d229cdF3110e9de47943791c26300Ef'));
  assert.match(html, />Legacy</);
  assert.throws(
    () => deploymentTableData({ version: 'v3', chainId: 8453, environment: 'production', status: 'superseded' }),
    /status must be one of current, legacy, retired/,
  );
});

test('DeploymentTable lists replaced entries only when asked to', () => {
  const current = renderToStaticMarkup(
    <DeploymentTable data={deploymentTableData({ version: 'v2', chainId: 8453, environment: 'production' })} />,
  );
  const replaced = renderToStaticMarkup(
    <DeploymentTable
      data={deploymentTableData({ version: 'v2', chainId: 8453, environment: 'production', replaced: true })}
    />,
  );
  assert.ok(!current.includes('0xe9b654Ee19473E77B71c2C328A31E79252dF66D6'));
  assert.ok(replaced.includes('0xe9b654Ee19473E77B71c2C328A31E79252dF66D6'));
  assert.match(replaced, /, replaced \(chain ID 8453\)/);
});

test('DeploymentTable says plainly when nothing is published for a selection', () => {
  const html = renderToStaticMarkup(
    <DeploymentTable data={deploymentTableData({ version: 'v3', chainId: 11155111, environment: 'testnet' })} />,
  );
  assert.match(html, /No V3 addresses are published for Ethereum Sepolia \(testnet\)\./);
  assert.doesNotMatch(html, /<table/);
});

test('DeploymentTable data refuses an unknown chain or environment', () => {
  assert.throws(() => deploymentTableData({ version: 'v3', chainId: 1, environment: 'production' }), /chainId must be/);
  assert.throws(
    () => deploymentTableData({ version: 'v3', chainId: 8453, environment: 'live' }),
    /environment must be one of production, staging, testnet, not live/,
  );
  assert.throws(() => renderToStaticMarkup(<DeploymentTable />), /remark-component-data/);
});

test('DeploymentFilter counts the addresses of the version, in all and per environment', () => {
  const data = deploymentFilterData({ version: 'v3' });
  const v3 = deployments.filter((d) => d.version === 'v3');
  assert.equal(data.count, v3.length);
  assert.equal(
    data.environments.reduce((sum, e) => sum + e.count, 0),
    v3.length,
  );
  const html = renderToStaticMarkup(<DeploymentFilter data={data} />);
  assert.ok(html.includes(`Showing all ${v3.length} V3 addresses.`));
  assert.match(html, /href="[^"]*\/downloads\/zkp2p-v3-deployments\.json"/);
});

test('PaymentMethodIds lists each V3 method with its ID and names its source files once', () => {
  const data = paymentMethodIdsData();
  const html = renderToStaticMarkup(<PaymentMethodIds data={data} />);
  assert.equal((html.match(/<tr/g) ?? []).length, data.methods.length + 1);
  assert.ok(html.includes('0x90262a3db0edd0be2369c6b28f9e8511ec0bac7136cefbada0880602f87e7268'));
  // The line a reader reads under the table: the package file once, with the package's version.
  assert.ok(
    html.replace(/<[^>]+>/g, '').endsWith('Source: paymentMethods/base.json in @zkp2p/contracts-v2 version 0.4.1.'),
  );
});
