/**
 * Page-weight budgets, in bytes as transferred (compressed). One source for
 * `npm run bench:weight` (measured in Chromium) and tests/build/size.test.ts
 * (computed from the build folder, so it runs in the test command).
 */
const KIB = 1024;

export const budgets = {
  /** Everything a route's first view transfers (document, CSS, JS, fonts, images, data). */
  firstViewTotal: 200 * KIB,
  /** JavaScript a route's first view transfers. */
  javascript: 150 * KIB,
  /** Any single image. */
  image: 150 * KIB,
  /** All fonts of a route's first view (none is best). */
  fonts: 60 * KIB,
  /** The whole build folder, uncompressed. */
  buildFolder: 8 * 1024 * KIB,
} as const;
