import assert from 'node:assert/strict';
import { test } from 'node:test';
import remarkImageAlt from './index';

/** `src` as Docusaurus's transformImage writes it for `![alt](./diagram.svg "title")`. */
const REQUIRED = { type: 'mdxJsxAttributeValueExpression', value: 'require("!/x/url-loader!./diagram.svg").default' };

/** The attribute values of an element `name` with `attributes` after the plugin ran. */
function run(name: string, attributes: Record<string, unknown>): unknown[] {
  const node = {
    type: 'mdxJsxTextElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
    children: [],
  };
  remarkImageAlt()({ type: 'root', children: [{ type: 'paragraph', children: [node] }] } as never);
  return node.attributes.map((attribute) => attribute.value);
}

test('an image Docusaurus transformed gets its alt text and title back as written, in one pass', () => {
  assert.deepEqual(
    run('img', {
      alt: 'the seller&#39;s deposit &amp; the buyer&#39;s &quot;proof&quot; &lt;3',
      src: REQUIRED,
      title: 'A &gt; B',
    }),
    [`the seller's deposit & the buyer's "proof" <3`, REQUIRED, 'A > B'],
  );
  // An escaped entity the author wrote stays an entity.
  assert.deepEqual(run('img', { alt: 'a &amp;#39; b &amp;amp; c', src: REQUIRED }), ['a &#39; b &amp; c', REQUIRED]);
});

test('an <img> an author wrote in JSX and other elements are left alone', () => {
  assert.deepEqual(run('img', { alt: 'AT&amp;T', src: '/brand/zkp2p-mark.svg' }), [
    'AT&amp;T',
    '/brand/zkp2p-mark.svg',
  ]);
  assert.deepEqual(run('abbr', { title: 'a &amp; b' }), ['a &amp; b']);
});
