/**
 * How the search box answers a query, over Pagefind's search API. Pagefind
 * returns only the pages that hold every word of a query (each word also
 * matches the longer words it starts, and English stems: "fee" finds
 * "fees"). Readers ask in sentences ("is my data private", "how do I buy
 * USDC with Venmo"), so:
 *
 * 1. The function words of the query ("is", "my", "how", "do", "I", …) are
 *    left out: the pages that hold all the other words are its matches.
 * 2. When two or more words are left, each is also searched on its own (a
 *    word found nowhere is tried again by its first letters, for typos), and
 *    a page that holds only some of them is a closest match: its score is
 *    the sum of its scores for the words it holds, times the share of the
 *    words it holds. A page that answers the question without using one of
 *    its words ("how much can I earn as a seller") is still found, and
 *    a query that matches no page as a whole still finds the pages that
 *    hold its words.
 * 3. Every score is multiplied by the weight of the page's area
 *    (`searchAreas`): user guides first, blog posts last, at equal
 *    relevance. The area of each page is read once from the index's area
 *    filter, so no result is loaded just to be ranked.
 */
import { AREA_FILTER, HIGHLIGHT_PARAM, MAX_RESULTS, SEARCH_META_WEIGHTS, searchAreas } from '@site/src/data/search';
import type { Pagefind, PagefindResult } from './pagefind';

/**
 * Words that carry no subject of their own: pronouns, articles,
 * prepositions, conjunctions, auxiliary verbs, question words and fillers,
 * written as Pagefind reads them (lower case, apostrophes dropped).
 */
// cspell:ignore youre isnt arent wasnt doesnt didnt dont couldnt wouldnt shouldnt whos
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [
    // Pronouns and determiners.
    'i im ive id ill me my mine myself we us our ours you youre your yours yourself',
    'he him his she her hers it its itself they them their theirs this that these those',
    'a an the some any each every all both either neither such own other another',
    // Prepositions and conjunctions.
    'of to in on at by for with without from into onto about as than via per',
    'and or but nor so if then else because while whether',
    // Auxiliary and modal verbs.
    'is isnt are arent was wasnt were be been being am',
    'do does doesnt did didnt dont done doing have has had having',
    'can cant cannot could couldnt will wont would wouldnt shall should shouldnt may might must',
    // Question words and fillers.
    'what whats which who whos whom whose when where wheres why how hows',
    'there theres here just also too very really much many more most please now still yet already ever',
  ]
    .join(' ')
    .split(' '),
);

/** Words that, after "how", ask for an amount or a time ("how long", "how many") rather than name a subject. */
const AFTER_HOW: ReadonlySet<string> = new Set(['long', 'much', 'many', 'often', 'soon', 'fast', 'far']);

