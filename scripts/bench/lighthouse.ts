/**
 * The per-route table of `npm run bench:lighthouse`. Lighthouse CI does the
 * work (lighthouserc.cjs: routes, runs, Chromium, server, budgets as
 * assertions): `lhci collect` writes every run's report to .lighthouseci/,
 * this prints the median of each score and metric per route, then
 * `lhci assert` checks the budgets and sets the exit code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { markdownTable } from './lib';

const RESULTS = '.lighthouseci';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Lhr = {
  requestedUrl: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
};

type Assertion = [string, { minScore?: number; maxNumericValue?: number }];
const { ci } = createRequire(import.meta.url)('../../lighthouserc.cjs') as {
  ci: { assert: { assertions: Record<string, Assertion | undefined> } };
};
/** A budget of lighthouserc.cjs as the table shows it. */
function budget(key: string): string {
  const options = ci.assert.assertions[key]?.[1];
  if (options?.minScore !== undefined) return options.minScore === 1 ? '100' : `≥ ${options.minScore * 100}`;
  if (options?.maxNumericValue !== undefined) return `≤ ${options.maxNumericValue}`;
  return '';
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const lhrs: Lhr[] = readdirSync(RESULTS)
  .filter((name) => /^lhr-.*\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(path.join(RESULTS, name), 'utf8')) as Lhr);
if (lhrs.length === 0) throw new Error(`No Lighthouse results in ${RESULTS}/: run \`lhci collect\` first.`);

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
  ];
});

const runsPerRoute = Math.max(...[...byRoute.values()].map((runs) => runs.length));
const slowdown = lhrs[0]?.configSettings.throttling.cpuSlowdownMultiplier;
console.log(
  `\nLighthouse, median of ${runsPerRoute} run(s) per route: mobile, simulated throttling (CPU slowdown ${slowdown}), ` +
    `headless Chromium; this machine's benchmark index ${median(lhrs.map((lhr) => lhr.environment.benchmarkIndex)).toFixed(0)}\n`,
);
console.log(
  markdownTable(
    ['route', 'performance', 'accessibility', 'best practices', 'SEO', 'CLS', 'LCP ms', 'TBT ms', 'FCP ms'],
    [
      [
        'budget',
        ...CATEGORIES.map((category) => budget(`categories:${category}`)),
        budget('cumulative-layout-shift'),
        '',
        '',
        '',
      ],
      ...rows,
    ],
  ),
);
