import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import DeploymentTable from './index';
import ContractAddress from '../ContractAddress';
import { deployments } from '../../data/deployments';

const escrow = '0x2f121CDDCA6d652f35e8B3E560f9760898888888';

test('ContractAddress shows the full address, a named copy button, a live region and an explorer link', () => {
  const html = renderToStaticMarkup(<ContractAddress name="Escrow" address={escrow} chainId={8453} />);
  assert.match(html, new RegExp(`<code[^>]*>${escrow}</code>`));
  assert.match(html, /<button[^>]*type="button"[^>]*aria-label="Copy Escrow address"/);
  assert.match(html, /role="status"[^>]*aria-live="polite"/);
  assert.match(html, new RegExp(`href="https://basescan.org/address/${escrow}"`));
});

test('ContractAddress answers malformed input with a message, not a broken link', () => {
  const html = renderToStaticMarkup(<ContractAddress name="Escrow" address="0x1234" chainId={8453} />);
  assert.match(html, /Address not available/);
  assert.doesNotMatch(html, /<a /);
  assert.doesNotMatch(html, /<button/);
});

test('DeploymentTable renders one row per matching entry, with a caption naming chain and chain ID', () => {
  const html = renderToStaticMarkup(<DeploymentTable version="v3" chainId={8453} environment="production" />);
  const expected = deployments.filter(
    (d) => d.version === 'v3' && d.chainId === 8453 && d.environment === 'production' && d.status === 'current',
  );
  assert.equal((html.match(/<tr/g) ?? []).length, expected.length + 1);
  assert.match(html, /<caption[^>]*>V3 on Base, production \(chain ID 8453\)<\/caption>/);
  for (const entry of expected) {
    assert.ok(html.includes(entry.address), entry.name);
  }
  assert.match(html, /deployments\/base<\/code> in zkp2p\/zkp2p-v2-contracts \(main\)/);
});

test('DeploymentTable lists superseded entries only when asked to', () => {
  const current = renderToStaticMarkup(<DeploymentTable version="v2" chainId={8453} environment="production" />);
  const replaced = renderToStaticMarkup(
    <DeploymentTable version="v2" chainId={8453} environment="production" status="superseded" />,
  );
  assert.ok(!current.includes('0xe9b654Ee19473E77B71c2C328A31E79252dF66D6'));
  assert.ok(replaced.includes('0xe9b654Ee19473E77B71c2C328A31E79252dF66D6'));
  assert.match(replaced, /, replaced \(chain ID 8453\)/);
});

test('DeploymentTable says plainly when nothing is published for a selection', () => {
  const html = renderToStaticMarkup(<DeploymentTable version="v3" chainId={11155111} environment="testnet" />);
  assert.match(html, /No V3 addresses are published for Ethereum Sepolia \(testnet\)\./);
  assert.doesNotMatch(html, /<table/);
});
