/**
 * Remark plugin: data components receive their rows when the page compiles.
 *
 * A component such as `<PaymentMethods version="v3" />` shows a selection of
 * a typed data file. If the component looked that selection up itself, every
 * page using it would download the whole data file (and the files it joins)
 * with its JavaScript, although the rows can never change in the browser. So
 * the lookup runs here, at build time: this plugin reads the element's
 * literal attributes, calls the component's `data` function (the
 * `data.ts` beside the component; see `COMPONENT_DATA`), and adds the result
 * to the element as a `data={…}` attribute. The component only renders what
 * it is given, and its page carries only its own rows.
 *
 * A lookup that fails (an unknown version, a filter that matches nothing)
 * fails the build, naming the page. So does an attribute that is not a
 * literal, because the rows could not be computed from it.
 */
import { valueToEstree } from 'estree-util-value-to-estree';
import { contractAddressData } from '../../components/ContractAddress/data';
import { deploymentFilterData } from '../../components/DeploymentFilter/data';
import { deploymentTableData } from '../../components/DeploymentTable/data';
import { glossaryTermData } from '../../components/GlossaryTerm/data';
import { ownerAddressData } from '../../components/OwnerAddress/data';
import { ownerPowersTableData } from '../../components/OwnerPowersTable/data';
import { paymentMethodIdsData } from '../../components/PaymentMethodIds/data';
import { paymentMethodsData } from '../../components/PaymentMethods/data';
import { paymentPlatformsData } from '../../components/PaymentPlatforms/data';
import { testnetStatusData } from '../../components/TestnetStatus/data';

/** The data attribute a component receives. */
export const DATA_ATTRIBUTE = 'data';

type Lookup = (props: Readonly<Record<string, unknown>>) => unknown;

/** Component name (as written in MDX) → its build-time lookup. */
export const COMPONENT_DATA: Readonly<Record<string, Lookup>> = {
  ContractAddress: contractAddressData,
  DeploymentFilter: deploymentFilterData,
  DeploymentTable: deploymentTableData,
  GlossaryTerm: glossaryTermData,
  OwnerAddress: ownerAddressData,
  OwnerPowersTable: ownerPowersTableData,
  PaymentMethodIds: paymentMethodIdsData,
  PaymentMethods: paymentMethodsData,
  PaymentPlatforms: paymentPlatformsData,
  TestnetStatus: testnetStatusData,
};

/** The parts of an MDX syntax tree this plugin reads (mdast + mdast-util-mdx-jsx + estree). */
type Estree = {
  type: string;
  value?: unknown;
  operator?: string;
  argument?: Estree;
  elements?: (Estree | null)[];
  body?: Estree[];
  expression?: Estree;
  sourceType?: string;
  comments?: unknown[];
};
type AttributeValue = { type: string; value: string; data?: { estree?: Estree } };
type Attribute = { type: string; name?: string; value?: string | AttributeValue | null };
type Node = {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
};
type File = { path?: string; history?: string[] };

/** The value of a literal expression: strings, numbers, booleans, null and arrays of them. */
function literal(node: Estree | undefined, where: string): unknown {
  switch (node?.type) {
    case 'Literal':
      return node.value;
    case 'ArrayExpression':
      return (node.elements ?? []).map((element) => literal(element ?? undefined, where));
    case 'UnaryExpression':
      if (node.operator === '-') {
        const value = literal(node.argument, where);
        if (typeof value === 'number') return -value;
      }
      break;
    default:
      break;
  }
  throw new Error(`${where}: only literal values can be looked up at build time`);
}

/** The element's attributes as props: `name="text"` is a string, `name={…}` a literal value, a bare `name` true. */
function propsOf(node: Node, where: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) {
      throw new Error(`${where}: spread attributes cannot be looked up at build time`);
    }
    const { name, value } = attribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'string') props[name] = value;
    else {
      const [statement] = value.data?.estree?.body ?? [];
      props[name] = literal(statement?.expression, `${where}, attribute ${name}`);
    }
  }
  return props;
}

function dataAttribute(value: unknown): Attribute {
  const expression = valueToEstree(value) as unknown as Estree;
  return {
    type: 'mdxJsxAttribute',
    name: DATA_ATTRIBUTE,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          body: [{ type: 'ExpressionStatement', expression }],
          sourceType: 'module',
          comments: [],
        },
      },
    },
  };
}

function visit(node: Node, file: File): void {
  const isElement = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
  const lookup = isElement && node.name ? COMPONENT_DATA[node.name] : undefined;
  if (lookup && !(node.attributes ?? []).some((a) => a.name === DATA_ATTRIBUTE)) {
    const where = `<${node.name}> in ${file.path ?? file.history?.[0] ?? 'an MDX file'}`;
    let value: unknown;
    try {
      value = lookup(propsOf(node, where));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(reason.startsWith(where) ? reason : `${where}: ${reason}`, { cause: error });
    }
    node.attributes = [...(node.attributes ?? []), dataAttribute(value)];
  }
  for (const child of node.children ?? []) visit(child, file);
}

export default function remarkComponentData(): (tree: Node, file: File) => void {
  return (tree, file) => visit(tree, file);
}
