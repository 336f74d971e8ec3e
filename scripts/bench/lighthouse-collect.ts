/**
 * `lhci collect` in rounds, the first step of `npm run bench:lighthouse`. Each
 * round runs Lighthouse once on every benchmark route, and the rounds add up
 * (`--additive`) to the `numberOfRuns` of lighthouserc.cjs. Run back to back,
 * as `lhci collect` alone runs them, a route's three runs fall within the same
 * minute or so, and a spell of load on a shared machine sinks every run of
 * the routes measured during it. In rounds (about three minutes each here),
 * a spell shorter than a round sinks one run of each route, and the median
 * leaves that run out.
 */
import { spawnSync } from 'node:child_process';
import { ci } from './lighthouserc';
import { collectRounds } from './machine';

for (const [round, args] of collectRounds(ci.collect.numberOfRuns).entries()) {
  console.log(`\nRound ${round + 1} of ${ci.collect.numberOfRuns}: lhci ${args.join(' ')}`);
  const { status, error } = spawnSync('lhci', args, { stdio: 'inherit' });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}
