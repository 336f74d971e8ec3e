import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import GlossaryTerm from './index';
import { glossaryTermData } from './data';
import { glossary } from '../../data/glossary';

test('GlossaryTerm links the words to the glossary and describes them with a hidden tooltip', () => {
  const html = renderToStaticMarkup(
    <p>
      USDC in the <GlossaryTerm data={glossaryTermData({ id: 'escrow' })}>escrow</GlossaryTerm> on Base.
    </p>,
  );
  const escrow = glossary.find((entry) => entry.id === 'escrow');
  assert.ok(escrow);
  assert.match(html, /<a href="\/protocol\/zkp2p-protocol#escrow"[^>]*>escrow<\/a>/);
  const tooltip = /<span[^>]*id="([^"]+)"[^>]*role="tooltip"[^>]*class="([^"]*)"[^>]*>(.*?)<\/span><\/span>/.exec(html);
  assert.ok(tooltip, html);
  const [, id, className, content] = tooltip;
  assert.match(html, new RegExp(`<a [^>]*aria-describedby="${id}"`));
  assert.equal(className, 'tooltip', 'closed until hovered or focused');
  assert.ok(content?.includes(escrow.definition), 'the definition is in the HTML');
});

test('GlossaryTerm refuses an id the glossary does not have', () => {
  assert.throws(() => glossaryTermData({ id: 'unknown-term' }), /no entry "unknown-term"/);
  assert.throws(() => renderToStaticMarkup(<GlossaryTerm id="escrow">x</GlossaryTerm>), /remark-component-data/);
});
