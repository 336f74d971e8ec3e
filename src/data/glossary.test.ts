import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { base } from '@zkp2p/contracts-v2/addresses';
import { GLOSSARY_PAGE, glossary, glossaryHref } from './glossary';

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

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('the glossary page is the protocol overview', () => {
  assert.equal(GLOSSARY_PAGE, '/protocol/zkp2p-protocol');
});

test('every entry links to a heading of the protocol glossary, named as the entry', () => {
  const headings = glossaryHeadings();
  for (const entry of glossary) {
    const heading = headings.find((h) => h.id === entry.anchor);
    assert.ok(heading, `${entry.id}: no "### … {/* #${entry.anchor} */}" in the protocol glossary`);
    assert.equal(heading.text, entry.term, `${entry.id}: term matches the heading`);
    assert.equal(glossaryHref(entry), `/protocol/zkp2p-protocol#${entry.anchor}`);
  }
});

test('every term of the protocol glossary has an entry', () => {
  const anchors = new Set<string>(glossary.map((entry) => entry.anchor));
  for (const heading of glossaryHeadings()) {
    assert.ok(anchors.has(heading.id), `"${heading.text}" (#${heading.id}) has no entry in src/data/glossary.ts`);
  }
});

test('ids and anchors are kebab-case and unique', () => {
  for (const key of ['id', 'anchor'] as const) {
    const values = glossary.map((entry) => entry[key]);
    assert.equal(new Set(values).size, values.length, `duplicate ${key}`);
    for (const value of values) assert.match(value, /^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${key} ${value}`);
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
  for (const file of filesUnder(path.join(root, 'guides')).filter((f) => /\.mdx?$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    const used = [...text.matchAll(/<GlossaryTerm\b([^>]*)>/g)].map(([, attributes = '']) => attributes);
    if (used.length === 0) continue;
    const relative = path.relative(root, file);
    assert.match(file, /\.mdx$/, `${relative}: components need an .mdx file`);
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
