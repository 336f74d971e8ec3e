/**
 * Colour contrast as WCAG 2.2 defines it: relative luminance of an sRGB colour
 * and the contrast ratio between two colours. Pure functions, used by the
 * brand kit's swatches (build time and browser) and by the palette tests.
 */

export type Rgb = { r: number; g: number; b: number };

/** Minimum ratios from WCAG 2.2, success criterion 1.4.3 (level AA). */
export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/**
 * Reads `#RRGGBB` or `#RGB` (the `#` is optional, any case). Anything else
 * throws an error that names the bad value, so a typo never becomes NaN.
 */
export function hexToRgb(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) {
    throw new Error(`Not a hex colour: "${hex}" (expected #RRGGBB or #RGB)`);
  }
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

/** `rgb(62, 230, 168)`, the way the brand kit prints a colour. */
export function formatRgb({ r, g, b }: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

/** One 8-bit sRGB channel, linearised (IEC 61966-2-1). */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance, from 0 (black) to 1 (white). */
function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
