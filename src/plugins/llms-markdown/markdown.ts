/**
 * Turns the built HTML of a doc or post into Markdown: the article as a reader
 * sees it, components included, rather than the MDX source, through
 * hast-util-to-mdast and mdast-util-to-markdown (GitHub Flavored Markdown).
 * First, what only makes sense on screen goes (`SCREEN_ONLY`, React's comment
 * markers; the caller writes the title itself) and links become absolute
 * canonical URLs; the theme's code blocks, admonitions, tabs and table
 * captions get a Markdown form of their own.
 * Anything a component wants left out can carry `data-mdast="ignore"`.
 */
import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from 'hast';
import type { BlockContent, Blockquote, Code, DefinitionContent, Heading, Nodes, Paragraph, Root } from 'mdast';
import { fromHtml } from 'hast-util-from-html';
import { matches, select, selectAll } from 'hast-util-select';
import { defaultHandlers, toMdast } from 'hast-util-to-mdast';
import type { Handle, State } from 'hast-util-to-mdast';
import { toText } from 'hast-util-to-text';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { SKIP, visit } from 'unist-util-visit';
import { canonicalUrl } from '../../utils/canonicalUrl';

/** Where the theme puts the rendered Markdown of a doc, and of a blog post. */
export const ARTICLE_SELECTOR = '.theme-doc-markdown, #__blog-post-container';

/** Parts of the article that only make sense on screen. (A button goes too, but keeps the pictures it holds, such as a diagram that enlarges.) */
const SCREEN_ONLY = [
  'h1',
  'header:has(> h1)',
  'a.hash-link',
  'svg',
  'script',
  'style',
  'template',
  '[aria-hidden="true"]',
  '[role="tooltip"]',
].join(', ');

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

export type PageMarkdownOptions = {
  /** The page's own URL (site URL + permalink), which relative links resolve against. */
  pageUrl: string;
  /** The site's URL: links into the site become canonical (`https://docs.zkp2p.xyz/guides/for-buyers`). */
  siteUrl: string;
};

const isElement = (node: HastNodes): node is Element => node.type === 'element';

const classes = (element: Element): string[] => {
  const { className } = element.properties;
  return Array.isArray(className) ? className.map(String) : [];
};

function absoluteUrl(value: string, { pageUrl, siteUrl }: PageMarkdownOptions): string {
  if (HAS_SCHEME.test(value) && !value.startsWith(siteUrl)) {
    return value;
  }
  const url = new URL(value, pageUrl);
  if (url.origin !== new URL(siteUrl).origin) {
    return url.href;
  }
  return `${canonicalUrl(siteUrl, url.pathname)}${url.search}${url.hash}`;
}

/** Whether an element shows anything: text or an image. */
const showsSomething = (element: Element): boolean =>
  toText(element).trim() !== '' || element.tagName === 'img' || select('img', element) !== undefined;

/**
 * In a table cell, elements the stylesheet shows as separate lines (a name
 * over its role, an address beside its explorer link) would run together in
 * Markdown ("EscrowHolds deposits"). A dash goes between neighbours with
 * nothing between them, unless one of them brings its own space or
 * punctuation (`<span>AUD</span><span>, CAD</span>`).
 */
function separateNeighbours(element: Element): void {
  const children: ElementContent[] = [];
  let previous: Element | undefined;
  for (const child of element.children) {
    if (isElement(child)) {
      separateNeighbours(child);
      if (showsSomething(child)) {
        if (previous !== undefined && !/\s$/.test(toText(previous)) && !/^[\s,.;:!?)\]]/.test(toText(child))) {
          children.push({ type: 'text', value: ' — ' });
        }
        previous = child;
      }
    } else if (child.type === 'text') {
      previous = undefined;
    }
    children.push(child);
  }
  element.children = children;
}

/**
 * A Markdown table row is one line, and a list in a cell (the notes of a
 * payment app) would break the row, and the table with it. The items stay
 * in the cell one after the other: a space after an item that ends its
 * sentence, a semicolon after one that does not.
 */
function inlineLists(cell: Element): void {
  visit(cell, 'element', (node, index, parent) => {
    if (parent === undefined || index === undefined || (node.tagName !== 'ul' && node.tagName !== 'ol')) {
      return undefined;
    }
    const items = node.children.filter((child): child is Element => isElement(child) && child.tagName === 'li');
    const inline = items.flatMap((item, position): ElementContent[] => {
      const separator = /[.!?:;]$/.test(toText(items[position - 1] ?? item).trim()) ? ' ' : '; ';
      // A paragraph of a loose list's item loses its break, or it would end the row.
      const children = item.children.flatMap((child) =>
        isElement(child) && child.tagName === 'p' ? child.children : [child],
      );
      const span: Element = { type: 'element', tagName: 'span', properties: {}, children };
      return position === 0 ? [span] : [{ type: 'text', value: separator }, span];
    });
    parent.children.splice(index, 1, ...inline);
    // The items are visited next, for a list inside a list.
    return index;
  });
}

