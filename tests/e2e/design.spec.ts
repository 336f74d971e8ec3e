/**
 * Design area: the home page, the team page and the brand kit.
 * - every link on the home page resolves (internal: answers 200, not the
 *   not-found page; external: the addresses in src/data/links.ts);
 * - the latest-posts section lists the newest posts of the blog's own files;
 * - team cards are rendered from src/data/team.ts;
 * - palette swatches copy the right hex;
 * - every brand asset linked from the kit answers 200 with the right type;
 * - no console errors (fixture), no axe violation, no sideways scroll at
 *   320 px, no layout shift, and the pages read without JavaScript;
 * - screenshots of home, team, a docs page and the 404 page at 390 and 1280 px
 *   are attached to the report (test artifacts, not committed).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { links } from '../../src/data/links';
import { palette } from '../../src/data/palette';
import { team } from '../../src/data/team';
import { brandFiles, paletteFiles, archiveFile } from '../../src/data/brandAssets';
import { frontMatterText, parseDoc } from '../../src/utils/markdown';
import { expect, layoutShift, mainHeading, NOT_FOUND_HEADING, test, waitForApp } from './fixtures';

// Playwright runs from the repository root (the other specs read build/ the same way).
const root = process.cwd();

/** The blog's posts from their source files, newest first: what the home page must list. */
function newestBlogPosts(count: number): { title: string; slug: string }[] {
  const dir = path.join(root, 'blog');
  return readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const { frontMatter } = parseDoc(readFileSync(path.join(dir, name), 'utf8'));
      const date = frontMatterText(frontMatter, 'date') ?? name.slice(0, 10);
      const slug =
        frontMatterText(frontMatter, 'slug') ?? name.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, '');
      return { title: frontMatterText(frontMatter, 'title') ?? '', slug, time: Date.parse(date) };
    })
    .sort((a, b) => b.time - a.time || a.slug.localeCompare(b.slug))
    .slice(0, count)
    .map(({ title, slug }) => ({ title, slug }));
}

const CONTENT_TYPES: Readonly<Record<string, RegExp>> = {
  '.svg': /^image\/svg\+xml/,
  '.png': /^image\/png/,
  '.zip': /^application\/zip/,
  '.css': /^text\/css/,
  '.json': /^application\/json/,
};

test.describe('home page', () => {
  test('hero: name, tagline, plain explanation and the two primary actions', async ({ readerPage: page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('ZKP2P Docs');
    expect(await mainHeading(page)).toBe('ZKP2P');
    const hero = page.locator('main header');
    await expect(hero).toContainText('The permissionless fiat ↔ crypto ramp');
    await expect(hero.getByRole('link', { name: 'Read the user guides' })).toHaveAttribute(
      'href',
      '/guides/introduction/zkp2p',
    );
    await expect(hero.getByRole('link', { name: 'Integrate ZKP2P' })).toHaveAttribute(
      'href',
      '/developer/integrate-zkp2p/integrate-redirect-onramp',
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/img\/social-card\.png$/);
  });

  test('a path for each audience leads to its guide', async ({ readerPage: page }) => {
    await page.goto('/');
    const expected: readonly [string, string][] = [
      ['Start the buyer guide', '/guides/for-buyers/complete-guide-to-onboarding'],
      ['Start the seller guide', '/guides/for-sellers/provide-liquidity-sell-usdc'],
      ['Read the integration guide', '/developer/integrate-zkp2p/integrate-redirect-onramp'],
      ['Read the protocol overview', '/protocol/zkp2p-protocol'],
    ];
    for (const [name, href] of expected) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  test('every link target on the page resolves', async ({ readerPage: page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(10);
    const external = new Set<string>(Object.values(links));
    for (const href of new Set(hrefs)) {
      if (/^https?:/.test(href)) {
        expect(external.has(href), `${href} comes from src/data/links.ts`).toBe(true);
        continue;
      }
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(await response.text(), `${href} is not the not-found page`).not.toContain(NOT_FOUND_HEADING);
    }
    for (const href of [links.telegram, links.x, links.github]) {
      expect(hrefs, `community link ${href}`).toContain(href);
    }
  });

  test('latest posts are the newest posts of the blog, newest first', async ({ readerPage: page }) => {
    await page.goto('/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Latest from the blog' }) });
    await expect(section.getByRole('link', { name: /All posts/ })).toHaveAttribute('href', '/blogs');
    const titles = section.getByRole('listitem').getByRole('heading', { level: 3 });
    const expected = newestBlogPosts(3);
    await expect(titles).toHaveText(expected.map((post) => post.title));
    for (const post of expected) {
      await expect(section.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      );
    }
    await expect(section.locator('time[datetime]')).toHaveCount(expected.length);
  });

  test('the trade diagram is one named picture at each width, sized before it loads', async ({ readerPage: page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const diagram = page.getByRole('img', { name: 'How a ZKP2P trade works' });
      await expect(diagram).toHaveCount(1);
      await expect(diagram).toBeVisible();
      await expect(diagram).toHaveAttribute('width', /\d+/);
      await expect(diagram).toHaveAttribute('height', /\d+/);
      const how = page.locator('section', { has: page.getByRole('heading', { name: 'How a trade works' }) });
      await expect(how.locator('ol > li')).toHaveCount(4);
    }
  });

  test('reads without JavaScript: content, posts and diagram are in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'ZKP2P' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'How a ZKP2P trade works' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: newestBlogPosts(1)[0]?.title ?? '' })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background, 'dark before any script runs').toBe('rgb(11, 13, 18)');
    await context.close();
  });
});

