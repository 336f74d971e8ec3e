/**
 * The route map of the spec: every route renders its own page (not the
 * not-found page) with the title format, with and without a trailing slash;
 * `.html` and `/index.html` spellings land on the clean path; every other path
 * shows the not-found page and the static host answers 404.
 */
import { specRoutes } from '../../src/data/routes';
import { NOT_FOUND_HEADING, expect, mainHeading, test, waitForApp } from './fixtures';

const TITLE_FORMAT = /^(ZKP2P Docs|.+ \| ZKP2P Docs)$/;

test.describe('every spec route renders its page', () => {
  for (const { path } of specRoutes) {
    const variants = path === '/' ? ['/'] : [path, `${path}/`];
    for (const variant of variants) {
      test(`${variant}`, async ({ page }) => {
        const response = await page.goto(variant);
        expect(response?.status()).toBe(200);
        await waitForApp(page);
        expect(await mainHeading(page)).not.toBe(NOT_FOUND_HEADING);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page).toHaveTitle(TITLE_FORMAT);
        expect(new URL(page.url()).pathname).toBe(variant);
      });
    }
  }
});

test.describe('.html and /index.html spellings land on the clean page', () => {
  for (const { path } of specRoutes) {
    const clean = path === '/' ? '/' : path;
    const spellings = path === '/' ? ['/index.html'] : [`${path}.html`, `${path}/index.html`];
    for (const spelling of spellings) {
      test(`${spelling}`, async ({ page }) => {
        await page.goto(`${spelling}?from=test#top`);
        await page.waitForURL((url) => url.pathname === clean);
        await waitForApp(page);
        const url = new URL(page.url());
        expect(url.search).toBe('?from=test');
        expect(url.hash).toBe('#top');
        expect(await mainHeading(page)).not.toBe(NOT_FOUND_HEADING);
        await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toHaveCount(0);
      });
    }
  }
});

const unknownPaths = [
  '/blog',
  '/blog/',
  '/blog/tags',
  '/blog/archive',
  '/blog/authors',
  '/blog/page/2',
  '/blogs/page/2',
  '/blog/not-a-post',
  '/guides',
  '/guides/introduction',
  '/protocol',
  '/developer',
  '/developer/api/v3/onramp',
  '/developer/category/api-v3',
  '/brand-kit/index',
  '/team/members',
  '/search',
  '/does-not-exist',
  '/404',
];

test.describe('unknown paths show the not-found page with status 404', () => {
  for (const path of unknownPaths) {
    test(`${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
      await expect(page).toHaveTitle(/ \| ZKP2P Docs$/);
    });
  }
});

test('a client-side navigation to an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
});
