import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { markForIndex, separateImplicitlyClosedElements } from '.';

test('table cells and definition-list items are kept apart when their end tags are left out', () => {
  assert.equal(
    separateImplicitlyClosedElements('<table><tr><th>a<th>b<tr><td class=x>c<td>d</table><dl><dt>e<dd>f</dl>'),
    '<table> <tr> <th>a <th>b <tr> <td class=x>c <td>d</table><dl> <dt>e <dd>f</dl>',
  );
  // Other tags that start with the same letters are left alone.
  assert.equal(separateImplicitlyClosedElements('<thead><tbody><details><del>'), '<thead><tbody><details><del>');
});

test('the copy given to Pagefind marks the article, its area and section, the head fields and the code weight', () => {
  const html = [
    '<html><head><meta name=keywords content="KYC,phone"><meta name="description" content="About it."></head>',
    '<body><nav>menu</nav><main><article><nav class="theme-doc-breadcrumbs"><a>For buyers</a> <span>Onboarding</span></nav>',
    '<h1>Title</h1><div class="theme-code-block"><pre>npm install</pre></div></article></main></body></html>',
  ].join('');
  const marks = {
    rootSelector: 'main article',
    weights: [{ selector: '.theme-code-block', weight: 0.5 }],
    metaFields: { keywords: 'meta[name="keywords"]', description: 'meta[name="description"]' },
    areaFilter: 'area',
    sectionField: 'section',
    sectionSelector: '.theme-doc-breadcrumbs',
    area: { key: 'guides', label: 'User guides' },
  };
  const marked = fromHtml(markForIndex(html, marks));
  const attributes = (selector: string) => {
    const element = select(selector, marked);
    assert.ok(element, selector);
    return element.properties;
  };
  assert.deepEqual(
    [attributes('article').dataPagefindBody, attributes('article').dataPagefindFilter],
    ['', 'area:guides'],
  );
  assert.equal(attributes('article').dataPagefindMeta, 'section:User guides For buyers Onboarding');
  assert.equal(attributes('meta[name=keywords]').dataPagefindMeta, 'keywords[content]');
  assert.equal(attributes('meta[name=description]').dataPagefindMeta, 'description[content]');
  assert.equal(attributes('.theme-code-block').dataPagefindWeight, '0.5');
  // Nothing outside the article is marked as the part to index.
  assert.equal(selectAll('[data-pagefind-body]', marked).length, 1);
  assert.throws(() => markForIndex('<main><div>no article</div></main>', marks), /no main article/);
});
