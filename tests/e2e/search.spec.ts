/**
 * Offline search: the navbar box finds the right page first for a contract, a
 * payment platform, a blog title and a guide phrase; it loads its code and
 * its index only when a reader reaches for it, keeping focus and typed text; it opens with Ctrl+K, highlights the terms
 * on the page it leads to, says clearly when nothing matches, and survives
 * odd input without errors or injected markup. Queries are page titles and
 * contract names, which stay stable while the prose is rewritten.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';
import { MAX_QUERY_LENGTH } from '../../src/data/search';

const INDEX_FILE = /\/search-index-[\da-f]{8}\.json$/;
const EMPTY_STATE = 'No matching pages. Try a contract, a payment app or a page title.';

function searchBox(page: Page): Locator {
  return page.locator('input.navbar__search-input');
}

function results(page: Page): Locator {
  return page.getByRole('listbox').getByRole('option');
}

/** Opens the search box with the keyboard shortcut and waits for the index. */
async function openSearch(page: Page, path = '/'): Promise<Locator> {
  await page.goto(path);
  await waitForApp(page);
  await page.keyboard.press('Control+k');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('role', 'combobox');
  return box;
}

/** Types a query and waits until its results or the empty state are shown. */
async function search(page: Page, box: Locator, query: string): Promise<void> {
  await box.fill(query);
  await expect(
    page.getByRole('listbox').getByRole('option').first().or(page.getByRole('listbox').getByText(EMPTY_STATE)),
  ).toBeVisible();
}

test.describe('the right page comes first', () => {
  const cases = [
    { kind: 'a contract name', query: 'Orchestrator', path: '/protocol/v3/smart-contracts/orchestrator' },
    { kind: 'a V2 interface', query: 'IPaymentVerifier', path: '/protocol/v2/smart-contracts/v2-ipaymentverifier' },
    { kind: 'a blog title', query: 'Introducing ZKP2P V3', path: '/blog/intro-zkp2p-v3' },
    { kind: 'a phrase from a guide', query: 'partial release', path: '/guides/for-buyers/guide-to-partial-release' },
    { kind: 'a guide title', query: 'manual releases', path: '/guides/for-sellers/manual-releases' },
  ];

  for (const { kind, query, path } of cases) {
    test(`${kind}: "${query}" → ${path}`, async ({ page }) => {
      const box = await openSearch(page, '/guides/introduction/zkp2p');
      await search(page, box, query);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === path);
      await expect(page.locator('article h1').first()).toBeVisible();
    });
  }

  test('a page titled with the query ranks above pages that mention it', async ({ page }) => {
    const box = await openSearch(page);
    await search(page, box, 'Orchestrator');
    const options = results(page);
    expect(await options.count()).toBeGreaterThan(2);
    await expect(options.first()).toContainText('Orchestrator');
    await expect(options.first()).toContainText('Smart contracts');
    // Other pages that only mention the contract follow it.
    await expect(
      options.filter({ hasText: /V3 overview|V3 smart contracts|Introducing ZKP2P V3/ }).first(),
    ).toBeVisible();
  });
});

test.describe('payment platforms', () => {
  for (const platform of ['Venmo', 'Revolut']) {
    test(`"${platform}" leads to a page about it, with the word highlighted`, async ({ page }) => {
      const box = await openSearch(page, '/blogs');
      await search(page, box, platform);
      await expect(results(page).first()).toContainText(new RegExp(platform, 'i'));
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.getAll('_highlight').includes(platform.toLowerCase()));
      await expect(
        page
          .locator('article mark')
          .filter({ hasText: new RegExp(platform, 'i') })
          .first(),
      ).toBeVisible();
    });
  }
});

test('the target page highlights the searched terms', async ({ page }) => {
  const box = await openSearch(page);
  await search(page, box, 'Orchestrator');
  await results(page).first().click();
  await page.waitForURL('**/protocol/v3/smart-contracts/orchestrator?_highlight=orchestrator');
  await expect(page.locator('article mark').first()).toHaveText(/orchestrator/i);
});

test('the index loads only when a reader starts searching', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (INDEX_FILE.test(new URL(request.url()).pathname)) indexRequests.push(request.url());
  });
  await page.goto('/protocol/v3/smart-contracts/orchestrator');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 1200);
  await page.getByRole('link', { name: 'Protocol', exact: true }).first().hover();
  await page.waitForTimeout(500);
  expect(indexRequests, 'no index request before the search box is used').toEqual([]);

  const request = page.waitForRequest((candidate) => INDEX_FILE.test(new URL(candidate.url()).pathname));
  await searchBox(page).focus();
  await page.keyboard.type('e');
  await request;
  await expect(searchBox(page)).toHaveAttribute('role', 'combobox');
  expect(indexRequests).toHaveLength(1);
});

