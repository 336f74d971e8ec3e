/**
 * Offline search (Pagefind, src/components/SearchBox in the navbar): a page's own title finds
 * it first and Enter opens it with the words highlighted; a question in
 * plain words finds its page, and a page that lacks some of the words is
 * shown as a closest match that names them; the box is a
 * keyboard combobox (Ctrl+K, arrows, Escape) that passes axe; it says clearly
 * when nothing matches or search cannot load, and never renders markup typed
 * into it. Queries are read from the build, so the tests follow the content.
 */
import type { Locator, Page } from '@playwright/test';
import { EMPTY_STATE } from '../../src/data/search';
import { axe, builtHeading, expect, test, waitForApp } from './helpers';

function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search the docs and the blog' });
}

function results(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
}

function emptyState(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: EMPTY_STATE });
}

/** Opens the search box of the current page with the keyboard shortcut and types a query once search is ready. */
async function search(page: Page, query: string): Promise<Locator> {
  await page.keyboard.press('Control+k');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await expect(page.locator('[data-search-status="ready"]')).toBeAttached();
  await box.fill(query);
  await expect(results(page).first().or(emptyState(page))).toBeVisible();
  return box;
}

test("a page's title finds it first, and Enter opens it with the words highlighted", async ({ page }) => {
  await page.goto('/team');
  await waitForApp(page);
  for (const path of ['/protocol/v3/smart-contracts/orchestrator', '/guides/for-sellers/manual-releases']) {
    const title = builtHeading(path);
    const box = await search(page, title);
    await expect(results(page).first()).toContainText(title);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === path);
    await expect(page.locator('article mark').first()).toBeVisible();
  }
});

test('a question in plain words finds its page; a page without some of the words says which', async ({ page }) => {
  await page.goto('/team');
  await waitForApp(page);
  const box = await search(page, 'is my data private');
  await expect(results(page).first()).toContainText(builtHeading('/guides/privacy-safety/privacy'));
  await expect(results(page).first()).not.toContainText('Closest match');
  // Few pages speak of both: those with one of the words follow as closest matches, naming the other.
  await box.fill('chargeback refund');
  await expect(
    results(page)
      .filter({ hasText: /Closest match, without “(chargeback|refund)”/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^\d+ results, \d+ of them closest matches$/);
  const { violations } = await axe(page).include('.navbar').analyze();
  expect(violations, 'axe violations with closest matches shown').toEqual([]);
});

test('arrow keys move the selection; Escape closes the list, then clears the box; axe passes', async ({ page }) => {
  await page.goto('/team');
  await waitForApp(page);
  const box = await search(page, 'escrow');
  const options = results(page);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  const { violations } = await axe(page).include('.navbar').analyze();
  expect(violations, 'axe violations with the results open').toEqual([]);
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toHaveValue('escrow');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('a query with no match shows a clear empty state, and typed markup is never rendered', async ({ page }) => {
  await page.goto('/team');
  await waitForApp(page);
  const box = await search(page, 'qqzzvvkk');
  await expect(emptyState(page)).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  for (const query of [
    '<img src=x data-injected onerror="window.injected = 1">',
    '<script>window.injected=1</script>',
  ]) {
    await box.fill(query);
    await expect(results(page).first().or(emptyState(page))).toBeVisible();
    await expect(page.locator('[data-injected], [data-search-status] script')).toHaveCount(0);
  }
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

test('when search cannot load, the box says so, and the next try loads it', async ({ page, consoleErrors }) => {
  await page.goto('/team');
  await waitForApp(page);
  await page.route('**/pagefind/pagefind.js', (route) => route.abort());
  await searchBox(page).click();
  await page.keyboard.type('escrow');
  await expect(page.getByRole('status').filter({ hasText: 'Search could not be loaded' })).toBeVisible();
  // The browser reports the failed script as a console error: expected here.
  expect(consoleErrors.every((message) => /pagefind|Failed to (load|fetch)/i.test(message))).toBe(true);
  consoleErrors.splice(0, consoleErrors.length);
  await page.unroute('**/pagefind/pagefind.js');
  await searchBox(page).fill('escrow deposit');
  await expect(results(page).first()).toBeVisible();
});
