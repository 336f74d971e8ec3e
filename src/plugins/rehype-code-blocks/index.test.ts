import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element, Root } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import rehypeCodeBlocks, {
  CODE_BLOCK_ELEMENT,
  HIGHLIGHTED_LINE_CLASS,
  applyMagicComments,
  classFor,
  escapeHtml,
  highlightToHtml,
  parseMeta,
  parseRanges,
} from './index';

/** A fenced block as Markdown hands it to rehype (Docusaurus adds `metastring`). */
function fence(code: string, language?: string, metastring?: string): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: {
          ...(language ? { className: [`language-${language}`] } : {}),
          ...(metastring ? { metastring } : {}),
        },
        children: [{ type: 'text', value: code }],
      },
    ],
  };
}

function run(...children: Element[]): Root {
  const tree: Root = { type: 'root', children };
  rehypeCodeBlocks()(tree);
  return tree;
}

function attributes(node: unknown): Record<string, string> {
  const element = node as MdxJsxFlowElementHast;
  assert.equal(element.type, 'mdxJsxFlowElement');
  assert.equal(element.name, CODE_BLOCK_ELEMENT);
  return Object.fromEntries(
    element.attributes.map((attribute) => [
      'name' in attribute ? attribute.name : '',
      typeof attribute.value === 'string' ? attribute.value : '',
    ]),
  );
}

/** The text a reader sees (and copies): the markup without its tags and entities. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

test('a fenced block becomes a CodeBlock with its language, title and highlighted markup', () => {
  const tree = run(fence('const a = 1;\n', 'ts', 'title="src/a.ts"'));
  const { language, title, html = '' } = attributes(tree.children[0]);
  assert.equal(language, 'ts');
  assert.equal(title, 'src/a.ts');
  assert.match(html, /<span class="token keyword">const<\/span>/);
  assert.match(html, /<span class="token number">1<\/span>/);
  assert.equal(text(html), 'const a = 1;', 'the code as written, without the final line break');
});

test('code without a language is plain text, escaped', () => {
  const { language, html } = attributes(run(fence('<b>&</b>\n')).children[0]);
  assert.equal(language, 'text');
  assert.equal(html, '&lt;b&gt;&amp;&lt;/b&gt;');
});

test('blocks nested in other elements (tabs, admonitions) are found too', () => {
  const wrapper: Element = {
    type: 'element',
    tagName: 'div',
    properties: {},
    children: [fence('npm i viem\n', 'bash')],
  };
  const tree = run(wrapper);
  const inner = tree.children[0];
  assert.ok(inner?.type === 'element');
  assert.equal(attributes(inner.children[0]).language, 'bash');
});

test('inline code and other elements are left alone', () => {
  const paragraph: Element = {
    type: 'element',
    tagName: 'p',
    properties: {},
    children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'x' }] }],
  };
  const tree = run(paragraph);
  assert.deepEqual(tree.children[0], paragraph);
});

test('magic comments are removed and highlight the lines they name', () => {
  const code = [
    'a();',
    '// highlight-next-line',
    'b();',
    '# highlight-start',
    'c();',
    'd();',
    '# highlight-end',
    'e();',
  ];
  const { code: shown, highlighted } = applyMagicComments(code.join('\n'), new Set());
  assert.equal(shown, 'a();\nb();\nc();\nd();\ne();');
  assert.deepEqual([...highlighted].sort(), [2, 3, 4]);
});

test('line ranges in the fence highlight lines, and a highlighted line is its own element', () => {
  assert.deepEqual([...parseRanges('1,3-4')], [1, 3, 4]);
  assert.deepEqual([...parseRanges('x')], []);
  assert.deepEqual(parseMeta('title="a b.ts" {2}'), { title: 'a b.ts', ranges: new Set([2]) });
  const html = highlightToHtml({ code: 'one\ntwo\nthree', language: 'text', highlighted: new Set([2]) });
  assert.equal(html, `one\n<span class="${HIGHLIGHTED_LINE_CLASS}">two\n</span>three`);
});

test('tokens are coloured by the theme: the innermost coloured type wins, others are plain', () => {
  assert.equal(classFor(['keyword']), 'token keyword');
  assert.equal(classFor(['function']), 'token function');
  assert.equal(classFor(['operator']), '', 'operators are plain text');
  assert.equal(classFor(['punctuation']), '', 'punctuation is plain text');
  assert.equal(classFor(['string', 'interpolation', 'punctuation']), 'token string', 'uncoloured types inherit');
  assert.equal(classFor(['string', 'interpolation']), 'token string');
  assert.equal(classFor(['plain']), '');
});

test('neighbouring tokens of one colour share a span; whitespace is not wrapped on its own', () => {
  const html = highlightToHtml({ code: 'f(a, b);', language: 'ts', highlighted: new Set() });
  assert.equal(text(html), 'f(a, b);');
  assert.doesNotMatch(html, /<span class="[^"]*"> <\/span>/, 'no span of whitespace alone');
  assert.ok((html.match(/<span/g) ?? []).length <= 4, html);
});

test('Solidity and TSX are highlighted', () => {
  assert.match(
    highlightToHtml({ code: 'contract A {}', language: 'solidity', highlighted: new Set() }),
    /token keyword/,
  );
  assert.match(highlightToHtml({ code: 'const a = <b />;', language: 'tsx', highlighted: new Set() }), /token tag/);
});

test('escapeHtml escapes what would open a tag or an entity', () => {
  assert.equal(escapeHtml('a < b && c > d'), 'a &lt; b &amp;&amp; c &gt; d');
});
