/**
 * Accessibility of the production build:
 * - an axe-core scan of one route of each layout at phone (390 px) width, as
 *   rendered (dark theme): zero violations of any impact, with every rule axe
 *   enables by default, best-practice rules included (every spec route is
 *   scanned at desktop width in routes.spec.ts, in its one visit of the route);
 * - images: every `<img>` has an `alt` attribute, content images and diagrams a
 *   non-empty one, and inline SVG pictures a name;
 * - keyboard: every visible control is reached with Tab, focus is visible, and
 *   the menu, links and collapsible sidebar categories work from the keyboard.
 * One page per worker is reused for the scans.
 */
import type { Page } from '@playwright/test';
import { specRoutes } from '../../src/data/routes';
import { expectAccessible } from './axe';
import { expect, routesOfEachArea, test, waitForApp } from './fixtures';

/**
 * At phone width what changes is the layout (the navbar menu, the collapsed
 * table of contents, the stacked footer), not the content, so one route of
 * each layout is scanned there: the three pages, the first route of every
 * area (a post, a guide, a protocol page, a developer page, the brand kit), a
 * category index and the longest reference page. Every route is scanned at
 * desktop width in routes.spec.ts.
 */
const PHONE_ROUTES: readonly string[] = [
  ...new Set([
    ...specRoutes.filter(({ area }) => area === 'page').map(({ path }) => path),
    ...routesOfEachArea(1),
    '/guides/for-buyers',
    '/developer/developer/api/v3/onramp',
  ]),
];

test.describe('axe-core finds no violation at 390 px', () => {
  // A full scan of the longest reference pages takes several seconds on a
  // busy 2-core machine; this is a budget for the scan, not a speed check.
  test.describe.configure({ timeout: 60_000 });
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  for (const path of PHONE_ROUTES) {
    test(`${path} at 390 px`, async ({ readerPage: page }) => {
      await page.goto(path);
      await waitForApp(page);
      await expectAccessible(page, `${path} at 390 px`, { excludeCode: true });
    });
  }
});

/**
 * What the focused element is, read in the page in one go: its key from
 * `tagControls` ('' when focus is on the body, `untagged …` for a control
 * rendered since), whether it or its ::before/::after (a card link's ring
 * drawn round the card) shows an outline or ring, whether it is in the
 * navbar, and its text. One round trip per Tab keeps a walk through a long
 * page's few hundred controls quick.
 */
async function focusNow(page: Page): Promise<{ id: string; ring: boolean; inNavbar: boolean; text: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { id: '', ring: false, inNavbar: false, text: '' };
    const ring = [null, '::before', '::after'].some((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && style.content === 'none') return false;
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow;
    });
    return {
      id: element.getAttribute('data-tab-id') ?? `untagged ${element.tagName}`,
      ring,
      inNavbar: element.closest('nav.navbar') !== null,
      text: element.textContent ?? '',
    };
  });
}

const CONTROL_SELECTOR =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Tags every visible keyboard control with a key a reader would recognise it
 * by: its kind, its text and which of that kind and text it is in document
 * order (`pre "npminstallviem"#1`). The key survives a control being
 * re-rendered, unlike the DOM
 * node.
 */
async function tagControls(page: Page): Promise<Map<string, string>> {
  const entries = await page.evaluate((selector) => {
    const seen = new Map<string, number>();
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.tabIndex >= 0)
      .filter((element) => !element.closest('[inert], [aria-hidden="true"]'))
      .map((element) => {
        // Its accessible name or text, without white space.
        const text = element.getAttribute('aria-label') ?? element.textContent ?? '';
        const key = `${element.tagName.toLowerCase()} "${text.replace(/\s+/g, '').slice(0, 60)}"`;
        const kind = `${element.tagName.toLowerCase()} "${text.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        const id = encodeURIComponent(`${key}#${count}`);
        element.setAttribute('data-tab-id', id);
        return [id, kind] as const;
      });
  }, CONTROL_SELECTOR);
  return new Map(entries);
}

const KEYBOARD_ROUTES = [
  { path: '/', width: 1280 },
  { path: '/team', width: 1280 },
  { path: '/blogs', width: 1280 },
  { path: '/blog/intro-zkp2p-v3', width: 1280 },
  { path: '/guides/for-buyers/complete-guide-to-onboarding', width: 1280 },
  { path: '/developer/developer/api/v3/onramp', width: 1280 },
  { path: '/guides/for-buyers/complete-guide-to-onboarding', width: 390 },
];

test.describe('keyboard', () => {
  for (const { path, width } of KEYBOARD_ROUTES) {
    test(`every visible control on ${path} at ${width} px is reached with Tab, with a visible focus`, async ({
      readerPage: page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await waitForApp(page);
      const controls = await tagControls(page);
      expect(controls.size).toBeGreaterThan(0);
      const reached = new Set<string>();
      const invisible: string[] = [];
      for (let step = 0; step < controls.size + 60; step += 1) {
        await page.keyboard.press('Tab');
        let focus = await focusNow(page);
        // A control that re-rendered under focus gets its key again.
        if (focus.id.startsWith('untagged')) {
          await tagControls(page);
          focus = await focusNow(page);
        }
        const { id } = focus;
        if (id === '' && reached.size > 0) break;
        if (reached.has(id)) break;
        reached.add(id);
        if (controls.has(id) && !focus.ring) invisible.push(controls.get(id) ?? id);
      }
      const missed = [...controls].filter(([id]) => !reached.has(id)).map(([, label]) => label);
      expect(missed, 'controls never reached with Tab').toEqual([]);
      expect(invisible, 'controls focused without a visible outline or ring').toEqual([]);
    });
  }

  test('tabbing through the navbar shows a visible focus ring on each item', async ({ readerPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/guides/introduction/zkp2p');
    await waitForApp(page);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    let checked = 0;
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      const focus = await focusNow(page);
      if (!focus.inNavbar) {
        if (checked > 0) break;
        continue;
      }
      expect(focus.ring, `focus ring on ${focus.text}`).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(await navbar.getByRole('link').count());
  });

  test('links and buttons work from the keyboard at phone width', async ({ readerPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/guides/introduction/zkp2p');
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const link = sidebar.getByRole('link', { name: 'For buyers' }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/guides\/for-buyers\/?$/);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('a collapsible sidebar category opens and closes with the keyboard', async ({ readerPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/protocol/zkp2p-protocol');
    await waitForApp(page);
    const sidebar = page.locator('.theme-doc-sidebar-container');
    const toggle = sidebar.locator('[aria-expanded]').first();
    test.skip((await toggle.count()) === 0, 'no collapsible category in this sidebar');
    const before = await toggle.getAttribute('aria-expanded');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', before ?? 'false');
  });

  test('the announcement bar closes from the keyboard', async ({ readerPage: page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[class*="announcementBar"]')).toHaveCount(0);
  });
});
