/**
 * Offline search (Pagefind, src/theme/SearchBar): the navbar box finds the
 * right page first for a contract, an interface, a blog title and guide
 * phrases, names each result's area, and opens it with the searched words
 * highlighted; it fetches nothing of Pagefind until a reader reaches for it;
 * it is a keyboard combobox (Ctrl+K, arrows, Enter, Escape), says clearly when
 * nothing matches or search cannot load, and survives odd input without
 * errors or injected markup. There is no results page. Queries are page
 * titles and contract names, which stay stable while the prose is rewritten.
 */
import type { Dialog, Locator, Page } from '@playwright/test';
import { axe } from './axe';
import { expect, NOT_FOUND_HEADING, test, waitForApp } from './fixtures';
import { EMPTY_STATE, MAX_QUERY_LENGTH } from '../../src/data/search';

const PAGEFIND = /\/pagefind\//;

function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search the docs and the blog' });
}

function results(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
}

function emptyState(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: EMPTY_STATE });
}

/** Opens the search box with the keyboard shortcut and waits until Pagefind is ready. */
async function openSearch(page: Page, path = '/'): Promise<Locator> {
  await page.goto(path);
  await waitForApp(page);
  await page.keyboard.press('Control+k');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await expect(page.locator('[data-search-status="ready"]')).toBeAttached();
  return box;
}

/** Types a query and waits until its own results, or the empty state, are shown. */
async function search(page: Page, box: Locator, query: string): Promise<void> {
  await box.fill(query);
  await expect(
    page.getByRole('listbox').and(page.locator(':not([aria-busy="true"])')).or(emptyState(page)),
  ).toBeVisible();
  await expect(results(page).first().or(emptyState(page))).toBeVisible();
}

/** The paths of Pagefind's files a page requested from now on. */
function pagefindRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (PAGEFIND.test(pathname)) paths.push(pathname);
  });
  return paths;
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
    test(`${kind}: "${query}" → ${path}`, async ({ readerPage: page }) => {
      const box = await openSearch(page, '/guides/introduction/zkp2p');
      await search(page, box, query);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === path);
      await expect(page.locator('article h1').first()).toBeVisible();
    });
  }

  test('a page titled with the query ranks above pages that mention it', async ({ readerPage: page }) => {
    const box = await openSearch(page);
    await search(page, box, 'Orchestrator');
    const options = results(page);
    expect(await options.count()).toBeGreaterThan(2);
    await expect(options.first()).toContainText('Orchestrator');
    await expect(options.first()).toContainText('Protocol');
    // Other pages that only mention the contract follow it.
    await expect(
      options.filter({ hasText: /V3 overview|V3 smart contracts|The ZKP2P protocol/ }).first(),
    ).toBeVisible();
  });
});

test('each result names its area, and the section of the page that matched', async ({ readerPage: page }) => {
  const box = await openSearch(page);
  await search(page, box, 'partial release');
  await expect(results(page).first()).toContainText('User guides');
  await expect(results(page).filter({ hasText: 'Introducing ZKP2P V3' }).first()).toContainText('Blog');
  await search(page, box, 'signalIntent');
  // A match under a heading names it after the area: "Protocol › signalIntent".
  await expect(
    results(page)
      .filter({ hasText: /(Protocol|Developer) › \S/ })
      .first(),
  ).toBeVisible();
});

test.describe('payment platforms', () => {
  for (const platform of ['Venmo', 'Revolut']) {
    test(`"${platform}" leads to a page about it, with the word highlighted`, async ({ readerPage: page }) => {
      const box = await openSearch(page, '/blogs');
      await search(page, box, platform);
      await expect(results(page).first()).toContainText(platform);
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('highlight') === platform.toLowerCase());
      await expect(
        page
          .locator('article mark')
          .filter({ hasText: new RegExp(platform, 'i') })
          .first(),
      ).toBeVisible();
    });
  }
});

test('the target page highlights the searched terms, and only there the highlight script loads', async ({ page }) => {
  const requested = pagefindRequests(page);
  const box = await openSearch(page);
  await search(page, box, 'Orchestrator');
  expect(requested.filter((path) => path.endsWith('pagefind-highlight.js'))).toEqual([]);
  await results(page).first().click();
  await page.waitForURL('**/protocol/v3/smart-contracts/orchestrator?highlight=orchestrator');
  await expect(page.locator('article mark').first()).toHaveText(/orchestrator/i);
  // Marked in the article only, not in the navbar, sidebar or table of contents.
  await expect(page.locator('nav mark, aside mark, footer mark')).toHaveCount(0);
  expect(requested.filter((path) => path.endsWith('pagefind-highlight.js'))).toHaveLength(1);
});

