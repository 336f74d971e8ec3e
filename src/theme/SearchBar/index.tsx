/**
 * Why this wrapper exists: the local-search dropdown ends with a "See all
 * results" link to /search, a results page the spec does not have
 * (src/plugins/search-local drops that route, so the link would open the
 * not-found page). The wrapper hides that link and nothing else: the search
 * box, its Ctrl/⌘ K shortcut and the results are the plugin's own.
 */
import type { ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): ReactNode {
  return (
    <div className={styles.searchBar}>
      <SearchBar {...props} />
    </div>
  );
}
