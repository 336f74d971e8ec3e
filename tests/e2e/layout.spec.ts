/**
 * The layout the spec promises on every page: navbar, footer, colour mode,
 * announcement bar, skip link, breadcrumbs, table of contents, the mobile
 * breakpoint, the navigation progress bar and data-saving prefetch rules.
 */
import type { Page } from '@playwright/test';
import { mainDocPaths } from '../../src/data/routes';
import { expect, test, waitForApp, waitForIdle } from './fixtures';

const DOC = '/guides/for-buyers/complete-guide-to-onboarding';

test.describe('navbar', () => {
  test('left: User, Protocol, Developer; right: Team, Brand Kit, Blogs, GitHub', async ({ readerPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const left = navbar.locator('.navbar__items:not(.navbar__items--right) > .navbar__item');
    const right = navbar.locator('.navbar__items--right > .navbar__item');
    await expect(left).toHaveText(['User', 'Protocol', 'Developer']);
    await expect(right.filter({ hasText: /\S/ })).toHaveText(['Team', 'Brand Kit', 'Blogs', /GitHub/]);
    await expect(navbar.getByRole('link', { name: 'User' })).toHaveAttribute('href', mainDocPaths.guides);
    await expect(navbar.getByRole('link', { name: 'Protocol' })).toHaveAttribute('href', mainDocPaths.protocol);
    await expect(navbar.getByRole('link', { name: 'Developer' })).toHaveAttribute('href', mainDocPaths.developer);
    await expect(navbar.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
    await expect(navbar.getByRole('link', { name: 'Brand Kit' })).toHaveAttribute('href', /^\/brand-kit\/?$/);
    await expect(navbar.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    await expect(navbar.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/zkp2p');
    await expect(navbar.getByRole('link', { name: 'ZKP2P home' })).toHaveAttribute('href', '/');
  });

  test('each docs item leads to its area main doc and marks itself active there', async ({ readerPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForApp(page);
    for (const label of ['User', 'Protocol', 'Developer', 'Brand Kit'] as const) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
      await expect(page.locator('.navbar__link--active')).toHaveText(label);
      await expect(page.locator('article h1')).toBeVisible();
    }
    expect(new URL(page.url()).pathname).toMatch(/^\/brand-kit\/?$/);
  });

  test('the navbar is fixed and hides on scroll down', async ({ readerPage: page }) => {
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
});

test('footer groups, links and copyright', async ({ readerPage: page }) => {
  await page.goto('/team');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Documentation', 'Community', 'More']);
  const group = (title: string) =>
    footer.locator('.footer__col', { has: page.locator('.footer__title', { hasText: title }) });
  const hrefs = async (title: string) =>
    group(title)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]));
  expect(await hrefs('Documentation')).toEqual([
    ['Onboarding guide', '/guides/for-buyers/complete-guide-to-onboarding'],
    ['Protocol', '/protocol/zkp2p-protocol'],
    ['Redirect onramp', '/developer/integrate-zkp2p/integrate-redirect-onramp'],
  ]);
  expect(await hrefs('Community')).toEqual([
    ['Telegram', 'https://t.me/zk_p2p'],
    ['X', 'https://x.com/zkp2p'],
  ]);
  expect(await hrefs('More')).toEqual([
    ['ZKP2P', 'https://zkp2p.xyz'],
    ['GitHub', 'https://github.com/zkp2p'],
    ['Support', 'https://support.zkp2p.xyz'],
    ['Brand Kit', '/brand-kit'],
    ['Blogs', '/blogs'],
  ]);
  await expect(footer.locator('.footer__copyright')).toHaveText('© 2025 P2P Labs Inc.');
});

test.describe('colour mode', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`dark when the browser prefers ${colorScheme}, with no switch`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto(DOC);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('button', { name: /dark mode|light mode|system mode/i })).toHaveCount(0);
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(background).toBe('rgb(11, 13, 18)');
      await context.close();
    });
  }
});

