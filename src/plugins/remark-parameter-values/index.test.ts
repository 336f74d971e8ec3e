import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parameter } from '../../data/protocolParameters';
import remarkParameterValues from './index';

const IMPORT = "import ParameterValue from '@site/src/components/ParameterValue';";

/** Compiles MDX with the plugin and returns the JavaScript MDX writes. */
async function compiled(mdx: string): Promise<string> {
  // Imported when used: @mdx-js/mdx is ESM only, and the unit tests load as CommonJS.
  const { compile } = await import('@mdx-js/mdx');
  return String(await compile(mdx, { remarkPlugins: [remarkParameterValues] }));
}

test('writes the value, the raw literal and the name as the component renders them, and drops the import', async () => {
  const id = 'legacy.maxProtocolFee';
  const js = await compiled(
    `${IMPORT}\nimport Admonition from '@theme/Admonition';\n\n` +
      `At most <ParameterValue id="${id}" />, written <ParameterValue id="${id}" show="raw" /> in <ParameterValue id="${id}" show="name" />.`,
  );
  const code = (text: string) => `_jsx(_components.code, { translate: "no", children: "${text}" })`;
  assert.ok(
    js
      .replace(/\s+/g, ' ')
      .includes(
        `["At most ", "${parameter(id).value}", ", written ", ${code(parameter(id).raw)}, " in ", ${code(parameter(id).name)}, "."]`,
      ),
    js,
  );
  assert.match(js, /import Admonition from '@theme\/Admonition'/);
  assert.doesNotMatch(js, /ParameterValue/);
});

test('an unknown id fails the build', async () => {
  await assert.rejects(
    compiled(`${IMPORT}\n\nSee <ParameterValue id="v3.noSuchThing" />.`),
    /Unknown protocol parameter "v3.noSuchThing"/,
  );
});

test('leaves what it cannot read to the component, and then keeps the import', async () => {
  for (const unreadable of [
    'See <ParameterValue id={someId} />.',
    'See <ParameterValue id="legacy.precision" show="bold" />.',
    '<ParameterValue id="legacy.precision" />',
  ]) {
    const js = await compiled(`${IMPORT}\n\n${unreadable}`);
    assert.match(js, /import ParameterValue from '@site\/src\/components\/ParameterValue'/, unreadable);
    assert.match(js, /_jsx\(ParameterValue, \{\n\s+id:/, unreadable);
  }
});
