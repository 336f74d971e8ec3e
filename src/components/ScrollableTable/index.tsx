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
 */
export default function ScrollableTable(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    // The observer reports the size once when it starts, then after each
    // layout that changes it (a narrower window, a font that arrives late).
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={container}
      className={styles.scroller}
      {...(overflows ? { role: 'group', 'aria-label': 'Table, scrolls sideways', tabIndex: 0 } : {})}
    >
      <table {...props} />
    </div>
  );
}