test.describe('team page', () => {
  test('one card per member of src/data/team.ts, with named profile links', async ({ readerPage: page }) => {
    await page.goto('/team');
    expect(await mainHeading(page)).toBe('Team');
    const people = page.locator('section', { has: page.getByRole('heading', { name: 'The people' }) });
    await expect(people.getByRole('heading', { level: 3 })).toHaveText(team.map((member) => member.name));
    for (const member of team) {
      await expect(people.getByRole('link', { name: `${member.name} on X` })).toHaveAttribute('href', member.x);
      const github = people.getByRole('link', { name: `${member.name} on GitHub` });
      if (member.github) {
        await expect(github).toHaveAttribute('href', member.github);
      } else {
        await expect(github).toHaveCount(0);
      }
    }
    await expect(page.locator('main')).toContainText('P2P Labs Inc.');
  });

  test('ways to reach the team: Telegram, X and GitHub', async ({ readerPage: page }) => {
    await page.goto('/team');
    for (const [name, href] of [
      ['ZKP2P on Telegram', links.telegram],
      ['ZKP2P on X', links.x],
      ['ZKP2P on GitHub', links.github],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });
});

test.describe('brand kit', () => {
  test('each palette swatch copies its own hex and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/brand-kit');
    await waitForApp(page);
    for (const swatch of palette) {
      const button = page.getByRole('button', { name: `Copy ${swatch.name} hex`, exact: true });
      await button.click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(swatch.hex);
      await expect(page.getByRole('status').filter({ hasText: swatch.hex })).toHaveText(
        `Copied ${swatch.hex} (${swatch.name}) to the clipboard.`,
      );
    }
  });

  test('swatches show hex, RGB and the contrast ratio on the background', async ({ readerPage: page }) => {
    await page.goto('/brand-kit');
    const mint = page.locator('li', { has: page.getByRole('heading', { name: 'Ramp mint', exact: true }) });
    await expect(mint).toContainText('#3EE6A8');
    await expect(mint).toContainText('rgb(62, 230, 168)');
    await expect(mint).toContainText('12.1:1');
  });

  test('every brand asset link answers 200 with the right content type', async ({ readerPage: page, request }) => {
    await page.goto('/brand-kit');
    const hrefs = await page
      .locator('main a[href^="/brand/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const expected = [...brandFiles.map((f) => f.file), paletteFiles.css, paletteFiles.json, archiveFile].map(
      (file) => `/brand/${file}`,
    );
    expect(new Set(hrefs)).toEqual(new Set(expected));
    for (const href of new Set(hrefs)) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const type = CONTENT_TYPES[path.extname(href)];
      expect(response.headers()['content-type'], href).toMatch(type ?? /^$/);
    }
  });

  test('brand kit images load', async ({ readerPage: page }) => {
    await page.goto('/brand-kit');
    const images = page.locator('main img');
    expect(await images.count()).toBeGreaterThan(5);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });
});

test.describe('quality on the design pages', () => {
  for (const route of ['/', '/team', '/brand-kit']) {
    // The axe scans of these pages (1280 and 390 px) are in a11y.spec.ts, with every spec route.
    test(`${route} at 320 px: nothing scrolls sideways`, async ({ readerPage: page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(route);
      await waitForApp(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  for (const route of ['/', '/team']) {
    test(`${route}: no layout shift while loading`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(route);
      await waitForApp(page);
      const shift = await layoutShift(page);
      expect(shift).toBeLessThan(0.01);
    });
  }

  test('keyboard focus on the hero actions is visible', async ({ readerPage: page }) => {
    await page.goto('/');
    await waitForApp(page);
    const action = page.getByRole('link', { name: 'Read the user guides' });
    await action.focus();
    const outline = await action.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});

test.describe('screenshots', () => {
  const pages = [
    { name: 'home', path: '/' },
    { name: 'team', path: '/team' },
    { name: 'docs', path: '/guides/introduction/zkp2p' },
    { name: 'not-found', path: '/this-page-does-not-exist' },
  ];
  for (const { name, path: route } of pages) {
    for (const width of [390, 1280]) {
      test(`${name} at ${width} px`, async ({ readerPage: page }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        await waitForApp(page);
        if (name === 'not-found') {
          expect(await mainHeading(page)).toBe(NOT_FOUND_HEADING);
        }
        const file = testInfo.outputPath(`${name}-${width}.png`);
        const body = await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${name}-${width}`, { body, contentType: 'image/png' });
      });
    }
  }
});
