/**
 * Safe eject of the theme's empty SearchBar: the navbar's search box, with
 * the Ctrl/⌘ K shortcut. The box itself is src/components/SearchBox.
 */
import type { ReactNode } from 'react';
import SearchBox from '@site/src/components/SearchBox';

export default function SearchBar(): ReactNode {
  return <SearchBox inNavbar />;
}
