/**
 * Remark plugin: Markdown images reach the page as written, and as files.
 *
 * Docusaurus turns an image with a local file, `![the seller's deposit](./x.svg)`,
 * into a JSX `<img>` (its transformImage plugin) whose src is
 * `require("!url-loader?limit=10000&…&fallback=file-loader!./x.svg")`.
 * Plugins in `remarkPlugins` run after Docusaurus's own, so this one finds
 * those `<img>` elements and mends two things:
 *
 * - **Alt text and titles.** transformImage passes them through escape-html,
 *   but a JSX attribute value is a plain string, not HTML, so the escapes
 *   stayed: the page's alt text read "the seller&#39;s deposit", and screen
 *   readers spelled the entity out (eight diagrams on seven pages had an
 *   apostrophe). This undoes exactly what escape-html does, in one pass (so
 *   `&amp;#39;`, an author's literal `&#39;`, comes back as `&#39;`).
 * - **Files, not data URLs.** url-loader inlines any image under its limit
 *   (10 KB) as a base64 data URL, and every diagram here is a small SVG. A data
 *   URL is part of the page's HTML and of its JavaScript chunk, so it is
 *   downloaded, parsed and decoded before the page is interactive even when
 *   the diagram is far below the first view; the brand kit's four came to 18
 *   of its chunk's 37 KB. Setting the limit to 0 makes url-loader hand every
 *   image to its file-loader fallback: a hashed file under assets/images, which
 *   the browser loads lazily (transformImage adds loading="lazy" and the
 *   image's width and height) and caches across pages. (The limit comes from
 *   `WEBPACK_URL_LOADER_LIMIT` when Docusaurus starts, but an environment
 *   variable would be lost by any build command that forgot it, and the
 *   persistent build cache does not notice it change.)
 *
 * An `<img>` written in JSX by an author is left alone: its src is not the
 * `require()` of a loader. This works round Docusaurus (3.10) rather than
 * changing it; if a release stops escaping or inlining, this finds nothing left
 * to mend, and the e2e image checks (no entity in any alt text, no data URL in
 * any src) hold either way.
 */

/** The parts of an MDX syntax tree this plugin reads (mdast + mdast-util-mdx-jsx + estree). */
type Attribute = { type: string; name?: string; value?: unknown };
type Node = { type: string; name?: string | null; attributes?: Attribute[]; children?: Node[] };
type Expression = { value?: unknown; data?: { estree?: unknown } };

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

/**
 * A url-loader request with its inlining limit set to 0, so every image goes
 * to the file-loader fallback. Only the loader part (before the last `!`) is
 * touched; a request without url-loader comes back unchanged.
 */
export function withoutInlining(request: string): string {
  const file = request.lastIndexOf('!');
  if (file < 0) return request;
  const loaders = request.slice(0, file);
  if (!loaders.includes('url-loader')) return request;
  return loaders.replace(/([?&]limit=)[^&!]*/, '$10') + request.slice(file);
}

const REQUIRE = /^require\("([^"]*!)/;

/** The src expression of an `<img>` made by transformImage, if this is one. */
function transformedSrc(node: Node): Expression | undefined {
  if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return undefined;
  if (node.name !== 'img') return undefined;
  const src = node.attributes?.find((attribute) => attribute.name === 'src')?.value;
  if (typeof src !== 'object' || src === null) return undefined;
  const expression = (src as Expression).value;
  return typeof expression === 'string' && REQUIRE.test(expression) ? (src as Expression) : undefined;
}

/** Rewrites the string literals of an estree (the `require()` argument) in place. */
function rewriteLiterals(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const literal = node as { type?: unknown; value?: unknown; raw?: unknown };
  if (literal.type === 'Literal' && typeof literal.value === 'string') {
    literal.value = withoutInlining(literal.value);
    if (typeof literal.raw === 'string') literal.raw = JSON.stringify(literal.value);
    return;
  }
  for (const child of Object.values(node)) rewriteLiterals(child);
}

function mend(node: Node, src: Expression): void {
  for (const attribute of node.attributes ?? []) {
    if ((attribute.name === 'alt' || attribute.name === 'title') && typeof attribute.value === 'string') {
      attribute.value = unescapeHtml(attribute.value);
    }
  }
  // MDX compiles the estree; the value string is what tools print. Keep both in step.
  src.value = String(src.value).replace(REQUIRE, (_, request: string) => `require("${withoutInlining(request)}`);
  rewriteLiterals(src.data?.estree);
}

function walk(node: Node): void {
  const src = transformedSrc(node);
  if (src) mend(node, src);
  for (const child of node.children ?? []) walk(child);
}

export default function remarkMarkdownImages(): (tree: Node) => void {
  return (tree) => walk(tree);
}
