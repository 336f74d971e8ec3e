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
import type { Root } from 'mdast';
import type {
  MdxJsxAttribute,
  MdxJsxAttributeValueExpression,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { abiTableData } from '../../components/AbiTable/data';
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
const DATA_ATTRIBUTE = 'data';

type Lookup = (props: Readonly<Record<string, unknown>>) => unknown;

/** Component name (as written in MDX) → its build-time lookup. */
export const COMPONENT_DATA: Readonly<Record<string, Lookup>> = {
  AbiTable: abiTableData,
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

type Program = NonNullable<NonNullable<MdxJsxAttributeValueExpression['data']>['estree']>;
type Expression = Extract<Program['body'][number], { type: 'ExpressionStatement' }>['expression'];

/** The value of a literal expression: strings, numbers, booleans, null and arrays of them. */
function literal(node: Expression | undefined, attribute: string): unknown {
  if (node?.type === 'Literal') return node.value;
  if (node?.type === 'ArrayExpression') {
    return node.elements.map((element) =>
      literal(element?.type === 'SpreadElement' ? undefined : (element ?? undefined), attribute),
    );
  }
  if (node?.type === 'UnaryExpression' && node.operator === '-') {
    const value = literal(node.argument, attribute);
    if (typeof value === 'number') return -value;
  }
  throw new Error(`attribute ${attribute}: only literal values can be looked up at build time`);
}

/** The element's attributes as props: `name="text"` is a string, `name={…}` a literal value, a bare `name` true. */
function propsOf(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') throw new Error('spread attributes cannot be looked up at build time');
    const { name, value } = attribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'string') props[name] = value;
    else {
      const [statement] = value.data?.estree?.body ?? [];
      const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
      props[name] = literal(expression, name);
    }
  }
  return props;
}

function dataAttribute(value: unknown): MdxJsxAttribute {
  const expression = valueToEstree(value);
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

export default function remarkComponentData(): (tree: Root, file: { path?: string }) => void {
  return (tree, file) => {
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const, (node) => {
      const lookup = node.name ? COMPONENT_DATA[node.name] : undefined;
      if (!lookup || node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === DATA_ATTRIBUTE)) return;
      const where = `<${node.name}> in ${file.path ?? 'an MDX file'}`;
      try {
        node.attributes.push(dataAttribute(lookup(propsOf(node))));
      } catch (error) {
        throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    });
  };
}
