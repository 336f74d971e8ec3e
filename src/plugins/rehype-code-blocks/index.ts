/**
 * Rehype plugin: turns each fenced code block into the site's CodeBlock
 * element. It runs after rehype-highlight, which highlights the code when
 * the page compiles (token spans with Prism's class names, one `code-line`
 * span per line, `highlight-line` on the lines a fence's `{1,4-6}` names), so
 * no page ships a highlighter or highlights again while it hydrates.
 *
 * Each `<pre><code>` becomes `<CodeBlock language title html />`
 * (src/theme/CodeBlock): `html` is the highlighted markup as a string, which
 * the page renders as is on the server and in the browser alike, so
 * hydration has nothing to compare. `title="src/file.ts"` in the fence gives
 * the block a title bar.
 *
 * The markup keeps only what shows: a token span whose type the code theme
 * does not colour (punctuation, operators: about two thirds of all tokens)
 * is replaced by its text. Every line keeps its span, which carries the
 * line's indentation as `--indent` (in `ch`), so that the block can wrap a
 * long line with its continuation indented past the line's own indentation.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toText } from 'hast-util-to-text';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import { codeTheme } from '../../data/codeTheme';

/** The element name the MDX component map resolves (src/theme/MDXComponents.tsx). */
export const CODE_BLOCK_ELEMENT = 'CodeBlock';

/** The title written in a fence's meta, as `title="…"` or `title='…'`. */
function titleOf(meta: string): string | undefined {
  const match = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Token types the code theme colours (src/data/codeTheme.ts). */
const colouredTypes: ReadonlySet<string> = new Set(codeTheme.styles.flatMap(({ types }) => types));

function classesOf(node: Element): string[] {
  return Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
}

/** A span that shows nothing of its own: a token the code theme does not colour. */
function isBare(node: Element): boolean {
  const classes = classesOf(node);
  return classes.includes('token') && !classes.some((name) => colouredTypes.has(name));
}

/** A line span with its leading white space as `--indent`, when it has some (a tab counts as two spaces). */
function withIndent(line: Element): Element {
  const indent = /^[ \t]*/.exec(toText(line, { whitespace: 'pre' }))?.[0].replaceAll('\t', '  ').length ?? 0;
  return indent > 0 ? { ...line, properties: { ...line.properties, style: `--indent:${indent}ch` } } : line;
}

/** Replaces bare spans by their children, depth first, and marks each line's indentation. */
function unwrapBare(nodes: readonly ElementContent[]): ElementContent[] {
  return nodes.flatMap((node) => {
    if (node.type !== 'element') return [node];
    const children = unwrapBare(node.children);
    if (isBare(node)) return children;
    const element = { ...node, children };
    return classesOf(node).includes('code-line') ? [withIndent(element)] : [element];
  });
}

/** Drops the line break that ends the code, so a copy ends with the last line. */
function trimEnd(nodes: ElementContent[]): ElementContent[] {
  const last = nodes.at(-1);
  if (last?.type === 'text') return [...nodes.slice(0, -1), { ...last, value: last.value.replace(/\n$/, '') }];
  if (last?.type === 'element') return [...nodes.slice(0, -1), { ...last, children: trimEnd(last.children) }];
  return nodes;
}

function codeBlock(pre: Element): MdxJsxFlowElementHast | undefined {
  const [code, ...rest] = pre.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (rest.length > 0 || code?.type !== 'element' || code.tagName !== 'code') return undefined;
  const language =
    classesOf(code)
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length) ?? 'text';
  const title = titleOf(String(code.properties.metastring ?? code.data?.meta ?? ''));
  const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });
  const attributes = [attribute('language', language)];
  if (title !== undefined) attributes.push(attribute('title', title));
  attributes.push(attribute('html', toHtml(trimEnd(unwrapBare(code.children)))));
  return { type: 'mdxJsxFlowElement', name: CODE_BLOCK_ELEMENT, attributes, children: [] };
}

export default function rehypeCodeBlocks() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, index, parent) => {
      const block = node.tagName === 'pre' ? codeBlock(node) : undefined;
      if (!block || index === undefined || !parent) return undefined;
      parent.children[index] = block;
      return SKIP;
    });
  };
}
