/**
 * Why this replaces the theme's component: the site is dark only
 * (colorMode.disableSwitch), so the theme's toggle always renders nothing,
 * yet it brought the toggle and its two icons into every page's bundle.
 * Rendering nothing here keeps them out.
 */
import type { ReactNode } from 'react';

export default function NavbarColorModeToggle(): ReactNode {
  return null;
}
