/**
 * Why this is ejected (ColorModeToggle is marked safe to eject): the site is
 * dark only (`colorMode.disableSwitch`), so the toggle never shows, yet the
 * theme's toggle and its icons would be in every page's bundle.
 * Change: renders nothing. If the switch is ever enabled, delete this file.
 */
import type { ReactNode } from 'react';

export default function ColorModeToggle(): ReactNode {
  return null;
}
