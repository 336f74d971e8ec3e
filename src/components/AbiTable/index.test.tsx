import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import AbiTable from './index';
import { abiEntries, abiTableData } from './data';
import { ACCESS_CONTRACTS, functionAccess } from '../../data/functionAccess';
import type { AccessContract } from '../../data/functionAccess';

const accessContracts = Object.keys(ACCESS_CONTRACTS) as AccessContract[];

const writesOf = (contract: string): string[] =>
  abiEntries(contract)
    .filter((e) => e.type === 'function' && e.stateMutability !== 'view' && e.stateMutability !== 'pure')
    .map((e) => String(e.name))
    .sort();

test('every state-changing function of the core ABIs has exactly one caller entry, and no entry is stale', () => {
  for (const contract of accessContracts) {
    assert.deepEqual(Object.keys(functionAccess[contract]).sort(), writesOf(contract), contract);
    for (const [name, rule] of Object.entries(functionAccess[contract])) {
      assert.equal(rule.stoppedByPause !== undefined, ACCESS_CONTRACTS[contract].pausable, `${contract}.${name}`);
    }
  }
});

test('the generated tables cover the whole ABI: one row per function, event or error', () => {
  for (const contract of [...accessContracts, 'RateManagerV1', 'MultiAttestationVerifier']) {
    for (const kind of ['write', 'view', 'event', 'error'] as const) {
      const expected = abiEntries(contract).filter((e) =>
        kind === 'event' || kind === 'error'
          ? e.type === kind
          : e.type === 'function' &&
            (kind === 'view') === (e.stateMutability === 'view' || e.stateMutability === 'pure'),
      );
      if (expected.length === 0) {
        assert.throws(() => abiTableData({ contract, kind }), /has no/);
        continue;
      }
      const html = renderToStaticMarkup(<AbiTable data={abiTableData({ contract, kind })} />);
      assert.equal((html.match(/<tr>/g) ?? []).length, expected.length + 1, `${contract} ${kind}`);
      for (const entry of expected) assert.match(html, new RegExp(`<code translate="no">${String(entry.name)}</code>`));
    }
  }
});

test('write tables say who may call and what a pause stops, from the public source', () => {
  const escrow = renderToStaticMarkup(<AbiTable data={abiTableData({ contract: 'EscrowV2', kind: 'write' })} />);
  assert.match(escrow, /Who may call/);
  assert.match(escrow, /Stopped by a pause/);
  const row = (html: string, name: string): string =>
    new RegExp(`<tr><th scope="row"[^>]*><code translate="no">${name}</code>.*?</tr>`).exec(html)?.[0] ?? '';
  const cells = (html: string, name: string): string =>
    row(html, name).replace(/<td data-label="([^"]+)">/g, '<td $1>');
  assert.match(cells(escrow, 'withdrawDeposit'), /<td Who may call>Depositor<\/td><td Stopped by a pause>No<\/td>/);
  assert.match(cells(escrow, 'setRateManager'), /<td Who may call>Depositor<\/td><td Stopped by a pause>Yes<\/td>/);
  assert.match(
    cells(escrow, 'lockFunds'),
    /Any Orchestrator in the OrchestratorRegistry<\/td><td Stopped by a pause>No/,
  );
  assert.match(row(escrow, 'createDeposit'), /<code translate="no">CreateDepositParams params<\/code>/);
  const verifier = renderToStaticMarkup(
    <AbiTable data={abiTableData({ contract: 'UnifiedPaymentVerifierV3', kind: 'write' })} />,
  );
  assert.doesNotMatch(verifier, /Stopped by a pause/);
  const events = renderToStaticMarkup(<AbiTable data={abiTableData({ contract: 'EscrowV2', kind: 'event' })} />);
  assert.doesNotMatch(events, /Who may call/);
  assert.throws(() => abiTableData({ contract: 'Nothing', kind: 'write' }), /publishes no Base ABI/);
  assert.throws(() => abiTableData({ contract: 'EscrowV2', kind: 'constructor' }), /kind must be/);
  assert.throws(() => renderToStaticMarkup(<AbiTable />), /remark-component-data/);
});
