import assert from 'node:assert/strict';
import { test } from 'node:test';
import remarkComponentData, { COMPONENT_DATA } from './index';
import { ownerPowersTableData } from '../../components/OwnerPowersTable/data';

/** Compiles MDX with the plugin and returns the JavaScript MDX writes. */
async function compiled(mdx: string): Promise<string> {
  // Imported when used: @mdx-js/mdx is ESM only, and the unit tests load as CommonJS.
  const { compile } = await import('@mdx-js/mdx');
  const file = await compile({ value: mdx, path: 'page.mdx' }, { remarkPlugins: [remarkComponentData] });
  return String(file);
}

test('adds the looked-up rows as a data attribute, from literal attributes', async () => {
  const js = await compiled(
    "<OwnerPowersTable version=\"v3\" impacts={['fees', 'pause']} contracts={['Orchestrator']} />",
  );
  const rows = ownerPowersTableData({ version: 'v3', impacts: ['fees', 'pause'], contracts: ['Orchestrator'] }).rows;
  assert.ok(rows.length > 0);
  assert.match(js, /data: \{/);
  for (const row of rows) assert.ok(js.includes(JSON.stringify(row.effect)), row.effect);
  assert.doesNotMatch(js, /setWitness/, 'only the selected rows');
});

test('inline elements and elements nested in Markdown are filled in too', async () => {
  const js = await compiled('- Owner: <OwnerAddress version="v3" />\n\n> <TestnetStatus version="v3" />');
  assert.match(js, /0x0bC26FF515411396DD588Abd6Ef6846E04470227/);
  assert.match(js, /Base Sepolia/);
});

test('a lookup that fails, or an attribute that is not a literal, stops the build and names the element and the page', async () => {
  await assert.rejects(
    compiled('<OwnerPowersTable version="v2" contracts={[\'Nothing\']} />'),
    /<OwnerPowersTable> in page\.mdx: no owner powers match/,
  );
  await assert.rejects(compiled('<PaymentMethods version="v9" />'), /<PaymentMethods> in page\.mdx: version must be/);
  await assert.rejects(
    compiled('export const v = "v3";\n\n<OwnerPowersTable version={v} />'),
    /<OwnerPowersTable> in page\.mdx: attribute version: only literal values/,
  );
});

test('other components and elements that already have data are left alone', async () => {
  const js = await compiled('<Other version="v3" />\n\n<TestnetStatus version="v3" data={[]} />');
  assert.match(js, /\(Other, \{\s*version: "v3"\s*\}\)/, 'Other keeps only its own attribute');
  assert.match(js, /\(TestnetStatus, \{\s*version: "v3",\s*data: \[\]\s*\}\)/, 'the given data is kept');
  assert.doesNotMatch(js, /Base Sepolia/);
});

test('each lookup is named after its component, as the error for a missing data attribute says', () => {
  for (const [component, lookup] of Object.entries(COMPONENT_DATA)) {
    assert.equal(lookup.name, `${component[0]?.toLowerCase()}${component.slice(1)}Data`);
  }
});
