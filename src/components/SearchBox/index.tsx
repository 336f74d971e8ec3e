/**
 * The site's search box, over the Pagefind index that src/plugins/pagefind
 * writes into the build: in the navbar (src/theme/SearchBar, with the
 * Ctrl/⌘ K shortcut) and on the not-found page.
 *
 * - Nothing of Pagefind (its script, WebAssembly or index) is fetched until a
 *   reader reaches for the box: presses on it, types into it, or presses
 *   Ctrl/⌘ K. Tabbing past it loads nothing.
 * - A query is answered as ./searchPages.ts says: without its function
 *   words, and word by word; a page that lacks some of the words is marked
 *   as a closest match, naming the words it lacks.
 * - An ARIA combobox: arrow keys move through the results, Enter opens one,
 *   Escape closes the list (and clears the box when it is already closed).
 * - Each result shows the page title, its area (and the section of the page
 *   that matched best) and an excerpt, rendered as text. A result opens its
 *   page with the searched words in the URL; that page loads Pagefind's
 *   highlight script and marks them.
 * - The dev server builds no index: the box says so instead of failing.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import clsx from 'clsx';
import { useHistory, useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  EMPTY_STATE,
  HIGHLIGHT_PARAM,
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  PAGEFIND_BUNDLE,
  SEARCH_EXCLUDED,
  SEARCH_ROOT,
} from '@site/src/data/search';
import { isPagefind, isPagefindHighlight, toHit } from './pagefind';
import type { Hit } from './pagefind';
import { openSearch, searchPages } from './searchPages';
import type { Search } from './searchPages';
import styles from './styles.module.css';

type Props = {
  /**
   * The navbar's box: Ctrl/⌘ K focuses it (with a hint), and it marks the
   * searched words on a page opened from a result. Otherwise the box fills
   * its container's width.
   */
  inNavbar?: boolean;
};

/** A result, with the words of the query its page does not hold (a closest match; none for a match). */
type Found = Hit & { missing: string[] };

/** Where the search stands: nothing loaded yet, loading, ready, failed to load, or no index (dev server). */
type Status = 'idle' | 'loading' | 'ready' | 'failed' | 'unavailable';

const IN_DEV_SERVER = process.env.NODE_ENV === 'development';

const MESSAGES = {
  loading: 'Loading search…',
  failed: 'Search could not be loaded. Check your connection and try again.',
  unavailable: 'Search has no index in the dev server. Run npm run build, then npm run serve, to try it.',
} as const;

/**
 * Where words are not marked: what the index leaves out, and what Pagefind
 * skips by itself (mark.js tests each text's parent, hence `x *` too).
 */
const MARK_EXCLUDED = [...SEARCH_EXCLUDED, 'nav', 'footer', 'form', 'label'].flatMap((selector) => [
  selector,
  `${selector} *`,
]);

/** Pagefind, once loaded: later pages (client-side navigation) and other boxes reuse it. */
let pagefind: Promise<Search> | undefined;

function loadPagefind(siteBase: string, bundle: string): Promise<Search> {
  if (pagefind) return pagefind;
  const loading = import(/* webpackIgnore: true */ `${bundle}pagefind.js`).then(async (module: unknown) => {
    if (!isPagefind(module)) throw new Error(`${bundle}pagefind.js is not Pagefind's search API`);
    return openSearch(module, siteBase);
  });
  pagefind = loading;
  // A failed load (offline, a new deploy) is tried again the next time.
  loading.catch(() => {
    if (pagefind === loading) pagefind = undefined;
  });
  return loading;
}

/** Marks the searched words on a page opened from a result (Pagefind's highlight script). */
async function highlightSearchedWords(bundle: string): Promise<void> {
  await import(/* webpackIgnore: true */ `${bundle}pagefind-highlight.js`);
  // The script defines the class as a global; it exports nothing.
  const PagefindHighlight: unknown = Reflect.get(globalThis, 'PagefindHighlight');
  if (!isPagefindHighlight(PagefindHighlight)) return;
  // Styles come from ./styles.module.css: Pagefind's own would be an inline style element.
  new PagefindHighlight({
    highlightParam: HIGHLIGHT_PARAM,
    markContext: SEARCH_ROOT,
    markOptions: { className: 'pagefind-highlight', exclude: MARK_EXCLUDED },
    addStyles: false,
  });
}

