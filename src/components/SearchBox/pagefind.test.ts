import { test } from 'node:test';
import assert from 'node:assert/strict';
import { areaOf, decodeEntities, excerptParts, isPagefind, toHit } from './pagefind';
import type { PagefindResultData } from './pagefind';

test('a module is taken for Pagefind only with its options, init, preload and search calls', () => {
  const api = { options: async () => {}, init: async () => {}, preload: async () => {}, search: async () => null };
  assert.equal(isPagefind(api), true);
  assert.equal(isPagefind({ ...api, search: 'no' }), false);
  assert.equal(isPagefind({ options: api.options, init: api.init }), false);
  assert.equal(isPagefind(null), false);
});

test('each area is found by its route prefix, not by a longer word', () => {
  assert.equal(areaOf('/protocol/v3/smart-contracts/orchestrator?highlight=x#a')?.label, 'Protocol');
  assert.equal(areaOf('/guides/for-buyers')?.label, 'User guides');
  assert.equal(areaOf('/brand-kit')?.label, 'Brand kit');
  assert.equal(areaOf('/blog/intro-zkp2p-v3')?.label, 'Blog');
  assert.equal(areaOf('/blogs'), undefined);
  assert.equal(areaOf('/team'), undefined);
});

test('character references are decoded, unknown ones kept as written', () => {
  assert.equal(decodeEntities('&lt;script&gt; &amp; &quot;x&quot; &#39;y&#x27; &#128269;'), `<script> & "x" 'y' 🔍`);
  assert.equal(decodeEntities('&unknown; &#xZZ; &#99999999;'), '&unknown; &#xZZ; &#99999999;');
});

test('an excerpt becomes text parts, marked where Pagefind put <mark>', () => {
  assert.deepEqual(excerptParts('The <mark>Orchestrator</mark> calls &lt;b&gt;'), [
    { text: 'The ', marked: false },
    { text: 'Orchestrator', marked: true },
    { text: ' calls <b>', marked: false },
  ]);
  // Markup in the page's text arrives escaped and stays text.
  assert.deepEqual(excerptParts('&lt;img src=x onerror=alert(1)&gt;'), [
    { text: '<img src=x onerror=alert(1)>', marked: false },
  ]);
  assert.deepEqual(excerptParts(''), []);
});

const page: PagefindResultData = {
  url: '/protocol/v3/smart-contracts/orchestrator?highlight=intent',
  excerpt: 'The Orchestrator creates <mark>intents</mark>',
  meta: { title: 'Orchestrator' },
  sub_results: [],
};

test('a match at the top of a page links to the page and names its area', () => {
  const hit = toHit('en_1', {
    ...page,
    sub_results: [{ title: 'Orchestrator', url: page.url, excerpt: page.excerpt }],
  });
  assert.equal(hit.title, 'Orchestrator');
  assert.equal(hit.url, page.url);
  assert.equal(hit.area, 'Protocol');
  assert.equal(hit.section, undefined);
  assert.deepEqual(
    hit.excerpt.map((part) => part.text),
    ['The Orchestrator creates ', 'intents'],
  );
});

test('a match under a heading links to that section and names it', () => {
  const hit = toHit('en_1', {
    ...page,
    sub_results: [
      {
        title: 'Signalling an intent',
        url: '/protocol/v3/smart-contracts/orchestrator?highlight=intent#signal',
        excerpt: 'Call <mark>signalIntent</mark>',
        anchor: { element: 'h2', id: 'signal' },
      },
    ],
  });
  assert.equal(hit.url, '/protocol/v3/smart-contracts/orchestrator?highlight=intent#signal');
  assert.equal(hit.section, 'Signalling an intent');
  assert.deepEqual(hit.excerpt[1], { text: 'signalIntent', marked: true });
});

test('a page without a title is shown by its URL', () => {
  assert.equal(toHit('en_2', { ...page, meta: {} }).title, page.url);
});
