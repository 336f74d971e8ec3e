import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pages } from '../../tests/unit/docs';
import { base } from '@zkp2p/contracts-v2/addresses';
import { glossary, glossaryHref } from './glossary';

const root = path.resolve(import.meta.dirname, '../..');
const PROTOCOL_PAGE = path.join(root, 'protocol/zkp2p-protocol.mdx');

/** The `### Term {/* #id *\/}` headings of the page's "Glossary" section, in order. */
function glossaryHeadings(): { text: string; id: string }[] {
  const source = readFileSync(PROTOCOL_PAGE, 'utf8');
  const section = /^## Glossary .*$([\s\S]*?)^## /m.exec(source)?.[1];
  assert.ok(section, 'protocol/zkp2p-protocol.mdx has a "## Glossary" section followed by another section');
  return [...section.matchAll(/^### (.+?) \{\/\* #([a-z0-9-]+) \*\/\}$/gm)].map(([, text = '', id = '']) => ({
    text,
    id,
  }));
}

test('every entry links to a heading of the protocol glossary, named as the entry, once', () => {
  const headings = glossaryHeadings();
  const ids = glossary.map((entry) => entry.id);
  assert.equal(new Set(ids).size, ids.length, 'duplicate id');
  for (const entry of glossary) {
    const heading = headings.find((h) => h.id === entry.id);
    assert.ok(heading, `${entry.id}: no "### … {/* #${entry.id} */}" in the protocol glossary`);
    assert.equal(heading.text, entry.term, `${entry.id}: term matches the heading`);
    assert.equal(glossaryHref(entry), `/protocol/zkp2p-protocol#${entry.id}`);
  }
});

test('every term of the protocol glossary has an entry', () => {
  const ids = new Set<string>(glossary.map((entry) => entry.id));
  for (const heading of glossaryHeadings()) {
    assert.ok(ids.has(heading.id), `"${heading.text}" (#${heading.id}) has no entry in src/data/glossary.ts`);
  }
});

test('definitions are one or two short sentences', () => {
  for (const entry of glossary) {
    const { definition } = entry;
    assert.equal(definition, definition.trim(), `${entry.id}: no surrounding spaces`);
    assert.ok(definition.length >= 40 && definition.length <= 200, `${entry.id}: 40 to 200 characters`);
    assert.match(definition, /^\p{Lu}.*\.$/u, `${entry.id}: a sentence, capitalised and ending in a full stop`);
    assert.ok((definition.match(/\. /g) ?? []).length <= 1, `${entry.id}: at most two sentences`);
    assert.doesNotMatch(definition, /[<>`*_[\]]/, `${entry.id}: plain text, no markup`);
  }
});

test('every GlossaryTerm in the guides names an entry and is imported', () => {
  const ids = new Set<string>(glossary.map((entry) => entry.id));
  let uses = 0;
  for (const { name: relative, text } of pages('guides')) {
    const used = [...text.matchAll(/<GlossaryTerm\b([^>]*)>/g)].map(([, attributes = '']) => attributes);
    if (used.length === 0) continue;
    assert.match(relative, /\.mdx$/, `${relative}: components need an .mdx file`);
    assert.match(
      text,
      /^import GlossaryTerm from '@site\/src\/components\/GlossaryTerm';$/m,
      `${relative}: imports GlossaryTerm`,
    );
    for (const attributes of used) {
      const id = /^\s+id="([^"]+)"\s*$/.exec(attributes)?.[1];
      assert.ok(id && ids.has(id), `${relative}: <GlossaryTerm${attributes}> names an entry of src/data/glossary.ts`);
      uses += 1;
    }
  }
  assert.ok(uses > 0, 'the guides use GlossaryTerm');
});

test('contract names in definitions are contracts the package deploys on Base today', () => {
  const deployed = new Set(Object.keys(base.contracts));
  for (const entry of glossary) {
    for (const [name = ''] of entry.definition.matchAll(/\b[A-Z][a-z]+(?:[A-Z][a-z]+)*V\d+\b/g)) {
      assert.ok(deployed.has(name), `${entry.id}: ${name} is in @zkp2p/contracts-v2 addresses/base.json`);
    }
  }
});
