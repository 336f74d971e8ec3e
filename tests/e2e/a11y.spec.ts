/**
 * Accessibility: axe-core finds no violation (any impact, best practices
 * included) on one route of each layout at desktop and phone width, in the
 * dark theme the site always shows; and the keyboard reaches every control
 * with a visible focus, and works the menu, the sidebar and the announcement
 * bar.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForApp } from './helpers';

/**
 * One page of each layout: home, team (cards), a post, and a doc: the longest
 * reference page, whose tables and code blocks come on top of the doc layout
 * (sidebar, breadcrumbs, table of contents, page actions) every doc shares.
 */
const DESKTOP_ROUTES = ['/', '/team', '/blog/intro-zkp2p-v3', '/developer/developer/api/v3/onramp'];
/** At phone width the layout changes (menu, stacked footer), not the content. */
const PHONE_ROUTES = ['/', '/guides/for-buyers/complete-guide-to-onboarding'];

for (const [width, routes] of [
  [1280, DESKTOP_ROUTES],
  [390, PHONE_ROUTES],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of routes) {
      test(`axe finds no violation on ${path}`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(path);
        await waitForApp(page);
        await expectAccessible(page, `${path} at ${width} px`);
      });
    }
  });
}

/** Whether the focused element (or its ::before/::after, a card's ring) shows an outline or a ring. */
async function focusRing(page: Page): Promise<{ name: string; ring: boolean } | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return undefined;
    const ring = [null, '::before', '::after'].some((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && style.content === 'none') return false;
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    });
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60);
    return { name: `${element.tagName.toLowerCase()} "${name}"`, ring };
  });
}

test('Tab reaches every control of a doc page in turn, each with a visible focus', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/guides/for-buyers/complete-guide-to-onboarding');
  await waitForApp(page);
  const controls = await page
    .locator('a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])')
    .evaluateAll(
      (elements) =>
        elements.filter(
          (element) =>
            element instanceof HTMLElement &&
            element.tabIndex >= 0 &&
            element.checkVisibility({ visibilityProperty: true }) &&
            !element.closest('[inert], [aria-hidden="true"]'),
        ).length,
    );
  const reached: string[] = [];
  const invisible: string[] = [];
  for (let step = 0; step < controls + 5; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusRing(page);
    if (!focus) break;
    reached.push(focus.name);
    if (!focus.ring) invisible.push(focus.name);
  }
  expect(reached[0], 'the skip link comes first').toMatch(/Skip to main content/);
  expect(reached.length, 'controls reached with Tab').toBeGreaterThanOrEqual(controls);
  expect(invisible, 'controls focused without a visible outline or ring').toEqual([]);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/guides/introduction/zkp2p');
  await waitForApp(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(
    await page.evaluate(() => {
      const main = document.querySelector('main');
      const active = document.activeElement;
      return Boolean(main && active && (main === active || main.contains(active) || active.contains(main)));
    }),
  ).toBe(true);
});

test('at phone width the menu opens and its links work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/team');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Protocol' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/protocol\//);
  await expect(page.locator('article h1')).toBeVisible();
});

test('a sidebar category opens and closes with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/protocol/zkp2p-protocol');
  await waitForApp(page);
  const toggle = page.locator('.theme-doc-sidebar-container [aria-expanded]').first();
  const before = await toggle.getAttribute('aria-expanded');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', before ?? 'false');
});