/** Takes out what only makes sense on screen, makes URLs absolute and gives tables their captions as text. */
function prepare(article: Element, options: PageMarkdownOptions): void {
  visit(article, (node, index, parent) => {
    if (parent === undefined || index === undefined) {
      return undefined;
    }
    if (node.type === 'comment' || (node.type === 'element' && matches(SCREEN_ONLY, node))) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === 'element' && node.tagName === 'button') {
      parent.children.splice(index, 1, ...selectAll('img', node));
      return index;
    }
    if (node.type !== 'element') {
      return undefined;
    }
    const { href, src } = node.properties;
    if (node.tagName === 'a' && typeof href === 'string') {
      node.properties.href = absoluteUrl(href, options);
    }
    if (node.tagName === 'img' && typeof src === 'string') {
      node.properties.src = absoluteUrl(src, options);
    }
    const caption = node.tagName === 'table' ? select(':scope > caption', node) : undefined;
    if (caption !== undefined) {
      // The caption goes above the table as a paragraph; both are visited next.
      node.children = node.children.filter((child) => child !== caption);
      parent.children.splice(index, 0, { type: 'element', tagName: 'p', properties: {}, children: caption.children });
      return index;
    }
    return undefined;
  });
  for (const cell of selectAll('td, th', article)) {
    inlineLists(cell);
    separateNeighbours(cell);
  }
}

const strongParagraph = (text: string): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: [{ type: 'text', value: text }] }],
});

const flow = (state: State, parent: Element): Array<BlockContent | DefinitionContent> =>
  state.toFlow(state.all(parent));

/** A theme code block: its language, its title (as `title="…"`, the way the source writes it) and its text. */
function codeBlock(element: Element): Code {
  const language = classes(element)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  // The code element only: the copy button sits inside the <pre>.
  const code = select('pre code', element);
  const titleBar = element.children.find((child) => isElement(child) && select('pre', child) === undefined);
  const title = titleBar === undefined ? '' : toText(titleBar).trim();
  return {
    type: 'code',
    lang: language === undefined || language === 'text' ? null : language,
    meta: title === '' ? null : `title=${JSON.stringify(title)}`,
    value: code === undefined ? '' : toText(code, { whitespace: 'pre' }).replace(/\n$/, ''),
  };
}

/** An admonition: a quote that opens with its title in bold ("Note", or the author's own title). */
function admonition(state: State, element: Element): Blockquote {
  const [heading, body] = element.children.filter(isElement);
  const title = heading === undefined ? '' : toText(heading).trim();
  return {
    type: 'blockquote',
    children: [
      ...(title === '' ? [] : [strongParagraph(`${title.charAt(0).toUpperCase()}${title.slice(1)}`)]),
      ...(body === undefined ? [] : flow(state, body)),
    ],
  };
}

/** Tabs: every panel, hidden ones too, under its tab's label. */
function tabs(state: State, element: Element): Array<BlockContent | DefinitionContent> {
  const labels = selectAll('[role="tab"]', element).map((tab) => toText(tab).trim());
  return selectAll('[role="tabpanel"]', element).flatMap((panel, index) => {
    const label = labels[index] ?? '';
    return [...(label === '' ? [] : [strongParagraph(label)]), ...flow(state, panel)];
  });
}

const div: Handle = (state, element) => {
  if (matches('.theme-code-block', element)) {
    return codeBlock(element);
  }
  if (matches('.theme-admonition', element)) {
    return admonition(state, element);
  }
  if (matches('.tabs-container', element)) {
    return tabs(state, element);
  }
  return defaultHandlers.div(state, element);
};

/** A form field shows the value it holds (a calculator's example input), never its placeholder. */
const input: Handle = (state, element) => {
  const { type, value } = element.properties;
  if (type === 'checkbox' || type === 'radio') {
    return defaultHandlers.input(state, element);
  }
  return typeof value === 'string' && value.trim() !== '' ? { type: 'text', value: `: ${value.trim()}` } : undefined;
};

/** The article of a built page as an mdast tree, without its title. */
export function pageMdast(html: string, options: PageMarkdownOptions): Root {
  const tree: HastRoot = fromHtml(html);
  const article = select(ARTICLE_SELECTOR, tree);
  if (article === undefined) {
    throw new Error(`llms-markdown: ${options.pageUrl} has no article (${ARTICLE_SELECTOR}).`);
  }
  prepare(article, options);
  const mdast: Nodes = toMdast(article, { handlers: { div, input } });
  return mdast.type === 'root' ? mdast : { type: 'root', children: [] };
}

/** Moves every heading down by `levels` (at most to level 6), for pages nested under a heading of their own. */
export function demoteHeadings(tree: Root, levels: number): Root {
  const copy = structuredClone(tree);
  visit(copy, 'heading', (heading) => {
    heading.depth = Math.min(6, heading.depth + levels) as Heading['depth'];
  });
  return copy;
}

/** Markdown text of an mdast tree: GFM, `-` bullets, fenced code, tables without alignment padding. */
export function stringify(tree: Root): string {
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    emphasis: '_',
    rule: '-',
  });
}
