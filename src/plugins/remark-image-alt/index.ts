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

import type { Root } from 'mdast';
// Adds the MDX JSX nodes to mdast's node types.
import type {} from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/** What escape-html replaces, reversed. */
const ESCAPED: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

export default function remarkImageAlt(): (tree: Root) => void {
  return (tree) => {
    visit(tree, ['mdxJsxTextElement', 'mdxJsxFlowElement'] as const, (node) => {
      const attributes = node.attributes.flatMap((attribute) =>
        attribute.type === 'mdxJsxAttribute' ? [attribute] : [],
      );
      // An <img> made by transformImage: its src is a require() call.
      const src = attributes.find((attribute) => attribute.name === 'src')?.value;
      if (node.name !== 'img' || typeof src !== 'object' || !src?.value.startsWith('require("')) return;
      for (const attribute of attributes) {
        if ((attribute.name === 'alt' || attribute.name === 'title') && typeof attribute.value === 'string') {
          attribute.value = attribute.value.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ESCAPED[entity] ?? entity);
        }
      }
    });
  };
}