test('nothing of Pagefind loads until the reader reaches for search; typing loads it', async ({ page }) => {
  const requested = pagefindRequests(page);
  await page.goto('/protocol/v3/smart-contracts/orchestrator');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 1200);
  await searchBox(page).hover();
  // Tabbing onto the box and past it is not reaching for search.
  await searchBox(page).focus();
  await page.keyboard.press('Tab');
  await page.waitForTimeout(500);
  expect(requested, 'no Pagefind request while the reader reads, points or tabs').toEqual([]);

  await searchBox(page).focus();
  await page.keyboard.type('escrow');
  await expect(results(page).first()).toBeVisible();
  expect(requested).toEqual(
    expect.arrayContaining([
      '/pagefind/pagefind.js',
      expect.stringMatching(/^\/pagefind\/wasm\.en\.pagefind$/),
      expect.stringMatching(/^\/pagefind\/index\/en_[\da-f]+\.pf_index$/),
      expect.stringMatching(/^\/pagefind\/fragment\/en_[\da-f]+\.pf_fragment$/),
    ]),
  );
});

test('pressing on the box loads search, and the box keeps its place and size', async ({ page }) => {
  await page.goto('/team');
  await waitForApp(page);
  const before = await searchBox(page).boundingBox();
  const loaded = page.waitForRequest((request) => new URL(request.url()).pathname === '/pagefind/pagefind.js');
  await searchBox(page).click();
  await loaded;
  await expect(page.locator('[data-search-status="ready"]')).toBeAttached();
  await expect(searchBox(page)).toBeFocused();
  expect(await searchBox(page).boundingBox()).toEqual(before);
});

test('the server-drawn box has the same place and size as the live one', async ({ browser }) => {
  const rects = [];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/guides/introduction/zkp2p');
    if (javaScriptEnabled) await waitForApp(page);
    rects.push(await searchBox(page).boundingBox());
    await context.close();
  }
  expect(rects[0]).not.toBeNull();
  expect(rects[1]).toEqual(rects[0]);
});

test('Ctrl+K focuses the search box from anywhere on the page', async ({ readerPage: page }) => {
  await page.goto('/team');
  await waitForApp(page);
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
});

test('arrow keys move the selection, Escape closes the list and then clears the box', async ({ readerPage: page }) => {
  const box = await openSearch(page);
  await search(page, box, 'escrow');
  const options = results(page);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await box.press('ArrowUp');
  await box.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('escrow');
  await box.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await box.press('Escape');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('the open results and the empty state pass axe (contrast included) at desktop and phone widths', async ({
  page,
}) => {
  // Four full axe scans in one test: a budget for the scans, not a speed check.
  test.setTimeout(60_000);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const box = await openSearch(page, '/guides/introduction/zkp2p');
    await search(page, box, 'escrow');
    await box.press('ArrowDown');
    const withResults = await axe(page).include('.navbar').analyze();
    expect(withResults.violations, `results at ${width} px`).toEqual([]);
    await search(page, box, 'qzxvw plkjh');
    const empty = await axe(page).include('.navbar').analyze();
    expect(empty.violations, `empty state at ${width} px`).toEqual([]);
  }
});

test('a query with no match shows a clear empty state', async ({ readerPage: page }) => {
  const box = await openSearch(page);
  await search(page, box, 'qzxvw plkjh');
  await expect(emptyState(page)).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('when search cannot load, the box says so, and the next try loads it', async ({
  readerPage: page,
  consoleErrors,
}) => {
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

test('on a phone the results fit the screen', async ({ readerPage: page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/guides/introduction/zkp2p');
  await waitForApp(page);
  await searchBox(page).click();
  await page.keyboard.type('escrow');
  await expect(results(page).first()).toBeVisible();
  const list = await page.getByRole('listbox').boundingBox();
  expect(list).not.toBeNull();
  expect(list!.x).toBeGreaterThanOrEqual(0);
  expect(list!.x + list!.width).toBeLessThanOrEqual(390);
});

test('there is no results page: /search is not found', async ({ readerPage: page }) => {
  const response = await page.goto('/search?q=escrow');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
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
    test(name, async ({ readerPage: page }) => {
      const dialogs: string[] = [];
      const onDialog = (dialog: Dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      };
      page.on('dialog', onDialog);
      try {
        const box = await openSearch(page);
        await box.fill(query);
        if (query.trim() !== '') {
          await expect(results(page).first().or(emptyState(page))).toBeVisible({ timeout: 15_000 });
        } else {
          await page.waitForTimeout(300);
          await expect(page.getByRole('listbox')).toBeHidden();
        }
        expect((await box.inputValue()).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        expect(query.startsWith(await box.inputValue())).toBe(true);
        await expect(page.locator('[data-injected]')).toHaveCount(0);
        await expect(page.locator('[data-search-status] script, [data-search-status] img')).toHaveCount(0);
        expect(await page.evaluate(() => 'searchInjected' in window || '__searchInjected' in window)).toBe(false);
        expect(dialogs).toEqual([]);
      } finally {
        // The page is the worker's: the next test must not inherit the listener.
        page.off('dialog', onDialog);
      }
    });
  }
});
