import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import OwnerPowersTable from './index';
import { ownerPowersTableData } from './data';
import { ownerAddressData } from '../OwnerAddress/data';
import { testnetStatusData } from '../TestnetStatus/data';
import ParameterValue from '../ParameterValue';
import OwnerAddress from '../OwnerAddress';
import DeploymentRecorded from '../DeploymentRecorded';
import TestnetStatus from '../TestnetStatus';
import { powersOf } from '../../data/ownerPowers';

test('OwnerPowersTable renders one row per power, with its functions and a source link', () => {
  const html = renderToStaticMarkup(<OwnerPowersTable data={ownerPowersTableData({ version: 'v3' })} />);
  assert.equal((html.match(/<tr/g) ?? []).length, powersOf('v3').length + 1);
  assert.match(html, /<code translate="no">setOrchestrator<\/code>/);
  assert.match(html, /href="https:\/\/github\.com\/zkp2p\/zkp2p-v2-contracts\/blob\/4241be0\/contracts\/Escrow\.sol"/);
  assert.match(html, /Moves or locks deposits/);
  assert.match(html, /href="https:\/\/www\.npmjs\.com\/package\/@zkp2p\/contracts-v2\/v\/0\.4\.1"/);
});

test('OwnerPowersTable lists current contracts first and marks legacy rows and unpublished caller checks', () => {
  const html = renderToStaticMarkup(<OwnerPowersTable data={ownerPowersTableData({ version: 'v3' })} />);
  assert.ok(html.indexOf('OrchestratorRegistry') < html.indexOf('>setOrchestrator<'));
  assert.match(html, /Legacy contract/);
  assert.match(html, /Caller check not published/);
  const current = renderToStaticMarkup(
    <OwnerPowersTable data={ownerPowersTableData({ version: 'v3', status: 'current' })} />,
  );
  assert.doesNotMatch(current, /Legacy contract/);
  assert.match(current, /Owner functions, V3, current contracts/);
  assert.throws(() => ownerPowersTableData({ version: 'v3', status: 'retired' }), /status must be/);
});

test('OwnerPowersTable filters by impact and refuses an empty selection', () => {
  const html = renderToStaticMarkup(
    <OwnerPowersTable data={ownerPowersTableData({ version: 'v3', impacts: ['custody', 'proof'] })} />,
  );
  assert.doesNotMatch(html, /setProtocolFee/);
  assert.match(html, /setWitness/);
  assert.throws(() => ownerPowersTableData({ version: 'v2', contracts: ['Nothing'] }), /no owner powers match/);
  assert.throws(() => renderToStaticMarkup(<OwnerPowersTable />), /remark-component-data/);
});

test('ParameterValue prints the value, the raw literal or the name', () => {
  assert.equal(renderToStaticMarkup(<ParameterValue id="legacy.maxProtocolFee" />), '5%');
  assert.equal(
    renderToStaticMarkup(<ParameterValue id="legacy.maxProtocolFee" show="raw" />),
    '<code translate="no">5e16</code>',
  );
  assert.throws(() => renderToStaticMarkup(<ParameterValue id="v3.unknown" />));
});

test('OwnerAddress shows the V3 multisig; DeploymentRecorded and TestnetStatus read their data', () => {
  assert.match(
    renderToStaticMarkup(<OwnerAddress data={ownerAddressData({ version: 'v3' })} />),
    /0x0bC26FF515411396DD588Abd6Ef6846E04470227/,
  );
  assert.equal(renderToStaticMarkup(<DeploymentRecorded version="v3" format="committed" />), '27 October 2025');
  assert.match(renderToStaticMarkup(<DeploymentRecorded version="v3" />), /registration 25 October 2025 at/);
  assert.match(renderToStaticMarkup(<DeploymentRecorded version="v2" />), /block 25,303,495/);
  assert.match(
    renderToStaticMarkup(<TestnetStatus data={testnetStatusData({ version: 'v3' })} />),
    /does not match these docs/,
  );
});
