/**
 * The part of Pagefind's browser API (`/pagefind/pagefind.js`, written into
 * the build by src/plugins/pagefind) that the search box uses, and pure
 * helpers that turn its results into what a result shows: title, area,
 * section, excerpt. Pagefind publishes no types for this script, so the few
 * calls are declared here from its documentation (Search API, Search API
 * config, sub-results, highlighting).
 */
import { searchAreas } from '@site/src/data/search';
import { isAtOrUnder } from '@site/src/utils/canonicalUrl';
import type { SearchArea } from '@site/src/data/search';

export type PagefindOptions = {
  baseUrl?: string;
  excerptLength?: number;
  highlightParam?: string;
  /** Search on the page's own thread instead of in a Web Worker. */
  noWorker?: boolean;
  /** How much a query's words found in each search field (`title` and the fields the index adds) lift a page. */
  ranking?: { metaWeights?: Readonly<Record<string, number>> };
};

export type PagefindSearchOptions = {
  /** Only pages with these filter values. */
  filters?: Readonly<Record<string, string | readonly string[]>>;
};

export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  /** Present when the section starts at a heading with an id; absent for the top of the page. */
  anchor?: { element: string; id: string };
};

export type PagefindResultData = {
  url: string;
  excerpt: string;
  meta: Readonly<Record<string, string | undefined>>;
  sub_results?: readonly PagefindSubResult[];
};

export type PagefindResult = {
  id: string;
  /** How well the page matches the query; results come sorted by it. */
  score: number;
  data: () => Promise<PagefindResultData>;
};

export type Pagefind = {
  options: (options: PagefindOptions) => Promise<void>;
  init: () => Promise<void>;
  /** Loads what a search for `term` needs, without searching. */
  preload: (term: string) => Promise<void>;
  /** Pages that hold every word of `term` (all pages for `null`) and pass the filters; null when a newer search superseded this one. */
  search: (
    term: string | null,
    options?: PagefindSearchOptions,
  ) => Promise<{ results: readonly PagefindResult[] } | null>;
};

/** Whether a loaded module has the calls of Pagefind's search API. */
export function isPagefind(value: unknown): value is Pagefind {
  const calls = ['options', 'init', 'preload', 'search'] as const;
  return (
    typeof value === 'object' && value !== null && calls.every((call) => typeof Reflect.get(value, call) === 'function')
  );
}

export type PagefindHighlightOptions = {
  highlightParam?: string;
  /** Where to mark the words: a selector, or the whole body. */
  markContext?: string;
  /** mark.js options: the marks' class, and selectors of elements whose own text is not marked. */
  markOptions?: { className: string; exclude: readonly string[] };
  /** Pagefind's own styles for the marks (an inline style element); off here. */
  addStyles?: boolean;
};

/** The class `/pagefind/pagefind-highlight.js` defines; constructing it marks the words named in the URL. */
export type PagefindHighlight = new (options: PagefindHighlightOptions) => unknown;

export function isPagefindHighlight(value: unknown): value is PagefindHighlight {
  return typeof value === 'function';
}

/** The area a page belongs to, by its path (`/protocol/v3/…` → Protocol). */
export function areaOf(url: string): SearchArea | undefined {
  const pathname = url.replace(/[?#].*$/, '');
  return searchAreas.find((area) => isAtOrUnder(pathname, area.path));
}

export type ExcerptPart = { text: string; marked: boolean };

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references Pagefind writes into excerpts (`&lt;`, `&#39;`, `&#x27;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a Pagefind excerpt (escaped text with `<mark>` around the matched
 * words) into plain text parts, so it is rendered as text, never as markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece !== '') parts.push({ text: decodeEntities(piece), marked });
  }
  return parts;
}

export type Hit = {
  id: string;
  title: string;
  url: string;
  /** The docs area or the blog. */
  area?: string;
  /** The heading of the page section that matched best, when that is not the top of the page. */
  section?: string;
  excerpt: ExcerptPart[];
};

/**
 * What one result shows: the page title, its area, the section of the page
 * that matched best (Pagefind's first sub-result, when it starts at a heading)
 * and the excerpt there. The link goes to that section.
 */
export function toHit(id: string, data: PagefindResultData): Hit {
  const title = data.meta.title?.trim() || data.url;
  const best = data.sub_results?.[0];
  const inSection = best?.anchor !== undefined && best.title.trim() !== '' && best.title.trim() !== title;
  return {
    id,
    title,
    url: inSection ? best.url : data.url,
    area: areaOf(data.url)?.label,
    section: inSection ? best.title.trim() : undefined,
    excerpt: excerptParts(inSection ? best.excerpt : data.excerpt),
  };
}
