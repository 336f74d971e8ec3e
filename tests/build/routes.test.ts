/**
 * The routes the build produced are the ones the site promises: the build's
 * sitemap equals the committed snapshot (tests/routes.txt), every route has its
 * HTML file, and the snapshot holds the routes the specification names, spelled
 * with the product slug. A doc added, moved or removed fails here until
 * `npm run routes:update` refreshes the snapshot, so the change is reviewed.
 * Run after `npm run build` (`npm run test:build`; BUILD_DIR overrides `build`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { builtHtmlFile } from '../../src/utils/builtFiles';
import { buildDir, builtRoutePaths, docAreas, mainDocPaths, snapshotRoutePaths } from '../support/routes';

test('the build has exactly the routes of tests/routes.txt (refresh it with `npm run routes:update`)', () => {
  const built = builtRoutePaths();
  assert.equal(new Set(built).size, built.length, 'each route once in the sitemap');
  assert.deepEqual([...built].sort(), snapshotRoutePaths());
});

test('every route of the build has its HTML file', () => {
  for (const route of builtRoutePaths()) {
    assert.ok(existsSync(builtHtmlFile(buildDir, route)), `${route} has ${builtHtmlFile(buildDir, route)}`);
  }
});

test('the snapshot holds the routes the specification names, with the product slug', () => {
  const routes = snapshotRoutePaths();
  for (const route of [
    '/',
    '/blogs',
    '/team',
    '/brand-kit',
    '/developer/developer/api/v3/onramp',
    '/developer/developer/api/v3/offramp',
    '/blog/intro-zkp2p-v3',
    '/blog/zkp2p-x-hyperliquid',
    '/blog/zkp2p-and-banking',
    ...docAreas.map((area) => mainDocPaths[area]),
  ]) {
    assert.ok(routes.includes(route), route);
  }
  assert.ok(!routes.includes('/blog'), 'the blog itself has no route: the listing is /blogs');
  for (const route of routes) {
    assert.match(route, /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, `${route} is a clean lower-case path`);
  }
});
