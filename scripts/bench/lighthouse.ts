/**
 * The per-route table of `npm run bench:lighthouse`. Lighthouse CI does the
 * work (lighthouserc.cjs: routes, runs, Chromium, server, budgets as
 * assertions): lighthouse-collect.ts runs `lhci collect` in rounds, which
 * write every run's report to .lighthouseci/; this prints the median of each
 * score and metric per route, then
 * `lhci assert` checks the budgets and sets the exit code. Each route's row
 * also shows the range of Lighthouse's benchmark index over its runs, and the
 * runs taken on a slower machine than the rest of the sitting are listed
 * (scripts/bench/machine.ts): their scores say as much about the machine as
 * about the page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { markdownTable, median } from './lib';
import { ci } from './lighthouserc';
import { SLOW_RUN_RATIO, indexRange, slowRuns } from './machine';

const RESULTS = '.lighthouseci';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Lhr = {
  requestedUrl: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
};

/** A budget of lighthouserc.cjs as the table shows it. */
function budget(key: string): string {
  const options = ci.assert.assertions[key]?.[1];
  if (options?.minScore !== undefined) return options.minScore === 1 ? '100' : `≥ ${options.minScore * 100}`;
  if (options?.maxNumericValue !== undefined) return `≤ ${options.maxNumericValue}`;
  return '';
}

const lhrs: Lhr[] = (existsSync(RESULTS) ? readdirSync(RESULTS) : [])
  .filter((name) => /^lhr-.*\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(path.join(RESULTS, name), 'utf8')) as Lhr);
if (lhrs.length === 0)
  throw new Error(`No Lighthouse results in ${RESULTS}/: run \`npm run bench:lighthouse\`, which collects them first.`);

const byRoute = new Map<string, Lhr[]>();
for (const lhr of lhrs) {
  const route = new URL(lhr.requestedUrl).pathname;
  byRoute.set(route, [...(byRoute.get(route) ?? []), lhr]);
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

const rows = [...byRoute].map(([route, runs]) => {
  const pick = (value: (lhr: Lhr) => number) => median(runs.map(value));
  return [
    route,
    ...CATEGORIES.map((category) => String(pick((lhr) => score(lhr, category)))),
    pick((lhr) => metric(lhr, 'cumulative-layout-shift')).toFixed(3),
    pick((lhr) => metric(lhr, 'largest-contentful-paint')).toFixed(0),
    pick((lhr) => metric(lhr, 'total-blocking-time')).toFixed(0),
    pick((lhr) => metric(lhr, 'first-contentful-paint')).toFixed(0),
    indexRange(runs.map((lhr) => lhr.environment.benchmarkIndex)),
  ];
});

const sittingIndex = median(lhrs.map((lhr) => lhr.environment.benchmarkIndex));
const runsPerRoute = Math.max(...[...byRoute.values()].map((runs) => runs.length));
const slowdown = lhrs[0]?.configSettings.throttling.cpuSlowdownMultiplier;
console.log(
  `\nLighthouse, median of ${runsPerRoute} run(s) per route: mobile, simulated throttling (CPU slowdown ${slowdown}), ` +
    `headless Chromium; this machine's benchmark index ${sittingIndex.toFixed(0)}\n`,
);
console.log(
  markdownTable(
    [
      'route',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'CLS',
      'LCP ms',
      'TBT ms',
      'FCP ms',
      'bench index',
    ],
    [
      [
        'budget',
        ...CATEGORIES.map((category) => budget(`categories:${category}`)),
        budget('cumulative-layout-shift'),
        '',
        '',
        '',
        '',
      ],
      ...rows,
    ],
  ),
);

const slow = slowRuns(
  lhrs.map((lhr) => ({ lhr, benchmarkIndex: lhr.environment.benchmarkIndex })),
  sittingIndex,
);
const share = `${Math.round(SLOW_RUN_RATIO * 100)}%`;
if (slow.length === 0) {
  console.log(
    `\nEvery run's benchmark index was at least ${share} of the sitting's median (${sittingIndex.toFixed(0)}).`,
  );
} else {
  console.log(
    `\n${slow.length} of ${lhrs.length} runs had a benchmark index under ${share} of the sitting's median ` +
      `(${sittingIndex.toFixed(0)}): the machine was busier then. Measure those routes again on a quiet machine:`,
  );
  for (const { lhr, benchmarkIndex } of slow) {
    const route = new URL(lhr.requestedUrl).pathname;
    console.log(`- ${route}: index ${benchmarkIndex.toFixed(0)}, performance ${score(lhr, 'performance')}`);
  }
}
