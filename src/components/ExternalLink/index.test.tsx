import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import ExternalLink from './index';

test('an external link always carries rel="noopener noreferrer" and keeps its other attributes', () => {
  const html = renderToStaticMarkup(
    <ExternalLink href="https://t.me/zk_p2p" className="card" target="_blank">
      Telegram
    </ExternalLink>,
  );
  assert.equal(
    html,
    '<a href="https://t.me/zk_p2p" class="card" target="_blank" rel="noopener noreferrer">Telegram</a>',
  );
});
