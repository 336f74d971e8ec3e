/**
 * Remark plugin: Markdown image alt text and titles reach the page as written.
 *
 * Docusaurus turns an image with a local file, `![the seller's deposit](./x.svg)`,
 * into a JSX `<img>` (its transformImage plugin) and passes the alt text and
 * title through escape-html. A JSX attribute value is a plain string, not
 * HTML, so the escapes stay: the alt text would read "the seller&#39;s
 * deposit", and screen readers spell the entity out. Plugins in
 * `remarkPlugins` run after Docusaurus's own, so this one finds those `<img>`
 * elements (their src is a `require()` call) and undoes exactly what
 * escape-html does, in one pass (so `&amp;#39;`, an author's literal `&#39;`,
 * comes back as `&#39;`). An `<img>` an author writes in JSX is left alone.
 * If a Docusaurus release stops escaping, this finds nothing to mend, and the
 * end-to-end image checks (no entity in any alt text) hold either way.
 */

/** The parts of an MDX syntax tree this plugin reads (mdast + mdast-util-mdx-jsx + estree). */
type Attribute = { type: string; name?: string; value?: unknown };
type Node = { type: string; name?: string | null; attributes?: Attribute[]; children?: Node[] };
type Expression = { value?: unknown };

/** What escape-html replaces, reversed. */
const ESCAPED: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

export function unescapeHtml(value: string): string {
  return value.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ESCAPED[entity] ?? entity);
}

const REQUIRE = /^require\("/;

/** The src expression of an `<img>` made by transformImage, if this is one. */
function transformedSrc(node: Node): Expression | undefined {
  if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return undefined;
  if (node.name !== 'img') return undefined;
  const src = node.attributes?.find((attribute) => attribute.name === 'src')?.value;
  if (typeof src !== 'object' || src === null) return undefined;
  const expression = (src as Expression).value;
  return typeof expression === 'string' && REQUIRE.test(expression) ? (src as Expression) : undefined;
}

function mend(node: Node): void {
  for (const attribute of node.attributes ?? []) {
    if ((attribute.name === 'alt' || attribute.name === 'title') && typeof attribute.value === 'string') {
      attribute.value = unescapeHtml(attribute.value);
    }
  }
}

function walk(node: Node): void {
  if (transformedSrc(node)) mend(node);
  for (const child of node.children ?? []) walk(child);
}

export default function remarkImageAlt(): (tree: Node) => void {
  return (tree) => walk(tree);
}
