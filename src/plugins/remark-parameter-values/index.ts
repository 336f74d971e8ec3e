/**
 * Remark plugin: `<ParameterValue id="…" />` becomes its text when the page
 * compiles.
 *
 * Writers quote a protocol parameter through the component. Its value, from
 * `src/data/protocolParameters.ts`, cannot change in the browser, so it is
 * written into the page at build time as the component renders it (both read
 * `shownParameter()`): the value as text, `raw` and `name` as
 * `<code translate="no">`. Once no element is left, the page's import of the
 * component goes too, so its JavaScript carries neither the component nor the
 * parameter table.
 *
 * An unknown id fails the build (`parameter()` throws), as the component
 * does. An element this plugin cannot read (an attribute that is an
 * expression, a `show` it does not know, children) is left to the component.
 */
import type { PhrasingContent, Root } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { PARAMETER_SHOWS, shownParameter } from '../../data/protocolParameters';
import type { ParameterShow } from '../../data/protocolParameters';

const COMPONENT = 'ParameterValue';
const SOURCE = '@site/src/components/ParameterValue';

/** An ESM block of an MDX page (mdast-util-mdxjs-esm), as far as this plugin reads it. */
type Statement = { type: string; source?: { value?: unknown } | null };
type EsmBlock = { type: string; value: string; data?: { estree?: { body: Statement[] } } };

/** The literal `id` and `show` of an inline `<ParameterValue />`, or undefined if it is not one this plugin can read. */
function readElement(node: MdxJsxTextElement): { id: string; show: ParameterShow } | undefined {
  if (node.name !== COMPONENT || node.children.length > 0) return undefined;
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !['id', 'show'].includes(attribute.name)) return undefined;
    props[attribute.name] = attribute.value;
  }
  const { id } = props;
  const show = props.show ?? 'value';
  if (typeof id !== 'string' || !PARAMETER_SHOWS.includes(show as ParameterShow)) return undefined;
  return { id, show: show as ParameterShow };
}

/** What the component renders, as MDX nodes. */
function rendered(id: string, show: ParameterShow): PhrasingContent {
  const { text, code } = shownParameter(id, show);
  if (!code) return { type: 'text', value: text };
  return {
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes: [{ type: 'mdxJsxAttribute', name: 'translate', value: 'no' }],
    children: [{ type: 'text', value: text }],
  };
}

const importsComponent = (statement: Statement) =>
  statement.type === 'ImportDeclaration' && statement.source?.value === SOURCE;

/** Drops `import ParameterValue from '…'` from the page's ESM blocks. */
function dropImport(tree: Root): void {
  tree.children = tree.children.filter((child) => {
    const node = child as EsmBlock;
    const estree = node.type === 'mdxjsEsm' ? node.data?.estree : undefined;
    if (!estree?.body.some(importsComponent)) return true;
    estree.body = estree.body.filter((statement) => !importsComponent(statement));
    node.value = node.value
      .split('\n')
      .filter((line) => !line.includes(`'${SOURCE}'`) && !line.includes(`"${SOURCE}"`))
      .join('\n');
    return estree.body.length > 0;
  });
}

export default function remarkParameterValues(): (tree: Root) => void {
  return (tree) => {
    let left = 0;
    visit(tree, ['mdxJsxTextElement', 'mdxJsxFlowElement'] as const, (node, index, parent) => {
      if (node.name !== COMPONENT) return;
      const element = node.type === 'mdxJsxTextElement' ? readElement(node) : undefined;
      if (element && parent && index !== undefined) parent.children[index] = rendered(element.id, element.show);
      else left += 1;
    });
    if (left === 0) dropImport(tree);
  };
}
