import assert from 'node:assert/strict';
import { test } from 'node:test';
import remarkImageAlt, { unescapeHtml } from './index';

/** An `<img>` as Docusaurus's transformImage writes it for `![alt](./diagram.svg "title")`. */
const transformed = (alt: string, title?: string) => ({
  type: 'mdxJsxTextElement',
  name: 'img',
  attributes: [
    { type: 'mdxJsxAttribute', name: 'alt', value: alt },
    {
      type: 'mdxJsxAttribute',
      name: 'src',
      value: { type: 'mdxJsxAttributeValueExpression', value: 'require("!/x/url-loader!./diagram.svg").default' },
    },
    ...(title === undefined ? [] : [{ type: 'mdxJsxAttribute', name: 'title', value: title }]),
  ],
  children: [],
});

function run<T>(node: T): T {
  remarkImageAlt()({ type: 'root', children: [{ type: 'paragraph', children: [node] }] } as never);
  return node;
}

test('an image Docusaurus transformed gets its alt text and title back as written', () => {
  const image = run(transformed('the seller&#39;s deposit &amp; the buyer&#39;s &quot;proof&quot; &lt;3', 'A &gt; B'));
  assert.deepEqual(
    image.attributes.filter((attribute) => attribute.name !== 'src').map((attribute) => attribute.value),
    [`the seller's deposit & the buyer's "proof" <3`, 'A > B'],
  );
});

test('one pass: an escaped entity the author wrote stays an entity', () => {
  assert.equal(unescapeHtml('a &amp;#39; b &amp;amp; c'), 'a &#39; b &amp; c');
});

test('an <img> an author wrote in JSX is left alone', () => {
  const image = run({
    type: 'mdxJsxFlowElement',
    name: 'img',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'alt', value: 'AT&amp;T' },
      { type: 'mdxJsxAttribute', name: 'src', value: '/brand/zkp2p-mark.svg' },
    ],
    children: [],
  });
  assert.equal(image.attributes[0]?.value, 'AT&amp;T');
});

test('other elements are left alone', () => {
  const node = run({
    type: 'mdxJsxTextElement',
    name: 'abbr',
    attributes: [{ type: 'mdxJsxAttribute', name: 'title', value: 'a &amp; b' }],
    children: [],
  });
  assert.equal(node.attributes[0]?.value, 'a &amp; b');
});
