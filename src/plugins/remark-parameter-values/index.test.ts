import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parameter } from '../../data/protocolParameters';
import remarkParameterValues from './index';

const IMPORT = "import ParameterValue from '@site/src/components/ParameterValue';";
const OTHER_IMPORT = "import Admonition from '@theme/Admonition';";

/** An `import` block as remark-mdx parses it (the estree is what MDX compiles). */
function esm(...lines: string[]) {
  return {
    type: 'mdxjsEsm',
    value: lines.join('\n'),
    data: {
      estree: {
        type: 'Program',
        body: lines.map((line) => ({
          type: 'ImportDeclaration',
          source: { type: 'Literal', value: /from '([^']+)'/.exec(line)?.[1] },
        })),
      },
    },
  };
}

const element = (attributes: { name: string; value: unknown }[], type = 'mdxJsxTextElement') => ({
  type,
  name: 'ParameterValue',
  attributes: attributes.map((attribute) => ({ type: 'mdxJsxAttribute', ...attribute })),
  children: [],
});

const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });

type Tree = Parameters<ReturnType<typeof remarkParameterValues>>[0];

function run(tree: { type: string; children: unknown[] }) {
  remarkParameterValues()(tree as Tree);
  return tree;
}

test('writes the value, the raw literal and the name as the component renders them', () => {
  const id = 'legacy.maxProtocolFee';
  const tree = run({
    type: 'root',
    children: [
      esm(IMPORT),
      paragraph(
        { type: 'text', value: 'At most ' },
        element([{ name: 'id', value: id }]),
        { type: 'text', value: ', written ' },
        element([
          { name: 'id', value: id },
          { name: 'show', value: 'raw' },
        ]),
        { type: 'text', value: ' in ' },
        element([
          { name: 'id', value: id },
          { name: 'show', value: 'name' },
        ]),
      ),
    ],
  });
  const code = (text: string) => ({
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes: [{ type: 'mdxJsxAttribute', name: 'translate', value: 'no' }],
    children: [{ type: 'text', value: text }],
  });
  assert.deepEqual(tree.children, [
    paragraph(
      { type: 'text', value: 'At most ' },
      { type: 'text', value: parameter(id).value },
      { type: 'text', value: ', written ' },
      code(parameter(id).raw),
      { type: 'text', value: ' in ' },
      code(parameter(id).name),
    ),
  ]);
});

test('drops only the import of the component, and keeps the block for the other imports', () => {
  const tree = run({
    type: 'root',
    children: [esm(OTHER_IMPORT, IMPORT), paragraph(element([{ name: 'id', value: 'legacy.precision' }]))],
  });
  const block = tree.children[0] as ReturnType<typeof esm>;
  assert.equal(block.value, OTHER_IMPORT);
  assert.deepEqual(
    block.data.estree.body.map((statement) => statement.source.value),
    ['@theme/Admonition'],
  );
});

test('an unknown id fails the build', () => {
  assert.throws(
    () => run({ type: 'root', children: [paragraph(element([{ name: 'id', value: 'v3.noSuchThing' }]))] }),
    /Unknown protocol parameter "v3.noSuchThing"/,
  );
});

test('leaves what it cannot read to the component, and then keeps the import', () => {
  const expression = { type: 'mdxJsxAttributeValueExpression', value: 'someId' };
  for (const unreadable of [
    element([{ name: 'id', value: expression }]),
    element([
      { name: 'id', value: 'legacy.precision' },
      { name: 'show', value: 'bold' },
    ]),
    element([{ name: 'id', value: 'legacy.precision' }], 'mdxJsxFlowElement'),
  ]) {
    const tree = run({ type: 'root', children: [esm(IMPORT), paragraph(unreadable)] });
    assert.equal((tree.children[0] as ReturnType<typeof esm>).value, IMPORT);
    assert.deepEqual(tree.children[1], paragraph(unreadable));
  }
});
