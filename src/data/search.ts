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
 * Parts of the article that are not indexed or marked: code blocks, heading
 * anchors, buttons, the mobile table-of-contents toggle, tab labels, the
 * Markdown link and a post's date, reading time and authors, and whatever a
 * component marks with Pagefind's `data-pagefind-ignore` (the page actions,
 * "Report a problem"). (Pagefind also skips `nav`, `footer`, `form`, `label`,
 * `svg` and `script` by itself.)
 */
export const SEARCH_EXCLUDED: readonly string[] = [
  '.theme-code-block',
  '.hash-link',
  'button',
  '.theme-doc-toc-mobile',
  '[role="tablist"]',
  'a[type="text/markdown"]',
  'header > div',
  '.theme-last-updated',
  '[data-pagefind-ignore]',
];

export type SearchArea = {
  /** Route prefix of the area's pages. */
  path: string;
  /** Its name, shown on each result. */
  label: string;
};

/** The parts of the site that are searched, by route prefix; each result names its area. */
export const searchAreas: readonly SearchArea[] = [
  { path: '/guides', label: 'User guides' },
  { path: '/protocol', label: 'Protocol' },
  { path: '/developer', label: 'Developer' },
  { path: '/brand-kit', label: 'Brand kit' },
  { path: '/blog', label: 'Blog' },
];
