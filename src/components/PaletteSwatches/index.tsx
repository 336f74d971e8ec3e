import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { brandColour, brandColours, igniteGradient } from '@site/src/data/brandAssets';
import type { BrandColour, BrandColourGroup } from '@site/src/data/brandAssets';
import { formatRgb, hexToRgb } from '@site/src/utils/contrast';
import styles from './styles.module.css';

const from = brandColour(igniteGradient.from);
const to = brandColour(igniteGradient.to);

type Props = {
  /** Which published group to show; each colour name is an h4 under the caller's h3. */
  group: BrandColourGroup;
};

/** The line a screen reader hears after a copy, and the one it hears when copying fails. */
export function copyMessage(colour: BrandColour, copied: boolean): string {
  return copied
    ? `Copied ${colour.hex} (${colour.name}) to the clipboard.`
    : `Could not copy. ${colour.name} is ${colour.hex}: the value is selected, press Ctrl+C or ⌘+C.`;
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
  colour: BrandColour;
  ready: boolean;
  onCopy: (colour: BrandColour, hexElement: HTMLElement | null) => void;
};

function SwatchCard({ colour, ready, onCopy }: SwatchCardProps): ReactNode {
  const hexRef = useRef<HTMLElement>(null);
  return (
    <li className={styles.card}>
      <span className={styles.chip} style={{ background: colour.hex }} aria-hidden="true" />
      <div className={styles.body}>
        <h4 className={styles.name}>{colour.name}</h4>
        <dl className={styles.values}>
          <dt>Hex</dt>
          <dd>
            <code ref={hexRef}>{colour.hex}</code>
          </dd>
          <dt>RGB</dt>
          <dd>
            <code>{formatRgb(hexToRgb(colour.hex))}</code>
          </dd>
          <dt>Token</dt>
          <dd>
            <code>{colour.token}</code>
          </dd>
          <dt>Use</dt>
          <dd>{colour.use}</dd>
        </dl>
        <button type="button" className={styles.copy} disabled={!ready} onClick={() => onCopy(colour, hexRef.current)}>
          Copy <span className="sr-only">{colour.name} </span>hex
        </button>
      </div>
    </li>
  );
}

/**
 * Published Peer colours as swatches, rendered from src/data/brandAssets.ts:
 * name, hex, RGB, the project's token name and its use, with a copy button per
 * colour. The primary group ends with the Ignite gradient. Buttons work once
 * the page has hydrated; before that (or without JavaScript) every value is
 * plain text.
 */
export default function PaletteSwatches({ group }: Props): ReactNode {
  const ready = useIsHydrated();
  const [message, setMessage] = useState('');

  const copy = useCallback((colour: BrandColour, hexElement: HTMLElement | null) => {
    const write =
      typeof navigator !== 'undefined' && navigator.clipboard
        ? navigator.clipboard.writeText(colour.hex)
        : Promise.reject(new Error('no clipboard'));
    write.then(
      () => setMessage(copyMessage(colour, true)),
      () => {
        selectText(hexElement);
        setMessage(copyMessage(colour, false));
      },
    );
  }, []);

  return (
    <div className={styles.palette}>
      <ul className={styles.grid}>
        {brandColours
          .filter((colour) => colour.group === group)
          .map((colour) => (
            <SwatchCard key={colour.token} colour={colour} ready={ready} onCopy={copy} />
          ))}
      </ul>
      {group === 'primary' ? (
        // The Ignite gradient, drawn from its two published stops.
        <figure className={styles.gradient}>
          <span
            className={styles.gradientChip}
            style={{ background: `linear-gradient(90deg, ${from.hex}, ${to.hex})` }}
            aria-hidden="true"
          />
          <figcaption>
            Ignite gradient: {from.name} <code>{from.hex}</code> to {to.name} <code>{to.hex}</code>
          </figcaption>
        </figure>
      ) : null}
      <p className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
