import { useEffect, useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = ComponentProps<'table'>;

/**
 * A Markdown table in a container that scrolls sideways when the table is
 * wider than the column. When (and only when) it overflows, the container
 * becomes a named, focusable group, so keyboard users can scroll it and
 * screen readers announce it (WCAG 2.1.1; axe `scrollable-region-focusable`).
 * A group, not a region: a page may hold many such tables, and regions are
 * landmarks, which must each carry a different name (axe `landmark-unique`).
 */
export default function ScrollableTable(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    // Also while the browser has not drawn the table yet
    // (src/plugins/article-blocks): reading its widths lays out just this
    // table, and keyboard users and checkers need the answer before it is drawn.
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    // The outer block is what src/plugins/article-blocks may leave undrawn
    // (its global class marks it); the focusable scroller sits inside it.
    <div className={clsx(styles.block, 'table-block')}>
      <div
        ref={container}
        className={styles.scroller}
        {...(overflows ? { role: 'group', 'aria-label': 'Table, scrolls sideways', tabIndex: 0 } : {})}
      >
        <table {...props} />
      </div>
    </div>
  );
}
