/**
 * Change: renders the site's search box instead of the theme's empty
 * placeholder (a safe eject).
 *
 * The navbar's search box, with the Ctrl/⌘ K shortcut; the box itself is
 * src/components/SearchBox.
 */
import type { ReactNode } from 'react';
import SearchBox from '@site/src/components/SearchBox';

export default function SearchBar(): ReactNode {
  return <SearchBox inNavbar />;
}
