/**
 * The scores of `npm run bench:lighthouse`, one row per route: Lighthouse CI's
 * median run of each route, as `lhci upload` listed it in
 * .lighthouseci/reports/manifest.json.
 */
import { readFileSync } from 'node:fs';

type Entry = { url: string; isRepresentativeRun: boolean; summary: Record<string, number | null> };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const manifest: Entry[] = JSON.parse(readFileSync('.lighthouseci/reports/manifest.json', 'utf8'));
console.table(
  manifest
    .filter((entry) => entry.isRepresentativeRun)
    .map((entry) => ({
      route: new URL(entry.url).pathname,
      ...Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((entry.summary[name] ?? 0) * 100)])),
    })),
);
