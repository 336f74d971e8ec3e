/**
 * lighthouserc.cjs (Lighthouse CI, `npm run bench:lighthouse`) is plain
 * CommonJS: these tests check what it measures against the TypeScript side
 * (routes, Chromium) and how it judges the runs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { ci } from '../../scripts/bench/lighthouserc';
import { specRoutes } from '../../src/data/routes';

test('Lighthouse CI starts Chromium with the flags of scripts/chromium.ts', () => {
  // Plus one: the test server's certificate is made up at start.
  assert.deepEqual(ci.collect.settings.chromeFlags.split(' '), [...CHROMIUM_ARGS, '--ignore-certificate-errors']);
  assert.equal(ci.collect.chromePath, CHROMIUM_PATH);
});

test('it measures the site over HTTPS and HTTP/2, as the deploy serves it', () => {
  for (const url of ci.collect.url) assert.equal(new URL(url).protocol, 'https:', url);
  assert.match(ci.collect.startServerCommand, /scripts\/serve-build\.ts .*--https\b/);
  assert.match(readFileSync('deploy/nginx.conf', 'utf8'), /listen 443 ssl http2;/);
});

test('it measures eleven spec routes, three runs each', () => {
  const spec = new Set(specRoutes.map(({ path }) => path));
  const routes = ci.collect.url.map((url) => new URL(url).pathname);
  assert.equal(routes.length, 11);
  // A trailing slash is the same route (the brand kit is measured as /brand-kit/).
  for (const route of routes) assert.ok(spec.has(route.replace(/(.)\/$/, '$1')), `${route} is a spec route`);
  assert.equal(ci.collect.numberOfRuns, 3);
});

test('npm run bench:lighthouse takes the runs in rounds, then reports and asserts on all of them', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  // Plain `lhci collect` would take a route's runs back to back (scripts/bench/lighthouse-collect.ts says why).
  assert.deepEqual(scripts['bench:lighthouse']?.split(' && '), [
    'node --import tsx scripts/bench/lighthouse-collect.ts',
    'node --import tsx scripts/bench/lighthouse.ts',
    'lhci assert',
  ]);
});

test('every budget is asserted as an error on the median of the runs', () => {
  assert.deepEqual(Object.keys(ci.assert.assertions).sort(), [
    'categories:accessibility',
    'categories:best-practices',
    'categories:performance',
    'categories:seo',
    'cumulative-layout-shift',
  ]);
  for (const [level, options] of Object.values(ci.assert.assertions)) {
    assert.equal(level, 'error');
    assert.equal(options.aggregationMethod, 'median');
  }
  assert.equal(ci.assert.assertions['categories:performance']?.[1].minScore, 0.95);
  assert.equal(ci.assert.assertions['cumulative-layout-shift']?.[1].maxNumericValue, 0);
});
