import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docAreas, docRoutes, mainDocPaths, siteRoutes } from './routes';

test('routes are clean absolute paths, listed once', () => {
  const paths = siteRoutes.map((r) => r.path);
  assert.equal(new Set(paths).size, paths.length);
  for (const path of paths) {
    assert.match(path, /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, path);
  }
});

test('the product slug is spelled zkp2p in every route that names it', () => {
  const paths = siteRoutes.map((r) => r.path);
  for (const path of [
    '/developer/developer/api/v3/onramp',
    '/developer/developer/api/v3/offramp',
    '/guides/introduction/zkp2p',
    '/protocol/zkp2p-protocol',
    '/blog/intro-zkp2p-v3',
    '/blog/zkp2p-x-hyperliquid',
    '/blog/zkp2p-and-banking',
    '/brand-kit',
    '/blogs',
  ]) {
    assert.ok(paths.includes(path), path);
  }
  assert.ok(!paths.includes('/blog'));
});

test('each area main doc is one of its routes', () => {
  for (const area of docAreas) {
    assert.ok(
      docRoutes.some((r) => r.area === area && r.path === mainDocPaths[area]),
      `${area}: ${mainDocPaths[area]}`,
    );
  }
});
