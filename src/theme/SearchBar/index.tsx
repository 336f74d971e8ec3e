/**
 * Why this wrapper exists: two small fixes around the local-search box of
 * @easyops-cn/docusaurus-search-local, which stays the plugin's own (search
 * box, Ctrl/⌘ K, results, highlighting):
 * - the dropdown ends with a "See all results" link to /search, a results
 *   page the spec does not have (src/plugins/search-local drops the route);
 *   the stylesheet hides it;
 * - queries are capped at MAX_QUERY_LENGTH characters: Lunr's fuzzy matching
 *   of one very long word takes seconds in the search worker (500 characters:
 *   about 6 s), and later queries wait behind it. The plugin renders the
 *   input, so the cap is set on it after mount.
 */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/** Longest query, in characters; longer pasted or typed text is cut by the browser. */
export const MAX_QUERY_LENGTH = 100;

export default function SearchBarWrapper(props: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    box.current?.querySelector('input')?.setAttribute('maxlength', String(MAX_QUERY_LENGTH));
  }, []);

  return (
    <div className={styles.searchBar} ref={box}>
      <SearchBar {...props} />
    </div>
  );
}
