import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import GlossaryTerm from './index';
import { glossaryTermData } from './data';

test('GlossaryTerm refuses an id the glossary does not have', () => {
  assert.throws(() => glossaryTermData({ id: 'unknown-term' }), /no entry "unknown-term"/);
  assert.throws(() => renderToStaticMarkup(<GlossaryTerm id="escrow">x</GlossaryTerm>), /remark-component-data/);
});
