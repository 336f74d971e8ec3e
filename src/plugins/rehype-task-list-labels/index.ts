/**
 * Rehype plugin: labels the checkboxes of Markdown task lists.
 *
 * GFM renders `- [ ] text` as a disabled checkbox followed by the text, with
 * nothing tying the two together, so a screen reader announces "checkbox, not
 * checked" with no name (axe `label`, critical). This wraps the checkbox and
 * the inline content after it in a `<label>`, so the item's own words name it.
 * Block content after the text (a nested list) stays outside the label.
 */
import type { Element, ElementContent, Root } from 'hast';
import { matches } from 'hast-util-select';
import { visit } from 'unist-util-visit';

/** Elements that may sit inside a <label> (phrasing content without labelable controls). */
const PHRASING = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'img',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

function isPhrasing(node: ElementContent): boolean {
  if (node.type === 'text' || node.type === 'comment') return true;
  return node.type === 'element' && PHRASING.has(node.tagName);
}

/** Wraps a leading checkbox and the phrasing content after it in a label. */
function labelCheckbox(parent: Element): void {
  const start = parent.children.findIndex((child) => child.type !== 'text' || child.value.trim() !== '');
  const checkbox = parent.children[start];
  if (checkbox?.type !== 'element' || !matches('input[type=checkbox]', checkbox)) return;
  let end = start + 1;
  while (end < parent.children.length && isPhrasing(parent.children[end] as ElementContent)) end += 1;
  const label: Element = {
    type: 'element',
    tagName: 'label',
    properties: {},
    children: parent.children.slice(start, end),
  };
  parent.children.splice(start, end - start, label);
}

export default function rehypeTaskListLabels() {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      if (!matches('li.task-list-item', node)) return;
      // Tight list: li > input, text. Loose list: li > p > input, text.
      const first = node.children.find((child) => child.type === 'element');
      labelCheckbox(first?.tagName === 'p' ? first : node);
    });
  };
}
