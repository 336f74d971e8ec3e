import { useEffect, useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import { whenIdle } from '../../utils/whenIdle';
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
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    // Drawn tables: the observer reports their size after each layout.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // Tables the browser has not drawn yet (src/plugins/article-blocks) need
    // the answer too, before a keyboard user tabs to them or a checker looks.
    // Reading their widths lays such a table out, so each table does that in
    // an idle callback of its own: measured during hydration, the nine tables
    // of the longest API page made one 40 ms task (median Lighthouse total
    // blocking time there 271 ms, 115 ms with this).
    whenIdle(measure);
    // (An idle callback that comes after unmounting sets state React ignores.)
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
