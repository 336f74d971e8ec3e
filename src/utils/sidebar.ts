/**
 * Shorthands for hand-written sidebars, so each `sidebars/<area>.ts` reads as
 * the learning order and nothing else.
 */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** One entry of a sidebar (doc id, category, link, ...). */
export type SidebarItem = Extract<SidebarsConfig[string], readonly unknown[]>[number];

/** Doc ids of pages in one folder: `inFolder('for-buyers', ['a', 'b'])` → `['for-buyers/a', 'for-buyers/b']`. */
export function inFolder(folder: string, pages: readonly string[]): string[] {
  return pages.map((page) => `${folder}/${page}`);
}

/** A category whose label opens `linkedDoc` (its overview) and lists `items` below it. */
export function section(label: string, linkedDoc: string, items: SidebarItem[]): SidebarItem {
  return { type: 'category', label, link: { type: 'doc', id: linkedDoc }, items };
}

/** A category with no page of its own (for sections that have no index route). */
export function group(label: string, items: SidebarItem[], open = false): SidebarItem {
  return { type: 'category', label, collapsed: !open, items };
}
