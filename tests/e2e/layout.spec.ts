/**
 * The layout every page shares: the navbar leads to each docs area and hides
 * on scroll, the theme is dark whatever the browser prefers and has no
 * switch, the announcement bar stays closed once closed, docs show
 * breadcrumbs, the footer carries the copyright, and wide tables scroll
 * inside a focusable group.
 */
import { mainDocPaths } from '../support/routes';
import { expect, test, waitForApp, waitForIdle } from './helpers';

const DOC = '/guides/for-buyers/complete-guide-to-onboarding';

test('each docs item of the navbar leads to its area main doc and marks itself active', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  const navbar = page.getByRole('navigation', { name: 'Main' });
  for (const area of ['guides', 'protocol', 'developer', 'brand-kit'] as const) {
    await navbar.locator(`a[href="${mainDocPaths[area]}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === mainDocPaths[area]);
    await expect(page.locator('.navbar__link--active')).toHaveCount(1);
    await expect(page.locator('article h1')).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
});

test('the navbar is fixed and hides on scroll down', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(DOC);
  await waitForApp(page);
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toHaveClass(/navbar--fixed-top/);
  // Docusaurus compares each scroll position with the previous one, so scroll in steps.
  for (const y of [200, 500, 800]) {
    await page.mouse.wheel(0, 300);
    await page.waitForFunction((target) => window.scrollY >= target, y);
  }
  await expect(navbar).toHaveClass(/navbarHidden/);
  await page.mouse.wheel(0, -300);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('the theme is dark when the browser prefers light, with no switch; docs show breadcrumbs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(DOC);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: /dark mode|light mode|system mode/i })).toHaveCount(0);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Home page' })).toBeVisible();
});

test('the announcement bar closes from the keyboard and stays closed after a reload', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await expect(bar).toHaveCount(0);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toBeHidden();
});

test('wide tables scroll sideways inside a focusable, named group', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/developer/developer/api/v3/onramp');
  await waitForApp(page);
  // Tables become groups once measured, in idle time, before the reader scrolls to them.
  await waitForIdle(page);
  const boxes = await page.locator('article table').evaluateAll((tables) =>
    tables
      .map((table) => table.parentElement)
      .filter((box) => box !== null && box.scrollWidth > box.clientWidth + 1)
      .map((box) => `${box?.getAttribute('role')} ${box?.getAttribute('tabindex')} ${box?.getAttribute('aria-label')}`),
  );
  expect(boxes.length, 'tables wider than a phone').toBeGreaterThan(0);
  for (const box of boxes) expect(box).toBe('group 0 Table, scrolls sideways');
});