test('the announcement bar closes and stays closed after a reload', async ({ readerPage: page }) => {
  await page.goto('/');
  await waitForApp(page);
  const bar = page.getByRole('banner').filter({ hasText: 'V3' }).or(page.locator('[class*="announcementBar"]'));
  await expect(bar.first()).toBeVisible();
  await expect(bar.first().getByRole('link', { name: /launch post/i })).toHaveAttribute('href', '/blog/intro-zkp2p-v3');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('[class*="announcementBar"]')).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await expect(page.locator('[class*="announcementBar"]')).toHaveCount(0);

  // Remembered in localStorage (the spec), and hidden before any script file
  // runs: the theme's inline script reads it while the page is parsed.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (key) => key.startsWith('docusaurus.announcement.dismiss') && localStorage.getItem(key) === 'true',
      ),
    ),
    'the closed state in localStorage',
  ).toHaveLength(1);
  await page.route('**/assets/js/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto('/team');
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // With localStorage cleared, the bar is back.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});

test('the skip link is the first stop and moves focus to the main content', async ({ readerPage: page }) => {
  await page.goto(DOC);
  await waitForApp(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const focusedIsMain = await page.evaluate(() => {
    const main = document.querySelector('main');
    const active = document.activeElement;
    return Boolean(main && active && (main === active || main.contains(active) || active.contains(main)));
  });
  expect(focusedIsMain).toBe(true);
});

test('docs show breadcrumbs', async ({ readerPage: page }) => {
  await page.goto(DOC);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Home page' })).toBeVisible();
  await expect(crumbs).toContainText('For buyers');
});

test('the chrome draws its icons without image files: carets, separators, magnifier', async ({ readerPage: page }) => {
  // Each SVG image is a document of its own for the browser to build
  // (src/css/icons.css); the logo is the one image, with its size reserved.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(DOC);
    await waitForApp(page);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const logo = navbar.getByRole('img', { name: 'ZKP2P home' });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('width', '32');
    await expect(logo).toHaveAttribute('height', '32');
    const images = await page.evaluate(() => {
      const found: string[] = [];
      for (const element of Array.from(document.querySelectorAll('body *'))) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          for (const value of [style.backgroundImage, style.maskImage]) {
            if (value.includes('url(')) found.push(`${element.className}${pseudo ?? ''}: ${value.slice(0, 60)}`);
          }
        }
      }
      return found;
    });
    expect(images, `at ${width} px`).toEqual([]);
    // The icons are still there: a clipped box with a size, filled with a colour.
    const icons = [
      width < 997 ? '.theme-doc-toc-mobile button' : '.menu__caret',
      '.breadcrumbs__item',
      '.theme-back-to-top-button',
    ];
    for (const selector of icons) {
      const icon = await page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element, element.matches('.menu__caret') ? '::before' : '::after');
          return {
            clip: style.clipPath,
            area: parseFloat(style.width) * parseFloat(style.height),
            fill: style.backgroundColor,
          };
        });
      expect(icon.clip, `${selector} at ${width} px`).toMatch(/^polygon/);
      expect(icon.area, `${selector} at ${width} px`).toBeGreaterThan(0);
      expect(icon.fill, `${selector} at ${width} px`).not.toBe('rgba(0, 0, 0, 0)');
    }
    // The magnifier: a ring and a handle drawn with gradients in the search box.
    const magnifier = await page
      .locator('.navbar__search-input')
      .evaluate((input) => getComputedStyle(input).backgroundImage);
    expect(magnifier).toMatch(/^radial-gradient\(.*linear-gradient\(/);
  }
});

test('every doc links "Edit this page" to its source file', async ({ readerPage: page }) => {
  for (const [path, file] of [
    [DOC, 'guides/for-buyers/complete-guide-to-onboarding.md'],
    ['/developer/developer/api/v3/onramp', 'developer/api/v3/onramp.md'],
    ['/brand-kit', 'brand-kit/index.md'],
  ] as const) {
    await page.goto(path);
    const href = await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href');
    expect(href ?? '').toMatch(
      new RegExp(`^https://github\\.com/zkp2p/docs/edit/main/${file.replace(/\.md$/, '')}\\.mdx?$`),
    );
  }
});

// That each doc's table of contents lists its h2 and h3 headings only is checked on the
// route's visit in routes.spec.ts.

test('the progress bar appears on a slow client-side navigation', async ({ readerPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  // The bar is drawn by html[data-navigating]::before: a visible 2 px strip at the top.
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-navigating', '');
  const bar = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement, '::before');
    return { content: style.content, height: style.height, position: style.position, top: style.top };
  });
  expect(bar).toEqual({ content: '""', height: '2px', position: 'fixed', top: '0px' });
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(html).not.toHaveAttribute('data-navigating');
});

