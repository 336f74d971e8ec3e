/**
 * The downloadable brand files under /brand/. One list for three readers:
 * `scripts/brand-assets.ts` draws and renders exactly these files, the brand
 * kit's download tables are generated from it, and a unit test checks that
 * every file exists in `static/brand/`.
 */

export type BrandVariantId = 'mark' | 'mark-on-dark' | 'mark-on-light' | 'wordmark-on-dark' | 'wordmark-on-light';

export type BrandVariant = {
  id: BrandVariantId;
  kind: 'mark' | 'wordmark';
  /** How the brand kit names it. */
  label: string;
  /** Which backgrounds it is drawn for. */
  background: 'any' | 'dark' | 'light';
  /** Width ÷ height of the drawing. */
  aspect: number;
};

export type BrandFile = {
  /** File name under /brand/. */
  file: string;
  variant: BrandVariantId;
  format: 'SVG' | 'PNG';
  /** Pixel size of a PNG; undefined for SVG (scales to any size). */
  width?: number;
  height?: number;
};

/** Square PNG sizes of every mark variant, in pixels. */
export const markSizes: readonly number[] = [64, 128, 256, 512, 1024];

/** PNG widths of every wordmark variant, in pixels. */
export const wordmarkWidths: readonly number[] = [640, 1280];

/** Wordmark drawing: 186 × 48 units. */
export const WORDMARK_ASPECT = 186 / 48;

export const brandVariants: readonly BrandVariant[] = [
  { id: 'mark', kind: 'mark', label: 'Mark, mint tile', background: 'any', aspect: 1 },
  { id: 'mark-on-dark', kind: 'mark', label: 'Mark for dark backgrounds', background: 'dark', aspect: 1 },
  { id: 'mark-on-light', kind: 'mark', label: 'Mark for light backgrounds', background: 'light', aspect: 1 },
  {
    id: 'wordmark-on-dark',
    kind: 'wordmark',
    label: 'Wordmark for dark backgrounds',
    background: 'dark',
    aspect: WORDMARK_ASPECT,
  },
  {
    id: 'wordmark-on-light',
    kind: 'wordmark',
    label: 'Wordmark for light backgrounds',
    background: 'light',
    aspect: WORDMARK_ASPECT,
  },
];

/** Every SVG and PNG file of one variant, SVG first, then PNGs from small to large. */
export function filesOf(variant: BrandVariant): BrandFile[] {
  const svg: BrandFile = { file: `zkp2p-${variant.id}.svg`, variant: variant.id, format: 'SVG' };
  const pngs = (variant.kind === 'mark' ? markSizes : wordmarkWidths).map((width): BrandFile => ({
    file: `zkp2p-${variant.id}-${width}.png`,
    variant: variant.id,
    format: 'PNG',
    width,
    height: Math.round(width / variant.aspect),
  }));
  return [svg, ...pngs];
}

export const brandFiles: readonly BrandFile[] = brandVariants.flatMap(filesOf);

/** Other downloads: the palette as code and the archive of everything. */
export const paletteFiles = { css: 'zkp2p-palette.css', json: 'zkp2p-palette.json' } as const;
export const archiveFile = 'zkp2p-brand-kit.zip';

/** Public URL of a file under static/brand/. */
export const brandUrl = (file: string): string => `/brand/${file}`;
