import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { GlossaryId } from '@site/src/data/glossary';
import { componentData } from '@site/src/utils/componentData';
import type { GlossaryTermData } from './data';
import styles from './styles.module.css';

type Props = {
  /** An entry of `src/data/glossary.ts`; its definition arrives as `data` when the page compiles. */
  id?: GlossaryId;
  /** The entry's name, definition and link (`glossaryTermData()` in `./data.ts`). */
  data?: GlossaryTermData;
  /** The words as the sentence uses them ("escrow", "intents"). */
  children: ReactNode;
};

/** Keeps the tooltip this far from the window's edges. */
const MARGIN = 8;

/**
 * A protocol term in running text: a link to its glossary section, with its
 * definition (in the page's HTML) as a `role="tooltip"` named by
 * `aria-describedby`. It shows while the pointer is over the term or the
 * tooltip, or while the link has focus; Esc hides it until the next hover or
 * focus. Positioned absolutely, it moves nothing, and is nudged left to stay in the window.
 */
export default function GlossaryTerm({ data, children }: Props): ReactNode {
  const entry = componentData('GlossaryTerm', data);
  const tooltipId = useId();
  const tooltip = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [shift, setShift] = useState(0);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  useLayoutEffect(() => {
    const element = tooltip.current;
    if (!open || !element) return;
    const { left, right } = element.getBoundingClientRect();
    const base = left + shift;
    const overflow = base + (right - left) - (document.documentElement.clientWidth - MARGIN);
    setShift(Math.max(0, Math.min(overflow, base - MARGIN)));
    // Measured once per opening; `shift` is what this sets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    // Hover only shows the definition; the keyboard's way to it is the link's focus.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className={styles.wrapper}
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <Link
        to={entry.href}
        className={styles.term}
        aria-describedby={tooltipId}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
      >
        {children}
      </Link>
      <span
        ref={tooltip}
        id={tooltipId}
        role="tooltip"
        className={clsx(styles.tooltip, open && styles.open)}
        style={shift ? { left: -shift } : undefined}
        data-pagefind-ignore="all"
      >
        <span className={styles.name}>{entry.term}</span> {entry.definition}
      </span>
    </span>
  );
}