/** Holds back the page's requests for `pattern` from now on, until the returned function is called. */
async function hold(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const SCRIPTS = '**/assets/js/*.js';

/**
 * Tabs twice on from the search box, lets the held `pattern` requests through,
 * and checks that focus stayed on the control the reader reached.
 */
async function tabOnThenRelease(page: Page, release: () => void, pattern: string | RegExp): Promise<void> {
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(next, 'two Tabs after the search box land on a named control').not.toBe('');
  const loaded = page.waitForResponse(pattern);
  release();
  await loaded;
  await page.waitForTimeout(500);
  await expect(searchBox(page)).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(next);
}

test('the search code loads only when a reader reaches for the box, not when tabbing past it', async ({ page }) => {
  const scripts: string[] = [];
  await page.goto('/team');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.mouse.wheel(0, 600);
  await searchBox(page).focus();
  await page.keyboard.press('Tab');
  await page.waitForTimeout(300);
  expect(scripts, 'no script is fetched while the reader reads, or tabs past the box').toEqual([]);
  await searchBox(page).hover();
  await expect
    .poll(() => scripts.length, { message: 'pointing at the box fetches the search code' })
    .toBeGreaterThan(0);
});

test('what a reader does before the search code arrives is kept: focus and typed text', async ({ page }) => {
  await page.goto('/team');
  await waitForApp(page);
  const release = await hold(page, SCRIPTS);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('escrow');
  release();
  const box = searchBox(page);
  await expect(box).toHaveAttribute('role', 'combobox');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('escrow');
  await page.keyboard.type(' deposit');
  await expect(results(page).first()).toBeVisible();
});

test('text pasted before the search code arrives is capped like the box itself', async ({ page }) => {
  await page.goto('/team');
  await waitForApp(page);
  const release = await hold(page, SCRIPTS);
  await page.keyboard.press('Control+k');
  await page.keyboard.insertText('escrow '.repeat(30));
  release();
  const box = searchBox(page);
  await expect(box).toHaveAttribute('role', 'combobox');
  expect((await box.inputValue()).length).toBe(MAX_QUERY_LENGTH);
});

test('tabbing on after Ctrl+K, before the search code has loaded, leaves focus where the reader put it', async ({
  page,
}) => {
  await page.goto('/team');
  await waitForApp(page);
  const release = await hold(page, SCRIPTS);
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await tabOnThenRelease(page, release, SCRIPTS);
});

test('tabbing past the search box while its index loads leaves focus where the reader put it', async ({ page }) => {
  await page.goto('/team');
  await waitForApp(page);
  const box = searchBox(page);
  // Hold the index back so the reader is well past the box when it arrives.
  const release = await hold(page, INDEX_FILE);
  const requested = page.waitForRequest(INDEX_FILE);
  await box.focus();
  await page.keyboard.type('e');
  await requested;
  await expect(box).toBeFocused();
  await tabOnThenRelease(page, release, INDEX_FILE);
  await expect(box).toHaveAttribute('role', 'combobox');
});

test('Ctrl+K focuses the search box from anywhere on the page', async ({ page }) => {
  await page.goto('/team');
  await waitForApp(page);
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
});

test('arrow keys move the selection and Escape closes the list', async ({ page }) => {
  const box = await openSearch(page);
  await search(page, box, 'escrow');
  const options = results(page);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('a query with no match shows a clear empty state', async ({ page }) => {
  const box = await openSearch(page);
  await search(page, box, 'qzxvw plkjh');
  await expect(page.getByRole('listbox').getByText(EMPTY_STATE)).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test('there is no results page: no "See all results" link, and /search is not found', async ({ page }) => {
  const box = await openSearch(page);
  await search(page, box, 'escrow');
  await expect(page.getByRole('link', { name: /See all results/ })).toBeHidden();
  const response = await page.goto('/search?q=escrow');
  expect(response?.status()).toBe(404);
});

test.describe('odd input neither throws nor renders markup', () => {
  const inputs = [
    { name: 'only spaces', query: '     ' },
    { name: '500 characters', query: 'orchestrator escrow deposit '.repeat(20).slice(0, 500) },
    { name: 'one 500-character word', query: 'x'.repeat(500) },
    { name: 'a script tag', query: '<script>window.__searchInjected = 1</script>' },
    { name: 'an image with onerror', query: '<img src=x data-injected onerror="window.__searchInjected = 1">' },
    { name: 'regex metacharacters', query: '.*+?^${}()|[]\\' },
    { name: 'emoji', query: '🔍💸 escrow 🚀' },
    { name: 'right-to-left text', query: 'مرحبا بالعالم שלום' },
  ];

  for (const { name, query } of inputs) {
    test(name, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const box = await openSearch(page);
      await box.fill(query);
      await page.waitForTimeout(300);
      if (query.trim() !== '') {
        await expect(results(page).first().or(page.getByRole('listbox').getByText(EMPTY_STATE))).toBeVisible({
          timeout: 15_000,
        });
      }
      expect((await box.inputValue()).length).toBeLessThanOrEqual(100);
      expect(query.startsWith(await box.inputValue())).toBe(true);
      await expect(page.locator('[data-injected]')).toHaveCount(0);
      await expect(page.locator('.navbar__search script, .navbar__search img')).toHaveCount(0);
      expect(await page.evaluate(() => 'searchInjected' in window || '__searchInjected' in window)).toBe(false);
      expect(dialogs).toEqual([]);
    });
  }
});