test('a fast client-side navigation shows no progress bar', async ({ readerPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  // Watch the attribute from before the click, so that a bar shown for any moment is caught.
  await page.evaluate(() => {
    const seen = { bar: false };
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute('data-navigating')) seen.bar = true;
    }).observe(document.documentElement, { attributes: true });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { progressSeen: { bar: boolean } }).progressSeen.bar)).toBe(
    false,
  );
});

test.describe('prefetching', () => {
  const prefetchCount = (page: Page) => page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length);

  test('links in view are prefetched on a normal connection', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect.poll(() => prefetchCount(page)).toBeGreaterThan(0);
  });

  for (const [label, connection] of [
    ['save-data', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
  ] as const) {
    test(`nothing is prefetched on a ${label} connection`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
      }, connection);
      const requested: string[] = [];
      await page.goto('/');
      await waitForApp(page);
      page.on('request', (request) => requested.push(request.url()));
      await page.mouse.move(10, 10);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).hover();
      await page.waitForTimeout(800);
      expect(await prefetchCount(page)).toBe(0);
      expect(requested.filter((url) => url.endsWith('.js'))).toEqual([]);
    });
  }
});

test('the home, team and blog pages keep their width while their content arrives', async ({ page }) => {
  // A slow phone paints a half-parsed page: a column that is as wide as its
  // content would widen as the rest arrives (a layout shift of 0.12 on /blogs).
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const path of ['/', '/team', '/blogs']) {
    await page.goto(path);
    await waitForApp(page);
    const widths = await page.evaluate(() => {
      const blocks = Array.from(document.querySelectorAll<HTMLElement>('.main-wrapper > *'));
      const measure = () => blocks.map((block) => Math.round(block.getBoundingClientRect().width));
      const full = measure();
      for (const block of blocks)
        for (const child of Array.from(block.children)) (child as HTMLElement).style.display = 'none';
      return { full, empty: measure() };
    });
    expect(widths.full.length, `${path}: blocks in the layout's column`).toBeGreaterThan(0);
    expect(widths.empty, `${path}: widths with the content not there yet`).toEqual(widths.full);
  }
});

test('a wide table far below the view is a focusable group before the reader scrolls to it', async ({
  readerPage: page,
}) => {
  // Keyboard users Tab into tables they have not scrolled to yet.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/developer/developer/api/v3/onramp');
  await waitForApp(page);
  await waitForIdle(page);
  const tables = await page.locator('article table').evaluateAll((elements) =>
    elements.map((table) => {
      const box = table.parentElement as HTMLElement;
      return {
        below: box.getBoundingClientRect().top > window.innerHeight * 2,
        group: box.getAttribute('role') === 'group' && box.tabIndex === 0,
        // Read last: reading the widths lays the table out.
        overflows: box.scrollWidth > box.clientWidth + 1,
      };
    }),
  );
  const wideBelow = tables.filter((table) => table.below && table.overflows);
  expect(wideBelow.length, 'wide tables far below the first view').toBeGreaterThan(0);
  expect(wideBelow.filter((table) => !table.group)).toEqual([]);
});

test('wide tables scroll sideways inside a focusable, named group', async ({ readerPage: page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  let overflowing = 0;
  for (const path of [
    '/protocol/v3/v3-deployments',
    '/developer/developer/api/v3/onramp',
    '/protocol/v3/smart-contracts/orchestrator',
  ]) {
    await page.goto(path);
    await waitForApp(page);
    const tables = page.locator('article table');
    for (let index = 0; index < (await tables.count()); index += 1) {
      const table = tables.nth(index);
      // As a reader meets it: long pages draw their tables as they come near the view.
      await table.scrollIntoViewIfNeeded();
      const overflows = await table.evaluate((element) => {
        const box = element.parentElement;
        return box ? box.scrollWidth > box.clientWidth + 1 : false;
      });
      if (!overflows) continue;
      overflowing += 1;
      await expect
        .poll(() =>
          table.evaluate((element) => {
            const box = element.parentElement;
            return {
              role: box?.getAttribute('role'),
              tabIndex: box?.getAttribute('tabindex'),
              label: box?.getAttribute('aria-label'),
            };
          }),
        )
        .toEqual({ role: 'group', tabIndex: '0', label: 'Table, scrolls sideways' });
    }
  }
  expect(overflowing, 'at least one table overflows at 390 px').toBeGreaterThan(0);
});