export default function SearchBox({ inNavbar = false }: Props): ReactNode {
  const siteBase = useBaseUrl('/');
  const bundle = useBaseUrl(PAGEFIND_BUNDLE);
  const history = useHistory();
  const { search: locationSearch, pathname } = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const listId = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ query: string; hits: Found[] } | undefined>();
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  // The server draws the hint for Ctrl; a Mac shows ⌘ once the page is live.
  const isBrowser = useIsBrowser();
  const shortcut = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ K' : 'Ctrl K';

  /** The reader reached for search: load Pagefind (once) and open the list. */
  const reach = useCallback((): Promise<Search> | undefined => {
    setOpen(true);
    if (IN_DEV_SERVER) {
      setStatus('unavailable');
      return undefined;
    }
    const loading = loadPagefind(siteBase, bundle);
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    loading.then(
      () => setStatus('ready'),
      () => setStatus('failed'),
    );
    return loading;
  }, [siteBase, bundle]);

  const search = useCallback(
    async (term: string) => {
      const run = (latest.current += 1);
      const loading = reach();
      if (!loading || term.trim() === '') return;
      try {
        const found = await searchPages(await loading, term.slice(0, MAX_QUERY_LENGTH), MAX_RESULTS);
        if (run !== latest.current) return;
        const hits = await Promise.all(
          found.map(async ({ result, missing }) => ({ ...toHit(result.id, await result.data()), missing })),
        );
        if (run !== latest.current) return;
        setResults({ query: term, hits });
        setActive(0);
      } catch {
        if (run === latest.current) setStatus('failed');
      }
    },
    [reach],
  );

  useEffect(() => {
    if (!inNavbar) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const modifier = event.ctrlKey || event.metaKey;
      if (event.key.toLowerCase() !== 'k' || !modifier || event.altKey || event.shiftKey) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
      reach();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [reach, inNavbar]);

  useEffect(() => {
    // One box per page marks the words: the navbar's.
    if (!inNavbar || IN_DEV_SERVER || !new URLSearchParams(locationSearch).has(HIGHLIGHT_PARAM)) return;
    highlightSearchedWords(bundle).catch(() => {
      // Highlighting is a help, not the page: without it the page reads the same.
    });
  }, [bundle, pathname, locationSearch, inNavbar]);

  const hits = query.trim() === '' ? [] : (results?.hits ?? []);
  const message =
    status === 'unavailable' || status === 'failed'
      ? MESSAGES[status]
      : query.trim() === ''
        ? ''
        : results === undefined
          ? MESSAGES.loading
          : results.hits.length === 0 && results.query === query
            ? EMPTY_STATE
            : '';
  const listShown = open && hits.length > 0;
  const messageShown = open && message !== '';

  function go(hit: Found | undefined): void {
    if (!hit) return;
    setOpen(false);
    input.current?.blur();
    history.push(hit.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      if (!listShown) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      if (!listShown) return;
      event.preventDefault();
      go(hits[active]);
    } else if (event.key === 'Escape') {
      if (open && (listShown || messageShown)) setOpen(false);
      else if (query !== '') setQuery('');
      else return;
      event.preventDefault();
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  const closest = hits.filter((hit) => hit.missing.length > 0).length;
  const count = closest === 0 ? `${hits.length} results` : `${hits.length} results, ${closest} of them closest matches`;

  return (
    <div className={clsx(styles.searchBox, !inNavbar && styles.inPage)} data-search-status={status}>
      <input
        ref={input}
        type="search"
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        aria-label="Search the docs and the blog"
        aria-keyshortcuts={inNavbar ? 'Control+K Meta+K' : undefined}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listShown}
        aria-controls={listId}
        aria-activedescendant={listShown ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onPointerDown={reach}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          void search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {inNavbar && (
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </kbd>
      )}
      <div className={styles.panel}>
        <div
          id={listId}
          role="listbox"
          aria-label="Search results"
          // Results of an earlier query stay until those of the current one arrive.
          aria-busy={results !== undefined && results.query !== query}
          className={styles.results}
          hidden={!listShown}
        >
          {hits.map((hit, index) => (
            // The combobox keeps focus and takes the keys (aria-activedescendant); an option never has focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={hit.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.result}
              onPointerDown={(event) => event.preventDefault()}
              onPointerMove={() => setActive(index)}
              onClick={() => go(hit)}
            >
              <span className={styles.title}>{hit.title}</span>
              {hit.area && (
                <span className={styles.where}>{hit.section ? `${hit.area} › ${hit.section}` : hit.area}</span>
              )}
              {hit.missing.length > 0 && (
                <span className={styles.closest}>Closest match, without “{hit.missing.join('”, “')}”</span>
              )}
              <span className={styles.excerpt}>
                {hit.excerpt.map((part, at) => (part.marked ? <mark key={at}>{part.text}</mark> : part.text))}
              </span>
            </div>
          ))}
        </div>
        {/* One live region, always present so that changes are announced: the
            message when there is one (shown), else the number of results (read only). */}
        <p role="status" className={messageShown ? styles.message : 'sr-only'}>
          {messageShown ? message : listShown ? count : ''}
        </p>
      </div>
    </div>
  );
}
