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

export const palette: readonly Swatch[] = [
  {
    name: 'Ramp mint',
    variable: '--site-color-mint',
    hex: '#3EE6A8',
    group: 'accent',
    role: 'text',
    use: 'Links, primary buttons, the money that moves',
  },
  {
    name: 'Proof violet',
    variable: '--site-color-violet',
    hex: '#A99BFF',
    group: 'accent',
    role: 'text',
    use: 'Verification in diagrams, notes',
  },
  {
    name: 'Escrow amber',
    variable: '--site-color-amber',
    hex: '#FFC15E',
    group: 'accent',
    role: 'text',
    use: 'Warnings, pending and locked states',
  },
  {
    name: 'Flare coral',
    variable: '--site-color-coral',
    hex: '#FF7B7B',
    group: 'accent',
    role: 'text',
    use: 'Danger notices and irreversible actions',
  },
  {
    name: 'Mist',
    variable: '--site-color-mist',
    hex: '#E8EBF2',
    group: 'neutral',
    role: 'text',
    use: 'Body text and headings',
  },
  {
    name: 'Slate',
    variable: '--site-color-slate',
    hex: '#A3ACBE',
    group: 'neutral',
    role: 'text',
    use: 'Secondary text, captions, metadata',
  },
  {
    name: 'Dusk',
    variable: '--site-color-dusk',
    hex: '#6B7489',
    group: 'neutral',
    role: 'large-text',
    use: 'Icons, diagram strokes, large labels',
  },
  {
    name: 'Seam',
    variable: '--site-color-seam',
    hex: '#2A3142',
    group: 'neutral',
    role: 'decoration',
    use: 'Borders and dividers',
  },
  {
    name: 'Vault',
    variable: '--site-color-vault',
    hex: '#151922',
    group: 'neutral',
    role: 'surface',
    use: 'Cards, code blocks, the footer',
  },
  {
    name: 'Ink',
    variable: '--site-color-ink',
    hex: '#0B0D12',
    group: 'neutral',
    role: 'surface',
    use: 'Page background',
  },
];

/** The background every text colour is checked against: Ink. */
export const siteBackground = '#0B0D12';

/** Looks a colour up by the last part of its variable, e.g. `color('mint')`. */
export function color(key: string): string {
  const swatch = palette.find((s) => s.variable === `--site-color-${key}`);
  if (!swatch) {
    throw new Error(`No palette colour "${key}"; known: ${palette.map((s) => s.variable.slice(13)).join(', ')}`);
  }
  return swatch.hex;
}
