/**
 * The ZKP2P mark, on a 64-unit grid: a Z whose top rail ends in an arrow
 * pointing left and whose bottom rail ends in an arrow pointing right (money
 * moving both ways), with a proof node where the diagonal crosses the centre.
 * scripts/brand-assets.ts draws the brand files from it; the navbar draws it
 * inline (src/theme/Logo).
 */
export const MARK = {
  z: 'M25 13l-7 7 7 7M18 20h28L18 44h28m-7-7 7 7-7 7',
  stroke: 5,
  node: { cx: 32, cy: 32, r: 6.5, stroke: 4 },
  tileRadius: 14,
} as const;
