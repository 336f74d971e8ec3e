/**
 * Why this file is ejected (not wrapped): the theme's map imports all nine
 * navbar item components, so every page shipped the locale and version
 * dropdowns, the dropdown menu and the HTML item, about 3.5 KiB of compressed
 * JavaScript this site never renders (one language, unversioned docs, no
 * dropdowns). This map lists the types the navbar uses. The theme's config
 * validation still rejects unknown types; a valid type missing here (say
 * `dropdown`) fails the build with the theme's "No NavbarItem component found
 * for type" error, and goes back in on that day.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  docSidebar: DocSidebarNavbarItem,
} satisfies Partial<ComponentTypesObject>;

export default ComponentTypes;
