/**
 * The colours of this documentation site's own dark theme: the single source
 * of every colour the site paints. They were chosen for these docs and are
 * not the ZKP2P or Peer brand palette (the published brand colours are in
 * `brandAssets.ts`). The code theme, the site icon and the social card use
 * them, and a unit test checks that `src/css/custom.css` defines exactly
 * these values, so nothing can drift.
 */

/**
 * What a colour may be used for on the site background (Ink):
 * - `text`: any text, including body copy (contrast at least 4.5:1);
 * - `large-text`: text of 24 px, or 18.66 px bold, and up, icons and
 *   diagram strokes (at least 3:1);
 * - `decoration`: borders and dividers only, never text;
 * - `surface`: a background that text sits on.
 */
export type SwatchRole = 'text' | 'large-text' | 'decoration' | 'surface';

export type SwatchGroup = 'accent' | 'neutral';

export type Swatch = {
  /** Name of the colour in the site's theme. */
  name: string;
  /** CSS custom property the site defines for this colour. */
  variable: `--site-color-${string}`;
  /** Six-digit uppercase hex, e.g. #3EE6A8. */
  hex: string;
  group: SwatchGroup;
  role: SwatchRole;
  /** What the colour is for, in a few words. */
  use: string;
};

/** One colour: `key` names its variable, `--site-color-<key>`. */
function swatch(key: string, name: string, hex: string, group: SwatchGroup, role: SwatchRole, use: string): Swatch {
  return { name, variable: `--site-color-${key}`, hex, group, role, use };
}

export const palette: readonly Swatch[] = [
  swatch('mint', 'Ramp mint', '#3EE6A8', 'accent', 'text', 'Links, primary buttons, the money that moves'),
  swatch('violet', 'Proof violet', '#A99BFF', 'accent', 'text', 'Verification in diagrams, notes'),
  swatch('amber', 'Escrow amber', '#FFC15E', 'accent', 'text', 'Warnings, pending and locked states'),
  swatch('coral', 'Flare coral', '#FF7B7B', 'accent', 'text', 'Danger notices and irreversible actions'),
  swatch('mist', 'Mist', '#E8EBF2', 'neutral', 'text', 'Body text and headings'),
  swatch('slate', 'Slate', '#A3ACBE', 'neutral', 'text', 'Secondary text, captions, metadata'),
  swatch('dusk', 'Dusk', '#6B7489', 'neutral', 'large-text', 'Icons, diagram strokes, large labels'),
  swatch('seam', 'Seam', '#2A3142', 'neutral', 'decoration', 'Borders and dividers'),
  swatch('vault', 'Vault', '#151922', 'neutral', 'surface', 'Cards, code blocks, the footer'),
  swatch('ink', 'Ink', '#0B0D12', 'neutral', 'surface', 'Page background'),
];

/** Looks a colour up by the last part of its variable, e.g. `color('mint')`. */
export function color(key: string): string {
  const found = palette.find((s) => s.variable === `--site-color-${key}`);
  if (!found) {
    throw new Error(`No palette colour "${key}"; known: ${palette.map((s) => s.variable.slice(13)).join(', ')}`);
  }
  return found.hex;
}
