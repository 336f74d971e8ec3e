/**
 * Why this component replaces the theme's Tabs instead of wrapping it: the
 * theme's Tabs gives itself a new React key once the page has hydrated, so
 * every tab group (the npm / Yarn / pnpm commands, for one) is thrown away and
 * built again, code blocks and all, right after the first load. On the V3
 * onramp page that rebuilt about 1,100 elements and made the browser restyle
 * all 4,500 of the page's elements: the largest piece of its blocking time.
 * The key is inside the theme's component, so a wrapper cannot remove it.
 *
 * The remount is not needed here: the tab a reader chose before (stored, or in
 * the query string) is applied by the theme's own state hook in a layout
 * effect right after hydration, which re-renders only the tabs that change.
 * Everything else comes from the theme: its state hook and context (which the
 * theme's TabItem reads), its scroll-position blocker and its class names.
 */
import { useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';
import styles from './styles.module.css';

/** Where each key moves focus in a row of `count` tabs, from tab `index`. */
export function tabToFocus(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

function TabList({ className }: { className?: string }): ReactNode {
  const { selectedValue, selectValue, tabValues, block } = useTabs();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();

  const choose = (tab: HTMLLIElement) => {
    const value = tabValues[tabs.current.indexOf(tab)]?.value;
    if (value === undefined || value === selectedValue) return;
    // The page would jump as the panels change height: keep the tab where it is on screen.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(event.currentTarget);
      return;
    }
    const next = tabToFocus(event.key, tabs.current.indexOf(event.currentTarget), tabValues.length);
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[next]?.focus();
  };

  // ARIA in HTML allows these roles on a list and its items (the theme's
  // markup, which Infima styles); the lint rule knows a shorter list.
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', { 'tabs--block': block }, className)}>
      {tabValues.map(({ value, label, attributes }, index) => {
        const selected = value === selectedValue;
        return (
          <li
            key={value}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role
            role="tab"
            tabIndex={selected ? 0 : -1}
            aria-selected={selected}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            onKeyDown={onKeyDown}
            onClick={(event: MouseEvent<HTMLLIElement>) => choose(event.currentTarget)}
            {...attributes}
            className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, {
              'tabs__item--active': selected,
            })}
          >
            {label ?? value}
          </li>
        );
      })}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabs)}>
        {/* The theme puts a Tabs className on the list, not on the container: kept, for content written for it. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