/** What Pagefind's search API removes from a query: punctuation (dashes, brackets, quotes, `.`, `/`, `@`, …). */
const PUNCTUATION = /[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu;

/** The words of a query, as Pagefind reads them: split at white space, lower case, punctuation removed. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(PUNCTUATION, ''))
    .filter((word) => word !== '');
}

/**
 * The words of a query that name what the reader looks for: all but the
 * function words and the "long" of "how long" (or all, when nothing else
 * is left).
 */
export function subjectWords(query: string): string[] {
  const words = queryWords(query);
  const subject = words.filter(
    (word, at) => !FUNCTION_WORDS.has(word) && !(AFTER_HOW.has(word) && words[at - 1] === 'how'),
  );
  return subject.length > 0 ? subject : words;
}

/** Shortest start of a word that is tried when the word itself is found nowhere. */
const MIN_PREFIX = 4;
/** Most words of a query that are searched. */
const MAX_WORDS = 8;

export type Match = {
  result: PagefindResult;
  /** Pagefind's score (for a closest match: summed over its words, times their share), times the area's weight. */
  score: number;
  /** The subject words the page does not hold: empty for a match, not for a closest match. */
  missing: string[];
};

/** Weight of each page by its id, for the areas whose weight is not 1. */
export type PageWeights = ReadonlyMap<string, number>;

/** Pagefind, ready to search, with the weight of each page's area. */
export type Search = { pagefind: Pick<Pagefind, 'search'>; weights: PageWeights };

/** Words of context around a match in each excerpt. */
const EXCERPT_WORDS = 16;

/**
 * Sets Pagefind up as the search box uses it and reads the pages' weights.
 * Pagefind ranks headings above text and lifts a page whose title,
 * keywords, description or section hold the words (SEARCH_META_WEIGHTS).
 * No Web Worker: on an index this size a query takes a few milliseconds on
 * the page's own thread, and answers sooner without the messages to and
 * from a worker (and its 12 KB script).
 */
export async function openSearch(pagefind: Pagefind, siteBase: string): Promise<Search> {
  await pagefind.options({
    baseUrl: siteBase,
    excerptLength: EXCERPT_WORDS,
    highlightParam: HIGHLIGHT_PARAM,
    noWorker: true,
    ranking: { metaWeights: SEARCH_META_WEIGHTS },
  });
  await pagefind.init();
  // Resolves once Pagefind's WebAssembly and metadata are in: a query from
  // then on waits for nothing but its own index chunks.
  await pagefind.preload('');
  return { pagefind, weights: await pageWeights(pagefind) };
}

/** Reads the weight of every page of each weighted area from the index's area filter (a search without words). */
export async function pageWeights(pagefind: Pick<Pagefind, 'search'>): Promise<PageWeights> {
  const weights = new Map<string, number>();
  for (const area of searchAreas) {
    if (area.weight === 1) continue;
    const found = await pagefind.search(null, { filters: { [AREA_FILTER]: area.key } });
    for (const result of found?.results ?? []) weights.set(result.id, area.weight);
  }
  return weights;
}

/**
 * A page found by some of the words: the result to show (that of its best
 * word), its summed score, the words it holds and those only the start of
 * which it holds.
 */
type Partial = { result: PagefindResult; best: number; sum: number; words: Set<string>; starts: Set<string> };

/** The best pages for a query, at most `limit`, best first: matches and closest matches together. */
export async function searchPages(
  { pagefind, weights }: Search,
  query: string,
  limit: number = MAX_RESULTS,
): Promise<Match[]> {
  const weighed = (result: PagefindResult, score: number) => score * (weights.get(result.id) ?? 1);
  // Each term is searched once (a one-word query is also its own first word).
  const searched = new Map<string, Promise<readonly PagefindResult[]>>();
  const find = (term: string) => {
    const results = searched.get(term) ?? pagefind.search(term).then((found) => found?.results ?? []);
    searched.set(term, results);
    return results;
  };

  const words = subjectWords(query).slice(0, MAX_WORDS);
  if (words.length === 0) return [];
  // A query in double quotes is a phrase, which Pagefind finds as written.
  const phrase = /^\s*".+"\s*$/.test(query);
  const matches: Match[] = (await find(phrase ? query : words.join(' '))).map((result) => ({
    result,
    score: weighed(result, result.score),
    missing: [],
  }));

  if (words.length > 1 || matches.length === 0) {
    const partial = new Map<string, Partial>();
    for (const word of words) {
      let results = await find(word);
      const found = results.length > 0;
      // Pagefind passes over a word it does not know: its matches lack it.
      if (!found) for (const match of matches) match.missing.push(word);
      for (let length = word.length - 1; results.length === 0 && length >= MIN_PREFIX; length -= 1) {
        results = await find(word.slice(0, length));
      }
      for (const result of results) {
        const page = partial.get(result.id) ?? {
          result,
          best: result.score,
          sum: 0,
          words: new Set<string>(),
          starts: new Set<string>(),
        };
        page.sum += result.score;
        (found ? page.words : page.starts).add(word);
        // The excerpt shown comes from the word that matched the page best.
        if (result.score > page.best) Object.assign(page, { result, best: result.score });
        partial.set(result.id, page);
      }
    }
    const matched = new Set(matches.map((match) => match.result.id));
    for (const page of partial.values()) {
      if (matched.has(page.result.id)) continue;
      const share = (page.words.size + page.starts.size) / words.length;
      matches.push({
        result: page.result,
        score: weighed(page.result, page.sum * share),
        missing: words.filter((word) => !page.words.has(word)),
      });
    }
  }
  return matches.sort((a, b) => b.score - a.score).slice(0, limit);
}
