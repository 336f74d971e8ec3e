import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import PublicSource from './index';
import { publicSources } from '../../data/contractSources';

test('PublicSource states once what the source is and lists every file with its commit', () => {
  const html = renderToStaticMarkup(<PublicSource />);
  assert.match(html, /names none of them as the deployed build/);
  assert.match(
    html,
    /For EscrowV2, OrchestratorV3, UnifiedPaymentVerifierV3, IntentGuardian and SignatureGatingPreIntentHook the repository/,
  );
  assert.equal((html.match(/<tr>/g) ?? []).length, publicSources.length + 1);
  assert.match(
    html,
    /href="https:\/\/github\.com\/zkp2p\/zkp2p-contracts\/blob\/136790b2a166ccf952324a2d1cea96b6127ea5ae\/deployments\/base\/OrchestratorV3\.json"/,
  );
  assert.match(html, /href="https:\/\/basescan\.org\/block\/49494316">49,494,316</);
});

test('PublicSource cites one contract inline and refuses one without a recorded source', () => {
  assert.match(
    renderToStaticMarkup(<PublicSource contract="EscrowV2" />),
    /^<a href="https:\/\/github\.com\/zkp2p\/zkp2p-contracts\/blob\/dffe0cd[0-9a-f]+\/deployments\/base\/EscrowV2\.json"[^>]*>deployment record at <code>dffe0cd<\/code><\/a>$/,
  );
  assert.throws(() => renderToStaticMarkup(<PublicSource contract="Escrow" />), /no public source/);
});
