/**
 * `npm run bench:lighthouse`: Lighthouse scores of representative routes.
 *
 * Serves build/ like a static host (Brotli or gzip, scripts/compression.ts;
 * the build's `_headers`) and runs Lighthouse (npm `lighthouse`, default
 * config: mobile form factor, simulated throttling) three times per route in headless Chromium (CHROME_PATH, default
 * /usr/bin/chromium), then prints the median of each score and metric with the
 * targets and a PASS/FAIL verdict per route, saves bench-results/lighthouse.json,
 * and exits 1 if a route misses a target.
 *
 * Options: `--runs N` (default 3), `--route /path` (repeatable; default: the list below),
 * `--cpu-slowdown N` (default Lighthouse's 4).
 * Scores depend on the machine's speed (simulated throttling multiplies the CPU
 * time measured here by the slowdown), so run it on an idle machine. The table's
 * heading gives Lighthouse's benchmark index of the machine (higher is faster);
 * a larger `--cpu-slowdown` shows how a route would score on a slower one (6 is
 * a machine 1.5 times slower than this one, 8 one twice as slow).
 */
import { CHROMIUM_FLAGS, CHROMIUM_PATH, finish, markdownTable, serveBuild, verdict } from './lib';

const ROUTES: readonly string[] = [
  '/',
  '/blogs',
  '/team',
  '/brand-kit/',
  '/guides/introduction/zkp2p',
  '/guides/for-buyers/complete-guide-to-onboarding',
  '/protocol/zkp2p-protocol',
  '/protocol/v3/smart-contracts/orchestrator',
  '/developer/integrate-zkp2p/integrate-redirect-onramp',
  '/developer/developer/api/v3/onramp',
  '/blog/intro-zkp2p-v3',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** Scores out of 100; CLS has to be exactly 0. */
const TARGETS: Readonly<Record<Category, number>> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

type Run = {
  scores: Record<Category, number>;
  cls: number;
  lcp: number;
  tbt: number;
  fcp: number;
  /** Audits that lost points, for the report. */
  failedAudits: string[];
};

type RouteResult = {
  route: string;
  runs: Run[];
  median: Omit<Run, 'failedAudits'>;
  failedAudits: string[];
  pass: boolean;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function options(): { runs: number; routes: string[]; cpuSlowdown: number | undefined } {
  const args = process.argv.slice(2);
  let runs = 3;
  let cpuSlowdown: number | undefined;
  const routes: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--runs') runs = Number(args[(index += 1)]);
    else if (args[index] === '--route') routes.push(args[(index += 1)] ?? '/');
    else if (args[index] === '--cpu-slowdown') cpuSlowdown = Number(args[(index += 1)]);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a number ≥ 1');
  return { runs, routes: routes.length > 0 ? routes : [...ROUTES], cpuSlowdown };
}

async function main(): Promise<void> {
  const { runs, routes, cpuSlowdown } = options();
  // Both packages are ES modules; this script runs as CommonJS under tsx.
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  // The default settings' throttling with another CPU multiplier; unset, Lighthouse's own default.
  const slowdown =
    cpuSlowdown === undefined ? {} : { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } };
  const benchmarkIndexes: number[] = [];
  const chromeLauncher = await import('chrome-launcher');
  const server = await serveBuild();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
  const results: RouteResult[] = [];
  try {
    for (const route of routes) {
      const routeRuns: Run[] = [];
      for (let run = 0; run < runs; run += 1) {
        // A trace can fail to record on a busy machine (NO_NAVSTART, NO_FCP): try that run again, twice at most.
        let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'] | undefined;
        for (let attempt = 1; !lhr; attempt += 1) {
          const result = await lighthouse(`${server.origin}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            ...slowdown,
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
          if (!result.lhr.runtimeError) lhr = result.lhr;
          else if (attempt >= 3)
            throw new Error(`${route}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        }
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const failedAudits = CATEGORIES.flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .filter((ref) => {
              const audit = lhr.audits[ref.id];
              return audit?.score !== null && audit?.score !== undefined && audit.score < 1;
            })
            .map((ref) => `${category}/${ref.id}`),
        );
        routeRuns.push({
          scores: {
            performance: score('performance'),
            accessibility: score('accessibility'),
            'best-practices': score('best-practices'),
            seo: score('seo'),
          },
          cls: metric('cumulative-layout-shift'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          fcp: metric('first-contentful-paint'),
          failedAudits,
        });
        process.stderr.write(`${route} run ${run + 1}/${runs}: ${JSON.stringify(routeRuns.at(-1)?.scores)}\n`);
      }
      const pick = (get: (r: Run) => number) => median(routeRuns.map(get));
      const medianRun = {
        scores: {
          performance: pick((r) => r.scores.performance),
          accessibility: pick((r) => r.scores.accessibility),
          'best-practices': pick((r) => r.scores['best-practices']),
          seo: pick((r) => r.scores.seo),
        },
        cls: pick((r) => r.cls),
        lcp: pick((r) => r.lcp),
        tbt: pick((r) => r.tbt),
        fcp: pick((r) => r.fcp),
      };
      const pass =
        CATEGORIES.every((category) => medianRun.scores[category] >= TARGETS[category]) && medianRun.cls === 0;
      const failedAudits = [...new Set(routeRuns.flatMap((r) => r.failedAudits))];
      results.push({ route, runs: routeRuns, median: medianRun, failedAudits, pass });
    }
  } finally {
    await chrome.kill();
    await server.close();
  }

  const header = [
    'route',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'CLS',
    'LCP ms',
    'TBT ms',
    'FCP ms',
    'verdict',
  ];
  const rows = [
    ['target', '≥ 98', '100', '100', '100', '0', '', '', '', ''],
    ...results.map(({ route, median: m, pass }) => [
      route,
      String(m.scores.performance),
      String(m.scores.accessibility),
      String(m.scores['best-practices']),
      String(m.scores.seo),
      m.cls.toFixed(3),
      m.lcp.toFixed(0),
      m.tbt.toFixed(0),
      m.fcp.toFixed(0),
      verdict(pass),
    ]),
  ];
  console.log(
    `Lighthouse, median of ${runs} run(s) per route: mobile form factor, simulated throttling (CPU slowdown ${cpuSlowdown ?? 4}), headless Chromium, Brotli; this machine's benchmark index ${median(benchmarkIndexes).toFixed(0)} (median)\n`,
  );
  console.log(markdownTable(header, rows));
  for (const { route, failedAudits } of results) {
    if (failedAudits.length > 0)
      console.log(`\n${route}: audits below full marks in some run: ${failedAudits.join(', ')}`);
  }
  finish('lighthouse', results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
