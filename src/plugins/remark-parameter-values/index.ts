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
import { PARAMETER_SHOWS, shownParameter } from '../../data/protocolParameters';
import type { ParameterShow } from '../../data/protocolParameters';

const COMPONENT = 'ParameterValue';
const SOURCE = '@site/src/components/ParameterValue';

/** The parts of an MDX syntax tree this plugin reads (mdast + mdast-util-mdx-jsx + estree). */
type Attribute = { type: string; name?: string; value?: unknown };
type Estree = { type: string; body?: EstreeStatement[] };
type EstreeStatement = { type: string; source?: { value?: unknown } };
type Node = {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Attribute[];
  children?: Node[];
  data?: { estree?: Estree };
};

/** The literal `id` and `show` of an inline `<ParameterValue />`, or undefined if it is not one this plugin can read. */
function readElement(node: Node): { id: string; show: ParameterShow } | undefined {
  if (node.type !== 'mdxJsxTextElement' || node.name !== COMPONENT || (node.children ?? []).length > 0) {
    return undefined;
  }
  const props = new Map<string, unknown>();
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) return undefined;
    props.set(attribute.name, attribute.value);
  }
  const id = props.get('id');
  const show = props.get('show') ?? 'value';
  const known = new Set<unknown>(['id', 'show']);
  if ([...props.keys()].some((name) => !known.has(name))) return undefined;
  if (typeof id !== 'string' || !PARAMETER_SHOWS.includes(show as ParameterShow)) return undefined;
  return { id, show: show as ParameterShow };
}

/** What the component renders, as MDX nodes. */
function rendered(id: string, show: ParameterShow): Node {
  const { text, code } = shownParameter(id, show);
  if (!code) return { type: 'text', value: text };
  return {
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes: [{ type: 'mdxJsxAttribute', name: 'translate', value: 'no' }],
    children: [{ type: 'text', value: text }],
  };
}

/** Replaces every readable element; returns how many elements are left for the component. */
function replace(node: Node): number {
  let left = 0;
  const children = node.children ?? [];
  for (const [index, child] of children.entries()) {
    const element = readElement(child);
    if (element) {
      children[index] = rendered(element.id, element.show);
      continue;
    }
    if (child.name === COMPONENT) left += 1;
    left += replace(child);
  }
  return left;
}

const importsComponent = (statement: EstreeStatement) =>
  statement.type === 'ImportDeclaration' && statement.source?.value === SOURCE;

/** Drops `import ParameterValue from '…'` from the page's ESM blocks. */
function dropImport(tree: Node): void {
  tree.children = (tree.children ?? []).filter((node) => {
    const body = node.data?.estree?.body;
    if (node.type !== 'mdxjsEsm' || !body?.some(importsComponent)) return true;
    node.data!.estree!.body = body.filter((statement) => !importsComponent(statement));
    node.value = (node.value ?? '')
      .split('\n')
      .filter((line) => !line.includes(`'${SOURCE}'`) && !line.includes(`"${SOURCE}"`))
      .join('\n');
    return node.data!.estree!.body.length > 0;
  });
}

export default function remarkParameterValues(): (tree: Node) => void {
  return (tree) => {
    if (replace(tree) === 0) dropImport(tree);
  };
}
