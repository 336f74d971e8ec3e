import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { palette, siteBackground } from '@site/src/data/palette';
import type { Swatch, SwatchGroup, SwatchRole } from '@site/src/data/palette';
import { contrastRatio, formatRatio, formatRgb, hexToRgb } from '@site/src/utils/contrast';
import styles from './styles.module.css';

type Props = {
  /** Which part of the palette to show; each swatch name is an h4 under the caller's h3. */
  group: SwatchGroup;
};

/** How the kit states each role, next to the measured ratio. */
export const roleLabels: Readonly<Record<SwatchRole, string>> = {
  text: 'Text of any size (AA)',
  'large-text': 'Large text, icons and strokes only',
  decoration: 'Borders and dividers only, never text',
  surface: 'Background for text',
};

/** The line a screen reader hears after a copy, and the one it hears when copying fails. */
export function copyMessage(swatch: Swatch, copied: boolean): string {
  return copied
    ? `Copied ${swatch.hex} (${swatch.name}) to the clipboard.`
    : `Could not copy. ${swatch.name} is ${swatch.hex}: the value is selected, press Ctrl+C or ⌘+C.`;
}

/** Selects an element's text, so a reader can copy it by hand when the clipboard is refused. */
function selectText(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

const noSubscription = () => () => undefined;

/** False in the server render and during hydration, true once the page runs in the browser. */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type SwatchCardProps = {
  swatch: Swatch;
  ready: boolean;
  onCopy: (swatch: Swatch, hexElement: HTMLElement | null) => void;
};

function SwatchCard({ swatch, ready, onCopy }: SwatchCardProps): ReactNode {
  const hexRef = useRef<HTMLElement>(null);
  const ratio = contrastRatio(swatch.hex, siteBackground);
  const isBackground = swatch.hex === siteBackground;
  return (
    <li className={styles.card}>
      {/* The chip paints the site's own CSS variable: what you see is what the site uses. */}
      <span className={styles.chip} style={{ background: `var(${swatch.variable})` }} aria-hidden="true" />
      <div className={styles.body}>
        <h4 className={styles.name}>{swatch.name}</h4>
        <dl className={styles.values}>
          <dt>Hex</dt>
          <dd>
            <code ref={hexRef}>{swatch.hex}</code>
          </dd>
          <dt>RGB</dt>
          <dd>
            <code>{formatRgb(hexToRgb(swatch.hex))}</code>
          </dd>
          <dt>CSS</dt>
          <dd>
            <code>{swatch.variable}</code>
          </dd>
          <dt>On Ink</dt>
          <dd>{isBackground ? 'The site background' : `${formatRatio(ratio)}`}</dd>
          <dt>Use</dt>
          <dd>
            <strong className={styles[swatch.role === 'large-text' ? 'largeText' : swatch.role]}>
              {roleLabels[swatch.role]}
            </strong>
            <br />
            {swatch.use}
          </dd>
        </dl>
        <button type="button" className={styles.copy} disabled={!ready} onClick={() => onCopy(swatch, hexRef.current)}>
          Copy <span className="sr-only">{swatch.name} </span>hex
        </button>
      </div>
    </li>
  );
}

/**
 * The palette as swatches, rendered from src/data/palette.ts: name, hex, RGB,
 * CSS variable, contrast on the site background and the role that ratio
 * allows, with a copy button per colour. Buttons work once the page has
 * hydrated; before that (or without JavaScript) every value is plain text.
 */
export default function PaletteSwatches({ group }: Props): ReactNode {
  const ready = useIsHydrated();
  const [message, setMessage] = useState('');

  const copy = useCallback((swatch: Swatch, hexElement: HTMLElement | null) => {
    const write =
      typeof navigator !== 'undefined' && navigator.clipboard
        ? navigator.clipboard.writeText(swatch.hex)
        : Promise.reject(new Error('no clipboard'));
    write.then(
      () => setMessage(copyMessage(swatch, true)),
      () => {
        selectText(hexElement);
        setMessage(copyMessage(swatch, false));
      },
    );
  }, []);

  return (
    <div className={styles.palette}>
      <ul className={styles.grid}>
        {palette
          .filter((swatch) => swatch.group === group)
          .map((swatch) => (
            <SwatchCard key={swatch.variable} swatch={swatch} ready={ready} onCopy={copy} />
          ))}
      </ul>
      <p className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
