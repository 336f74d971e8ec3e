/**
 * Longest query, in characters; longer pasted or typed text is cut by the
 * browser. Nothing on the site is found by a longer one, and it keeps every
 * query a short piece of work for the search in the browser.
 */
export const MAX_QUERY_LENGTH = 100;

/** Results shown for a query; the best ones, in Pagefind's order. */
export const MAX_RESULTS = 8;

/**
 * The query parameter a result adds to the page it opens: the words to
 * highlight there (Pagefind's `highlightParam`).
 */
export const HIGHLIGHT_PARAM = 'highlight';

/** Shown when a query finds nothing. */
export const EMPTY_STATE = 'No matching pages. Try a contract, a payment app or a page title.';

/** Where the search bundle of the build lives (src/plugins/pagefind writes it), from the site's base URL. */
export const PAGEFIND_BUNDLE = '/pagefind/';

/** The element of a page whose text is indexed, and where a result's words are marked: the article. */
export const SEARCH_ROOT = 'main article';

/**
 * Parts of the article that are not indexed or marked: heading anchors,
 * buttons (the copy button of a code block among them), the mobile
 * table-of-contents toggle, tab labels, the Markdown link and a post's date,
 * reading time and authors, and whatever a component marks with Pagefind's
 * `data-pagefind-ignore` (the page actions, "Report a problem"). (Pagefind
 * also skips `nav`, `footer`, `form`, `label`, `svg` and `script` by itself.)
 * Code blocks are indexed, with less weight than prose (`SEARCH_WEIGHTS`):
 * a developer finds a page by the command or identifier it shows.
 */
export const SEARCH_EXCLUDED: readonly string[] = [
  '.hash-link',
  'button',
  '.theme-doc-toc-mobile',
  '[role="tablist"]',
  'a[type="text/markdown"]',
  'header > div',
  '.theme-last-updated',
  '[data-pagefind-ignore]',
];

/**
 * Weights of parts of the article (Pagefind's `data-pagefind-weight`, 1 for
 * prose; Pagefind squares it): a word in a code block counts a quarter of a
 * word in a sentence, so code finds its page without crowding out the pages
 * that explain in words.
 */
export const SEARCH_WEIGHTS: readonly { selector: string; weight: number }[] = [
  { selector: '.theme-code-block', weight: 0.5 },
];

/**
 * Search fields taken from the page's head, each from the `content` of a
 * meta element: `keywords` holds the words readers search with that the
 * page answers (the `keywords` of its front matter), `description` its
 * summary.
 */
export const SEARCH_META_FIELDS: Readonly<Record<string, string>> = {
  keywords: 'meta[name="keywords"]',
  description: 'meta[name="description"]',
};

/**
 * How much a query's words found in a field lift a page (Pagefind's
 * `ranking.metaWeights`): the title (the h1) most, then the keywords, then
 * the description. Text found only in the body counts 1.
 */
export const SEARCH_META_WEIGHTS: Readonly<Record<string, number>> = {
  title: 5,
  keywords: 4,
  description: 2,
  section: 1,
};

/**
 * A search field that names where each page sits: its area's label and its
 * breadcrumbs (the sidebar category and the page's sidebar label), so that
 * "developer", "seller" or "APR" finds the pages filed there.
 */
export const SECTION_FIELD = 'section';
export const SECTION_SELECTOR = '.theme-doc-breadcrumbs';

/** The Pagefind filter that holds each page's area (`SearchArea.key`), so that results are weighed by area without loading them. */
export const AREA_FILTER = 'area';

export type SearchArea = {
  /** Its value in the `AREA_FILTER` of the index. */
  key: string;
  /** Route prefix of the area's pages. */
  path: string;
  /** Its name, shown on each result. */
  label: string;
  /**
   * Its results' scores are multiplied by this: readers ask in plain words,
   * and the user guides answer them; blog posts are dated news, and yield to
   * the pages kept current.
   */
  weight: number;
};

/** The parts of the site that are searched, by route prefix; each result names its area. */
export const searchAreas: readonly SearchArea[] = [
  { key: 'guides', path: '/guides', label: 'User guides', weight: 1.3 },
  { key: 'protocol', path: '/protocol', label: 'Protocol', weight: 1 },
  { key: 'developer', path: '/developer', label: 'Developer', weight: 1 },
  { key: 'brand-kit', path: '/brand-kit', label: 'Brand kit', weight: 1 },
  { key: 'blog', path: '/blog', label: 'Blog', weight: 0.6 },
];
