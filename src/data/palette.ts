/**
 * The ZKP2P colour palette. The brand kit renders its swatches from this list,
 * and a unit test checks that `src/css/custom.css` uses exactly these values,
 * so the kit and the site cannot drift apart.
 */
export type Swatch = {
  /** Display name in the brand kit. */
  name: string;
  /** CSS custom property the site defines for this colour. */
  variable: `--site-${string}`;
  /** Six-digit uppercase hex, e.g. #3EE6A8. */
  hex: string;
  /** What the colour is for. */
  use: string;
};

export const palette: readonly Swatch[] = [
  { name: 'Ramp mint', variable: '--site-color-mint', hex: '#3EE6A8', use: 'Primary: links, buttons, the mark' },
  {
    name: 'Proof violet',
    variable: '--site-color-violet',
    hex: '#A99BFF',
    use: 'Accent: proofs, highlights, diagrams',
  },
  { name: 'Escrow amber', variable: '--site-color-amber', hex: '#FFC15E', use: 'Warnings and pending states' },
  { name: 'Ink', variable: '--site-color-ink', hex: '#0B0D12', use: 'Page background' },
  { name: 'Vault', variable: '--site-color-vault', hex: '#151922', use: 'Cards, code blocks, navbar' },
  { name: 'Seam', variable: '--site-color-seam', hex: '#2A3142', use: 'Borders and dividers' },
  { name: 'Mist', variable: '--site-color-mist', hex: '#E8EBF2', use: 'Body text' },
  { name: 'Slate', variable: '--site-color-slate', hex: '#A3ACBE', use: 'Secondary text' },
];

/** The background every text colour is checked against. */
export const siteBackground = '#0B0D12';
