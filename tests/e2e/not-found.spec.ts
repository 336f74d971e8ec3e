/**
 * The not-found page helps a reader on: a path with no page answers 404 and
 * shows the search box, which finds pages; a link to each docs area's main
 * doc and to the blog, each one a reader can press; and, where the path is
 * close to a real route, "Did you mean" with a link to it. Keyboard, axe
 * (dark theme) and both widths are checked on the page as a reader gets it.
 */
import type { Locator, Page } from '@playwright/test';
import { mainDocPaths } from '../support/routes';
import { NOT_FOUND_HEADING, builtHeading, expect, expectAccessible, test, waitForApp } from './helpers';

/** Scrolls the element into view and checks that a press at its centre lands on it. */
async function expectPressable(locator: Locator, label: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const hit = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inView = box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    return inView && top !== null && (top === element || element.contains(top));
  });
  expect(hit, `${label} can be pressed`).toBe(true);
}

/** Loads an unknown path as a reader does: the host answers 404 with the not-found page. */
async function openNotFound(page: Page, path: string): Promise<Locator> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await waitForApp(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
  return main;
}

function didYouMean(main: Locator): Locator {
  return main.getByRole('list', { name: 'Did you mean' }).getByRole('link');
}

/** Where each not-found path should send the reader first. */
const SUGGESTED: readonly { path: string; first: string }[] = [
  { path: '/blog', first: '/blogs' },
  { path: '/guides', first: mainDocPaths.guides },
  { path: '/developer', first: mainDocPaths.developer },
  { path: '/guides/for-buyers/first-steps', first: '/guides/for-buyers' },
  { path: '/protocol/v3/v3-deployment', first: '/protocol/v3/v3-deployments' },
];

test('"Did you mean" names the route a path was close to, and its link goes there', async ({ page }) => {
  test.setTimeout(60_000);
  for (const { path, first } of SUGGESTED) {
    const main = await openNotFound(page, path);
    await expect(main.getByText(`There is no page at ${path}.`)).toBeVisible();
    const link = didYouMean(main).first();
    await expect(link, path).toHaveAttribute('href', first);
    await expectPressable(link, `${path}: "${first}"`);
  }
  // The suggestions pass axe in the dark theme; the last one, followed, opens its page.
  await expectAccessible(page, 'not-found page with suggestions');
  await didYouMean(page.getByRole('main')).first().click();
  await page.waitForURL((url) => url.pathname === '/protocol/v3/v3-deployments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(builtHeading('/protocol/v3/v3-deployments'));
});

for (const width of [390, 1280]) {
  test(`at ${width} px the search box finds pages and the section links can be pressed`, async ({ page }) => {
    // One page load checks the whole page, axe included: more than the default time on a busy machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    const sitemap = page.waitForResponse((response) => new URL(response.url()).pathname === '/sitemap.xml');
    const main = await openNotFound(page, '/no-such-page');
    expect((await sitemap).ok()).toBe(true);
    await expect(main.getByText('There is no page at /no-such-page.')).toBeVisible();

    // Every section of the site, each to its main doc, then the blog's listing.
    const sections = main.getByRole('navigation', { name: 'Or start from a section' }).getByRole('link');
    await expect(sections).toHaveText(['User guides', 'Protocol', 'Developer', 'Brand kit', 'Blog']);
    const targets = [
      mainDocPaths.guides,
      mainDocPaths.protocol,
      mainDocPaths.developer,
      mainDocPaths['brand-kit'],
      '/blogs',
    ];
    for (const [at, target] of targets.entries()) {
      await expect(sections.nth(at)).toHaveAttribute('href', target);
      await expectPressable(sections.nth(at), target);
    }

    // The page's own search box, from the keyboard: the first Tab after the heading reaches it.
    const box = main.getByRole('combobox', { name: 'Search the docs and the blog' });
    await expectPressable(box, 'the search box');
    await main.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.type('partial release');
    const first = main.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await expect(first).toContainText('Guide to partial release');
    await expectPressable(first, 'the first result');
    // A path like nothing on the site: with the sitemap long in, still no suggestion.
    await expect(main.getByText('Did you mean')).toHaveCount(0);
    await expectAccessible(page, `not-found page at ${width} px, results open`);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/guides/for-buyers/guide-to-partial-release');
  });
}
