/**
 * Remark plugin: Markdown image alt text (and titles) reach the page as written.
 *
 * Docusaurus turns an image with a local file, `![the seller's deposit](./x.svg)`,
 * into a JSX `<img>` (its transformImage plugin) and passes the alt text
 * through escape-html on the way. A JSX attribute value is a plain string,
 * not HTML, so the escapes stay in it: the page's alt text read "the
 * seller&#39;s deposit", and screen readers spelled the entity out (eight
 * diagrams on seven pages had an apostrophe). Plugins in `remarkPlugins` run after
 * Docusaurus's own, so this one finds those `<img>` elements and undoes exactly
 * what escape-html does, in one pass (so `&amp;#39;`, an author's literal
 * `&#39;`, comes back as `&#39;`). An `<img>` written in JSX by an author is
 * left alone: its src is not the `require()` of a loader that transformImage
 * writes. This works round Docusaurus (3.10) rather than changing it; if a
 * release stops escaping, this finds nothing left to undo, and the e2e image
 * check (no entity in any alt text) holds either way.
 */

/** The parts of an MDX syntax tree this plugin reads (mdast + mdast-util-mdx-jsx). */
type Attribute = { type: string; name?: string; value?: unknown };
type Node = { type: string; name?: string | null; attributes?: Attribute[]; children?: Node[] };

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

/** An `<img>` made by transformImage: its src is `require("<loader>!<file>")`. */
function isTransformedImage(node: Node): boolean {
  if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return false;
  if (node.name !== 'img') return false;
  const src = node.attributes?.find((attribute) => attribute.name === 'src')?.value;
  if (typeof src !== 'object' || src === null) return false;
  const expression = (src as { value?: unknown }).value;
  return typeof expression === 'string' && /^require\("[^"]*!/.test(expression);
}

function walk(node: Node): void {
  if (isTransformedImage(node)) {
    for (const attribute of node.attributes ?? []) {
      if ((attribute.name === 'alt' || attribute.name === 'title') && typeof attribute.value === 'string') {
        attribute.value = unescapeHtml(attribute.value);
      }
    }
  }
  for (const child of node.children ?? []) walk(child);
}

export default function remarkImageAlt(): (tree: Node) => void {
  return (tree) => walk(tree);
}
