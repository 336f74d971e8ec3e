import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AREA_FILTER } from '@site/src/data/search';
import type { Pagefind, PagefindResult, PagefindSearchOptions } from './pagefind';
import { pageWeights, queryWords, searchPages, subjectWords } from './searchPages';

// Queries misspelled or made up on purpose, and the starts of them the search tries:
// cspell:ignore verifcation verifcatio verifcati verifcat verifca verifc verif qqzzvv qqzz psdk

/**
 * A stand-in for Pagefind's search: each page holds words with a score; a
 * query finds the pages that hold every word (a word also matches longer
 * words it starts), scored by the sum; `null` with an area filter lists
 * the area's pages. It records the terms it was asked.
 */
function fakePagefind(pages: Record<string, { area: string; words: Record<string, number> }>) {
  const asked: (string | null)[] = [];
  const result = (id: string, score: number): PagefindResult => ({
    id,
    score,
    data: async () => ({ url: id, excerpt: '', meta: {} }),
  });
  const search: Pagefind['search'] = async (term: string | null, options?: PagefindSearchOptions) => {
    asked.push(term);
    const entries = Object.entries(pages);
    if (term === null) {
      const area = options?.filters?.[AREA_FILTER];
      return { results: entries.filter(([, page]) => page.area === area).map(([id]) => result(id, 0)) };
    }
    const terms = term.split(' ');
    const results = entries.flatMap(([id, page]) => {
      const scores = terms.map((t) =>
        Object.entries(page.words)
          .filter(([word]) => word.startsWith(t))
          .reduce((sum, [, score]) => sum + score, 0),
      );
      return scores.every((score) => score > 0)
        ? [
            result(
              id,
              scores.reduce((a, b) => a + b, 0),
            ),
          ]
        : [];
    });
    return { results: results.sort((a, b) => b.score - a.score) };
  };
  return { search, asked };
}

test('a query is read as Pagefind reads it, and its function words are left out', () => {
  assert.deepEqual(queryWords('  How do I buy USDC, with Venmo? '), ['how', 'do', 'i', 'buy', 'usdc', 'with', 'venmo']);
  assert.deepEqual(queryWords('npm install @zkp2p/sdk'), ['npm', 'install', 'zkp2psdk']);
  assert.deepEqual(subjectWords('Is my data private?'), ['data', 'private']);
  assert.deepEqual(subjectWords("what's the fee, and how long does it take"), ['fee', 'take']);
  assert.deepEqual(subjectWords('how many tiers'), ['tiers']);
  // Nothing but function words: they are all the reader gave, so they are kept.
  assert.deepEqual(subjectWords('how to'), ['how', 'to']);
  assert.deepEqual(subjectWords(' ?! '), []);
});

test("pages are ranked by score times their area's weight; a page with some of the words is a closest match", async () => {
  const { search } = fakePagefind({
    '/guides/buy': { area: 'guides', words: { buy: 2, usdc: 1, venmo: 2 } },
    '/developer/api': { area: 'developer', words: { buy: 2, usdc: 1, venmo: 2 } },
    '/blog/post': { area: 'blog', words: { buy: 2, usdc: 1, venmo: 2 } },
    '/guides/venmo': { area: 'guides', words: { buy: 3, venmo: 3 } },
    '/guides/usdc': { area: 'guides', words: { usdc: 4 } },
  });
  const weights = await pageWeights({ search });
  assert.equal(weights.get('/guides/buy'), 1.3);
  assert.equal(weights.get('/blog/post'), 0.6);
  assert.equal(weights.has('/developer/api'), false);

  const found = await searchPages({ pagefind: { search }, weights }, 'how do I buy USDC with Venmo');
  assert.deepEqual(
    found.map((match) => [match.result.id, Number(match.score.toFixed(2)), match.missing]),
    [
      ['/guides/buy', 6.5, []],
      // Two of three words, strongly: above a weaker page with all three.
      ['/guides/venmo', 5.2, ['usdc']],
      ['/developer/api', 5, []],
      ['/blog/post', 3, []],
      ['/guides/usdc', 1.73, ['buy', 'venmo']],
    ],
  );
});

test('a word found nowhere is tried again by its start, and the result is a closest match without it', async () => {
  const { search, asked } = fakePagefind({
    '/guides/verify': { area: 'protocol', words: { verification: 2 } },
  });
  const found = await searchPages({ pagefind: { search }, weights: new Map() }, 'verifcation');
  assert.deepEqual(
    found.map((match) => [match.result.id, match.missing]),
    [['/guides/verify', ['verifcation']]],
  );
  assert.deepEqual(asked, ['verifcation', 'verifcatio', 'verifcati', 'verifcat', 'verifca', 'verifc', 'verif']);
  // Pagefind passes over an unknown word in a longer query: its matches are closest matches without it.
  const { search: alsoKnown } = fakePagefind({
    '/guides/verify': { area: 'protocol', words: { verification: 2, order: 1 } },
  });
  const lenient: Pagefind['search'] = async (term, options) => {
    const known = term?.replace('verifcation', '').trim();
    return known === '' ? { results: [] } : alsoKnown(known ?? null, options);
  };
  assert.deepEqual(
    (await searchPages({ pagefind: { search: lenient }, weights: new Map() }, 'order verifcation')).map(
      (match) => match.missing,
    ),
    [['verifcation']],
  );
  // Nothing like it anywhere: nothing found, and no start shorter than four letters tried.
  asked.length = 0;
  assert.deepEqual(await searchPages({ pagefind: { search }, weights: new Map() }, 'qqzzvv'), []);
  assert.equal(asked.at(-1), 'qqzz');
});

test('one word with results is searched once; a phrase in quotes goes to Pagefind as written; at most `limit` results', async () => {
  const pages = Object.fromEntries(
    Array.from({ length: 12 }, (_, at) => [`/protocol/p${at}`, { area: 'protocol', words: { escrow: at + 1 } }]),
  );
  const { search, asked } = fakePagefind(pages);
  const found = await searchPages({ pagefind: { search }, weights: new Map() }, 'escrow', 3);
  assert.deepEqual(
    found.map((match) => match.result.id),
    ['/protocol/p11', '/protocol/p10', '/protocol/p9'],
  );
  assert.deepEqual(asked, ['escrow']);
  asked.length = 0;
  await searchPages({ pagefind: { search }, weights: new Map() }, '"escrow"', 3);
  assert.equal(asked[0], '"escrow"');
});
