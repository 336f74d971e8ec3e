/**
 * How steady the machine was during a Lighthouse sitting. Lighthouse times a
 * fixed piece of work at the start of every run (its benchmark index: higher
 * is faster) but scales nothing by it, so a run taken while a shared machine
 * is busy simply scores lower. These helpers let `npm run bench:lighthouse`
 * spread each route's runs over the sitting (one run of every route per
 * round) and say which runs were taken on a slower machine than the rest.
 */
/** A run is slow when its index is under this share of the sitting's median. */
export const SLOW_RUN_RATIO = 0.85;

/** The lowest and highest index of some runs, e.g. "2611–2816" (one value when they agree). */
export function indexRange(indexes: readonly number[]): string {
  const low = Math.round(Math.min(...indexes));
  const high = Math.round(Math.max(...indexes));
  return low === high ? String(low) : `${low}–${high}`;
}

/**
 * The runs whose benchmark index is under `ratio` × `sittingIndex`, the
 * median index of the sitting (the one the report's header shows).
 */
export function slowRuns<Run extends { benchmarkIndex: number }>(
  runs: readonly Run[],
  sittingIndex: number,
  ratio: number = SLOW_RUN_RATIO,
): Run[] {
  return runs.filter((run) => run.benchmarkIndex < ratio * sittingIndex);
}

/**
 * The `lhci` arguments of each round of a sitting (scripts/bench/lighthouse-collect.ts):
 * one run of every route per round, the first round clearing the last
 * sitting's reports and the others adding to them.
 */
export function collectRounds(runs: number): string[][] {
  return Array.from({ length: runs }, (_, round) => [
    'collect',
    '--numberOfRuns=1',
    ...(round === 0 ? [] : ['--additive']),
  ]);
}
