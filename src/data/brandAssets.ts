/**
 * What the project has published about the Peer brand, as data: the colour
 * values, where the official logo files are, and the names of the two files
 * this site offers for download (the colour values as CSS and as JSON).
 *
 * Only published values belong here. Every entry comes from the `zkp2p/docs`
 * repository at `brandSource.commit` (the brand kit page, the design-system
 * rules and the tokens of its `src/brand` package). `scripts/brand-assets.ts`
 * writes the downloads from this list, the brand kit renders its swatches and
 * logo links from it, and tests/unit/brand.test.ts checks that the committed
 * downloads hold exactly these values.
 */

/** The repository and commit every brand fact on the site was read from. */
export const brandSource = {
  repository: 'https://github.com/zkp2p/docs',
  commit: '6425a54d0663c22772fd480fa0f4c858706fe831',
  /** The commit's date, as the reader sees it. */
  date: '1 July 2026',
} as const;

/** Where a colour sits in the published material. */
export type BrandColourGroup = 'primary' | 'extended' | 'status';

export type BrandColour = {
  /** The name the project gives the colour. */
  name: string;
  /** The project's design-token name (camelCase, as in its `colors` tokens). */
  token: string;
  /** Six-digit upper-case hex, as published. */
  hex: string;
  group: BrandColourGroup;
  /** What the project says the colour is for, in our words. */
  use: string;
};

export const brandColours: readonly BrandColour[] = [
  { name: 'Black', token: 'black', hex: '#000000', group: 'primary', use: 'Main background' },
  { name: 'White', token: 'white', hex: '#FFFFFF', group: 'primary', use: 'Main text on dark backgrounds' },
  { name: 'Light Grey', token: 'lightGrey', hex: '#EEEEEE', group: 'primary', use: 'Light backgrounds and borders' },
  {
    name: 'Ignite Yellow',
    token: 'igniteYellow',
    hex: '#FFE500',
    group: 'primary',
    use: 'First stop of the Ignite gradient',
  },
  { name: 'Ignite Red', token: 'igniteRed', hex: '#FF3A33', group: 'primary', use: 'Last stop of the Ignite gradient' },
  { name: 'Rich Black', token: 'richBlack', hex: '#181818', group: 'extended', use: 'Cards and raised surfaces' },
  { name: 'Obsidian', token: 'obsidian', hex: '#101010', group: 'extended', use: 'Darker text backgrounds' },
  { name: 'Grey', token: 'grey', hex: '#777777', group: 'extended', use: 'Secondary and muted text' },
  { name: 'Success', token: 'success', hex: '#4BB543', group: 'status', use: 'Success states' },
  { name: 'Warning', token: 'warning', hex: '#FFC107', group: 'status', use: 'Warning states' },
  { name: 'Error', token: 'error', hex: '#FF4040', group: 'status', use: 'Error states' },
  { name: 'Link', token: 'link', hex: '#1F95E2', group: 'status', use: 'Links and interactive elements' },
];

/** The Ignite gradient as published: from Ignite Yellow to Ignite Red. */
export const igniteGradient = { from: 'igniteYellow', to: 'igniteRed' } as const;

/** A colour by its token; throws on an unknown token, so a typo fails the build. */
export function brandColour(token: string): BrandColour {
  const found = brandColours.find((colour) => colour.token === token);
  if (!found) throw new Error(`No published brand colour "${token}"`);
  return found;
}

export type OfficialLogo = {
  /** How the brand kit names the file. */
  label: string;
  /** What the project says it is for, in our words. */
  use: string;
  /** Path of the file in the `zkp2p/docs` repository at `brandSource.commit`. */
  path: string;
  format: 'SVG' | 'PNG' | 'ZIP';
};

/** The official logo files, which stay in the project's repository: this site copies none of them. */
export const officialLogos: readonly OfficialLogo[] = [
  {
    label: 'Colour (gradient) logo',
    use: 'The first choice, on dark backgrounds',
    path: 'static/img/brand-kit/logos/peer-logo-colour.svg',
    format: 'SVG',
  },
  {
    label: 'White logo',
    use: 'Dark backgrounds where the gradient does not suit',
    path: 'static/img/brand-kit/logos/peer-logo-white.svg',
    format: 'SVG',
  },
  {
    label: 'Black logo',
    use: 'Light backgrounds only',
    path: 'static/img/brand-kit/logos/peer-logo-black.svg',
    format: 'SVG',
  },
  {
    label: 'Profile image',
    use: 'Social media avatars and app icons',
    path: 'static/img/brand-kit/logos/peer-profile.png',
    format: 'PNG',
  },
  {
    label: 'All logos',
    use: 'The three logos as SVG and PNG and the profile image, zipped',
    path: 'static/brand-kit/peer-logos.zip',
    format: 'ZIP',
  },
  {
    label: 'ZKP2P logo of 2025',
    use: 'The logo the brand kit showed before the rename to Peer',
    path: 'static/img/brand-kit/logo.png',
    format: 'PNG',
  },
];

/** The page on GitHub that shows a file of the source repository at the pinned commit. */
export function sourceFileUrl(filePath: string): string {
  return `${brandSource.repository}/blob/${brandSource.commit}/${filePath}`;
}

/** Our downloads under /brand/: the published colour values, written from `brandColours`. */
export const colourFiles = { css: 'peer-colours.css', json: 'peer-colours.json' } as const;

/** Public URL of a file under static/brand/. */
export const brandUrl = (file: string): string => `/brand/${file}`;

/** The custom property our CSS download defines for a token, e.g. `--peer-ignite-yellow`. */
export function cssVariable(token: string): string {
  return `--peer-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
