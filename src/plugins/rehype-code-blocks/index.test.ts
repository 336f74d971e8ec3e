import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ElementContent, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toText } from 'hast-util-to-text';
import rehypeHighlight from '../rehype-highlight';
import { unified } from 'unified';
import rehypeCodeBlocks, { CODE_BLOCK_ELEMENT } from './index';

/** The site's pipeline for code, over HTML as Markdown hands it to rehype (Docusaurus adds `metastring`). */
function run(html: string) {
  const processor = unified().use(rehypeHighlight, { ignoreMissing: true }).use(rehypeCodeBlocks);
  return processor.runSync(fromHtml(html, { fragment: true })).children;
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

/** The text a reader sees (and copies) of the markup. */
const text = (html: string): string => toText(fromHtml(html, { fragment: true }));

test('a fenced block becomes a CodeBlock with its language, title (in either quotes) and token markup', () => {
  const [block, single] = run(
    '<pre><code class="language-ts" metastring=\'title="src/a.ts" {2}\'>const a = 1;\n</code></pre>' +
      '<pre><code class="language-ts" metastring="title=\'b.ts\'">b\n</code></pre>',
  );
  const { language, title, html = '' } = attributes(block);
  assert.equal(language, 'ts');
  assert.equal(title, 'src/a.ts');
  assert.equal(attributes(single).title, 'b.ts');
  assert.match(html, /<span class="token keyword">const<\/span>/);
  assert.match(html, /<span class="token number">1<\/span>/);
  assert.equal(text(html).trimEnd(), 'const a = 1;');
});

test('code without a language is plain text, escaped', () => {
  const { language, html = '' } = attributes(run('<pre><code>&lt;b>&amp;&lt;/b>\n</code></pre>')[0]);
  assert.equal(language, 'text');
  assert.doesNotMatch(html, /<b>/);
  assert.equal(text(html).trimEnd(), '<b>&</b>');
});

test('blocks nested in other elements (tabs, admonitions) are found; inline code is left alone', () => {
  const [div] = run('<div><pre><code class="language-bash">npm i viem\n</code></pre><p><code>x</code></p></div>');
  assert.ok(div?.type === 'element');
  assert.equal(attributes(div.children[0]).language, 'bash');
  assert.equal(toHtml(div.children.slice(1)), '<p><code>x</code></p>');
});

test('only tokens the theme colours keep their spans; lines keep theirs, with their indentation', () => {
  const [lines, tokens] = run(
    '<pre><code class="language-text" metastring="{2}">one\n    two\n\tthree\n</code></pre>' +
      '<pre><code class="language-ts">f(a, b);\n</code></pre>',
  );
  assert.equal(
    attributes(lines).html,
    '<span class="code-line">one\n</span>' +
      '<span class="code-line highlight-line" style="--indent:4ch">    two\n</span>' +
      '<span class="code-line" style="--indent:2ch">\tthree</span>',
  );
  assert.equal(attributes(tokens).html, '<span class="code-line"><span class="token function">f</span>(a, b);</span>');
});
