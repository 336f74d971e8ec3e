import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypePrismPlus from 'rehype-prism-plus';
import { unified } from 'unified';
import rehypeCodeBlocks, { CODE_BLOCK_ELEMENT, titleOf } from './index';

/** A fenced block as Markdown hands it to rehype (Docusaurus adds `metastring`). */
function fence(code: string, language?: string, metastring?: string): Element {
  const properties = {
    ...(language ? { className: [`language-${language}`] } : {}),
    ...(metastring ? { metastring } : {}),
  };
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [{ type: 'element', tagName: 'code', properties, children: [{ type: 'text', value: code }] }],
  };
}

/** The site's pipeline for code: highlight, then the CodeBlock element. */
function run(...children: Element[]): Root {
  const processor = unified().use(rehypePrismPlus, { ignoreMissing: true }).use(rehypeCodeBlocks);
  return processor.runSync({ type: 'root', children });
}

function attributes(node: RootContent | ElementContent | undefined): Record<string, string> {
  assert.ok(node?.type === 'mdxJsxFlowElement');
  assert.equal(node.name, CODE_BLOCK_ELEMENT);
  return Object.fromEntries(
    node.attributes.map((attribute) => [
      'name' in attribute ? attribute.name : '',
      typeof attribute.value === 'string' ? attribute.value : '',
    ]),
  );
}

/** The text a reader sees (and copies): the markup without its tags and entities. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
}

test('a fenced block becomes a CodeBlock with its language, title and token markup', () => {
  const { language, title, html = '' } = attributes(run(fence('const a = 1;\n', 'ts', 'title="src/a.ts"')).children[0]);
  assert.equal(language, 'ts');
  assert.equal(title, 'src/a.ts');
  assert.match(html, /<span class="token keyword">const<\/span>/);
  assert.match(html, /<span class="token number">1<\/span>/);
  assert.equal(text(html).trimEnd(), 'const a = 1;');
});

test('code without a language is plain text, escaped', () => {
  const { language, html = '' } = attributes(run(fence('<b>&</b>\n')).children[0]);
  assert.equal(language, 'text');
  assert.doesNotMatch(html, /<b>/);
  assert.equal(text(html).trimEnd(), '<b>&</b>');
});

test('blocks nested in other elements (tabs, admonitions) are found; inline code is left alone', () => {
  const inline: Element = {
    type: 'element',
    tagName: 'code',
    properties: {},
    children: [{ type: 'text', value: 'x' }],
  };
  const wrapper: Element = {
    type: 'element',
    tagName: 'div',
    properties: {},
    children: [fence('npm i viem\n', 'bash'), { type: 'element', tagName: 'p', properties: {}, children: [inline] }],
  };
  const [div] = run(wrapper).children;
  assert.ok(div?.type === 'element');
  assert.equal(attributes(div.children[0]).language, 'bash');
  assert.deepEqual(div.children[1], { type: 'element', tagName: 'p', properties: {}, children: [inline] });
});

test('line ranges in the fence mark their lines; other lines are plain text', () => {
  const { html = '' } = attributes(run(fence('one\ntwo\nthree\n', 'text', '{2}')).children[0]);
  assert.equal(html, 'one\n<span class="code-line highlight-line">two\n</span>three');
});

test('tokens the theme does not colour (punctuation, operators) are plain text', () => {
  const { html = '' } = attributes(run(fence('f(a, b);\n', 'ts')).children[0]);
  assert.equal(html, '<span class="token function">f</span>(a, b);');
});

test('titleOf reads either quote', () => {
  assert.equal(titleOf('title="a b.ts" {2}'), 'a b.ts');
  assert.equal(titleOf("title='c.ts'"), 'c.ts');
  assert.equal(titleOf('{2}'), undefined);
});
