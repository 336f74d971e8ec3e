import { test } from 'node:test';
import assert from 'node:assert/strict';
import { editDistance, normalisePath, sitemapRoutes, suggestRoutes } from './suggestRoutes';

const known = {
  routes: [
    '/',
    '/blogs',
    '/team',
    '/blog/intro-zkp2p-v3',
    '/blog/intro-zkp2p-v2',
    '/blog/zkp2p-and-banking',
    '/guides/introduction/zkp2p',
    '/guides/for-buyers/',
    '/guides/for-buyers/complete-guide-to-onboarding',
    '/protocol/zkp2p-protocol',
    '/protocol/v3/v3-deployments',
    '/protocol/v3/v3-migration',
    '/developer/integrate-zkp2p/integrate-redirect-onramp',
    '/developer/developer/api/v3/onramp',
    '/developer/api/onramp-integration',
  ],
  folders: {
    '/blog': '/blogs',
    '/guides': '/guides/introduction/zkp2p',
    '/protocol': '/protocol/zkp2p-protocol',
    '/developer': '/developer/integrate-zkp2p/integrate-redirect-onramp',
  },
};

test('a path is compared as written in routes', () => {
  assert.equal(normalisePath('/Guides//For-Buyers/index.html?x=1#top'), '/guides/for-buyers');
  assert.equal(normalisePath('/blog/'), '/blog');
  assert.equal(normalisePath('/%ZZ'), '/%zz');
  assert.equal(normalisePath('/'), '/');
  assert.equal(editDistance('/blog', '/blogs'), 1);
  assert.equal(editDistance('kitten', 'sitting'), 3);
});

test('a folder that is no page suggests the page it stands for first', () => {
  assert.deepEqual(suggestRoutes('/blog', known).slice(0, 1), ['/blogs']);
  assert.deepEqual(suggestRoutes('/guides', known).slice(0, 1), ['/guides/introduction/zkp2p']);
  assert.deepEqual(suggestRoutes('/developer/', known).slice(0, 1), [
    '/developer/integrate-zkp2p/integrate-redirect-onramp',
  ]);
});

test('a typo suggests the routes a few letters away, then the folder above', () => {
  assert.deepEqual(suggestRoutes('/protocol/v3/v3-deployment', known), [
    '/protocol/v3/v3-deployments',
    '/protocol/zkp2p-protocol',
  ]);
  assert.deepEqual(suggestRoutes('/blog/intro-zkp2p-v4', known), [
    '/blog/intro-zkp2p-v3',
    '/blog/intro-zkp2p-v2',
    '/blogs',
  ]);
  assert.deepEqual(suggestRoutes('/guides/for-buyer', known).slice(0, 1), ['/guides/for-buyers']);
});

test('a path whose words a route holds, or a page below a real one, suggests it', () => {
  assert.deepEqual(suggestRoutes('/guides/onboarding', known).slice(0, 1), [
    '/guides/for-buyers/complete-guide-to-onboarding',
  ]);
  assert.deepEqual(suggestRoutes('/developer/api/v3/onramp', known).slice(0, 1), [
    '/developer/developer/api/v3/onramp',
  ]);
  assert.deepEqual(suggestRoutes('/guides/for-buyers/nope', known), ['/guides/for-buyers']);
  assert.deepEqual(suggestRoutes('/protocol/v3', known), [
    '/protocol/v3/v3-deployments',
    '/protocol/v3/v3-migration',
    '/protocol/zkp2p-protocol',
  ]);
});

test('a path like no route suggests nothing', () => {
  assert.deepEqual(suggestRoutes('/%ZZ', known), []);
  assert.deepEqual(suggestRoutes(`/${'a'.repeat(2100)}`, known), []);
  assert.deepEqual(suggestRoutes('/wallet-drainer', known), []);
});

test("a sitemap's page paths are read from its locations", () => {
  const xml =
    '<?xml version="1.0"?><urlset><url><loc>https://docs.zkp2p.xyz/</loc></url>' +
    '<url><loc>https://docs.zkp2p.xyz/guides/for-buyers/</loc></url><url><loc>not a url</loc></url></urlset>';
  assert.deepEqual(sitemapRoutes(xml), ['/', '/guides/for-buyers']);
});
