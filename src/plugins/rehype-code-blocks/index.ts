/**
 * Rehype plugin: highlights fenced code blocks once, at build time.
 *
 * The theme's code block highlights with Prism in the browser: every page
 * with code would ship Prism and its grammars and tokenize every block again
 * while it hydrates. Here each `<pre><code>` that Markdown produced becomes
 * `<CodeBlock language title html />` (src/theme/CodeBlock), whose `html` is
 * the code already split into token spans by refractor (Prism's grammars for
 * hast). The page renders that string as is, on the server and in the
 * browser alike, so React has nothing to highlight or compare.
 *
 * What the fence can say, as in the theme:
 * - the language: ```ts (no language: plain text);
 * - `title="src/file.ts"`: a title bar;
 * - `{1,4-6}` after the language: lines to highlight;
 * - magic comments in the code, removed from what is shown:
 *   `// highlight-next-line`, `// highlight-start` … `// highlight-end`
 *   (also with `#`, as in shell code).
 *
 * To keep pages light, the markup is small: neighbouring tokens of the same
 * kind share one span, whitespace is not wrapped, and only highlighted lines
 * get an element of their own.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { refractor } from 'refractor';
import solidity from 'refractor/solidity';
import tsx from 'refractor/tsx';
import { codeTheme } from '../../data/codeTheme';

refractor.register(tsx);
refractor.register(solidity);

/** Class of a highlighted line (the theme's name; `--docusaurus-highlighted-code-line-bg` colours it). */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';

/** The element name the MDX component map resolves (src/theme/MDXComponents.tsx). */
export const CODE_BLOCK_ELEMENT = 'CodeBlock';

/**
 * Token type → the class that colours it: the first type of its style in the
 * code theme (src/data/codeTheme.ts, whose stylesheet is src/css/code-tokens.css).
 * Types the theme does not colour are plain text.
 */
const colourClass: ReadonlyMap<string, string> = new Map(
  codeTheme.styles.flatMap(({ types }) => types.map((type) => [type, `token ${types[0] ?? type}`] as const)),
);

/**
 * The class of a run of text inside nested tokens: like CSS inheritance, the
 * innermost token type that has a colour decides.
 */
export function classFor(types: readonly string[]): string {
  for (let index = types.length - 1; index >= 0; index -= 1) {
    const found = colourClass.get(types[index] ?? '');
    if (found) return found;
  }
  return '';
}

/** A run of text and the class that colours it (empty: plain text). */
type Segment = { text: string; className: string };

type Fence = { language: string; title?: string; highlighted: ReadonlySet<number>; code: string };

const MAGIC = /^\s*(?:\/\/|#)\s*highlight-(next-line|start|end)\s*$/;

/** Line numbers (1-based) from a `{1,4-6}` range list. */
export function parseRanges(ranges: string): Set<number> {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from = Number.NaN, to = from] = part.split('-').map((value) => Number.parseInt(value.trim(), 10));
    for (let line = from; line <= to; line += 1) lines.add(line);
  }
  return lines;
}

/** The title and highlighted line ranges written after the language in a fence. */
export function parseMeta(meta: string): { title?: string; ranges: Set<number> } {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  return {
    ...(title ? { title: title[1] ?? title[2] ?? '' } : {}),
    ranges: ranges?.[1] ? parseRanges(ranges[1]) : new Set<number>(),
  };
}

/**
 * Removes magic comments from the code and returns the line numbers (1-based,
 * in the code as shown) they highlight, together with the fence's ranges.
 */
export function applyMagicComments(
  code: string,
  ranges: ReadonlySet<number>,
): { code: string; highlighted: Set<number> } {
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let open = 0;
  code.split('\n').forEach((line, index) => {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') open += 1;
    else if (magic === 'end') open = Math.max(0, open - 1);
    else {
      kept.push(line);
      if (nextLine || open > 0 || ranges.has(index + 1)) highlighted.add(kept.length);
      nextLine = false;
    }
  });
  return { code: kept.join('\n'), highlighted };
}

/** HTML-escapes text for an element's content. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function classesOf(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * Flattens refractor's nested token tree into runs of text, each with the
 * class that colours it. Neighbouring runs of the same colour become one, and
 * whitespace joins the run before it (it shows no colour).
 */
function flatten(nodes: readonly (RootContent | ElementContent)[], types: readonly string[], out: Segment[]): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      const last = out.at(-1);
      const className = classFor(types);
      if (last && (last.className === className || /^[^\S\n]*$/.test(node.value))) last.text += node.value;
      else out.push({ text: node.value, className });
    } else if (node.type === 'element') {
      flatten(node.children, [...types, ...classesOf(node).filter((name) => name !== 'token')], out);
    }
  }
}

function tokenize(code: string, language: string): Segment[] {
  const segments: Segment[] = [];
  if (!refractor.registered(language)) return [{ text: code, className: '' }];
  flatten(refractor.highlight(code, language).children, [], segments);
  return segments;
}

/** Splits segments at line breaks: one list of segments per line. */
function toLines(segments: readonly Segment[]): Segment[][] {
  const lines: Segment[][] = [[]];
  for (const { text, className } of segments) {
    text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines.at(-1)?.push({ text: part, className });
    });
  }
  return lines;
}

function renderSegment({ text, className }: Segment): string {
  return className === '' ? escapeHtml(text) : `<span class="${className}">${escapeHtml(text)}</span>`;
}

/** The inner HTML of a block's `<code>`: token spans, and an element for each highlighted line. */
export function highlightToHtml(fence: Pick<Fence, 'code' | 'language' | 'highlighted'>): string {
  const lines = toLines(tokenize(fence.code, fence.language));
  return lines
    .map((segments, index) => {
      const html = segments.map(renderSegment).join('');
      const last = index === lines.length - 1;
      if (fence.highlighted.has(index + 1)) return `<span class="${HIGHLIGHTED_LINE_CLASS}">${html}\n</span>`;
      return last ? html : `${html}\n`;
    })
    .join('');
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** The fence a `<pre><code>` pair came from, or undefined if the element is not one. */
function fenceOf(pre: Element): Fence | undefined {
  const [code, ...rest] = pre.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (pre.tagName !== 'pre' || rest.length > 0 || code?.type !== 'element' || code.tagName !== 'code') return undefined;
  const language =
    classesOf(code)
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length) ?? 'text';
  const meta = String(code.properties.metastring ?? (code.data as { meta?: string } | undefined)?.meta ?? '');
  const { title, ranges } = parseMeta(meta);
  const { code: text, highlighted } = applyMagicComments(textOf(code).replace(/\n$/, ''), ranges);
  return { language, ...(title !== undefined ? { title } : {}), highlighted, code: text };
}

function codeBlockElement(fence: Fence): MdxJsxFlowElementHast {
  const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });
  const attributes = [attribute('language', fence.language)];
  if (fence.title !== undefined) attributes.push(attribute('title', fence.title));
  attributes.push(attribute('html', highlightToHtml(fence)));
  return { type: 'mdxJsxFlowElement', name: CODE_BLOCK_ELEMENT, attributes, children: [] };
}

function transform(parent: Root | Element | MdxJsxFlowElementHast): void {
  parent.children.forEach((child, index) => {
    if (child.type !== 'element' && child.type !== 'mdxJsxFlowElement') return;
    const fence = child.type === 'element' ? fenceOf(child) : undefined;
    // An MDX JSX node in the hast tree, as Docusaurus's own admonitions are.
    if (fence) parent.children[index] = codeBlockElement(fence);
    else transform(child);
  });
}

export default function rehypeCodeBlocks() {
  return (tree: Root): void => transform(tree);
}
