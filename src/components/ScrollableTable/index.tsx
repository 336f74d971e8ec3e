import { useEffect, useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import styles from './styles.module.css';

type Props = ComponentProps<'table'>;

/**
 * A Markdown table in a container that scrolls sideways when the table is
 * wider than the column. When (and only when) it overflows, the container
 * becomes a named, focusable group, so keyboard users can scroll it and
 * screen readers announce it (WCAG 2.1.1; axe `scrollable-region-focusable`).
 * A group, not a region: a page may hold many such tables, and regions are
 * landmarks, which must each carry a different name (axe `landmark-unique`).
 *
 * A table that overflows would otherwise keep every column at its narrowest
 * (its longest word), so on a phone a long name in the first column leaves
 * the description a few letters wide and each row a screen tall. Since it
 * scrolls anyway, its columns then get a readable minimum width.
 */
export default function ScrollableTable(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    // The observer reports the size once when it starts, then after each
    // layout that changes it (a narrower window, a font that arrives late).
    // It measures the table as laid out without the widened columns, which
    // would keep it overflowing once the window is wide enough.
    const observer = new ResizeObserver(() => {
      const widened = element.dataset.overflowing;
      delete element.dataset.overflowing;
      const overflowing = element.scrollWidth > element.clientWidth + 1;
      if (widened !== undefined) element.dataset.overflowing = widened;
      setOverflows(overflowing);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={container}
      className={styles.scroller}
      {...(overflows
        ? { role: 'group', 'aria-label': 'Table, scrolls sideways', tabIndex: 0, 'data-overflowing': '' }
        : {})}
    >
      <table {...props} />
    </div>
  );
}
