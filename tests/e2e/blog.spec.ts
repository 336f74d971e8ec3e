/**
 * The blog in a real browser: /blogs lists the seven posts newest first, each
 * card with its title as the one link, date, reading time, summary and
 * author; the page has one h1, advertises its RSS and Atom feeds, which parse
 * as XML; it does not shift as it loads and passes an accessibility scan; each
 * post page shows its author and date.
 */
import type { Page } from '@playwright/test';
import { blogSlugs } from '../../src/data/routes';
import { expect, layoutShift, test, waitForApp } from './fixtures';

/** The spec's posts, newest first (src/data/routes.ts lists them in that order). */
const SLUGS = blogSlugs;

const AUTHOR = 'ZKP2P team';
const LONG_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

const cards = (page: Page) => page.getByTestId('blog-post-card');

test.describe('blog listing', () => {
  test('has a meaningful title, one h1 and an h2 per post', async ({ readerPage: page }) => {
    await page.goto('/blogs');
    await expect(page).toHaveTitle('Blog | ZKP2P Docs');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Blog');
    await expect(page.locator('main h2')).toHaveCount(SLUGS.length);
  });

  test('lists the seven posts newest first, each with title, date, reading time, summary and author', async ({
    page,
  }) => {
    await page.goto('/blogs');
    await expect(cards(page)).toHaveCount(SLUGS.length);

    const hrefs = await cards(page)
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(SLUGS.map((slug) => `/blog/${slug}`));

    const dates = await cards(page)
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
    expect(dates).toHaveLength(SLUGS.length);
    expect([...dates].sort().reverse()).toEqual(dates);

    for (const card of await cards(page).all()) {
      await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
      await expect(card.locator('time')).toHaveText(LONG_DATE);
      await expect(card.getByTestId('reading-time')).toHaveText(/^\d+ min read$/);
      await expect(card.getByTestId('blog-post-author')).toHaveText(AUTHOR);
      const summary = (await card.getByTestId('blog-post-summary').innerText()).trim();
      expect(summary.split(/\s+/).length, `summary of ${await card.locator('h2').innerText()}`).toBeGreaterThanOrEqual(
        15,
      );
      // The title is the card's only link, so a screen reader hears each post once.
      await expect(card.getByRole('link')).toHaveCount(1);
    }
  });

  test('a click anywhere on a card opens the post', async ({ readerPage: page }) => {
    await page.goto('/blogs');
    await waitForApp(page);
    // The middle of the card is summary text: the title link's overlay takes the click.
    await cards(page).nth(1).click();
    await expect(page).toHaveURL(/\/blog\/speed-doesnt-always-need-to-cost$/);
  });

  test('the card titles are reachable from the keyboard, with visible focus', async ({ readerPage: page }) => {
    await page.goto('/blogs');
    await waitForApp(page);
    const first = cards(page).first().locator('h2 a');
    await first.focus();
    await expect(first).toBeFocused();
    // The ring is drawn round the whole card by the link's stretched ::after.
    const ring = await first.evaluate((link) => {
      const after = getComputedStyle(link, '::after');
      const card = link.closest('article')?.getBoundingClientRect();
      const box = { width: parseFloat(after.width), height: parseFloat(after.height) };
      return {
        outline: after.outlineStyle,
        coversCard: !!card && box.width >= card.width - 4 && box.height >= card.height - 4,
      };
    });
    expect(ring).toEqual({ outline: 'solid', coversCard: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\/intro-zkp2p-v3$/);
  });

  test('advertises its RSS and Atom feeds in the head', async ({ readerPage: page }) => {
    await page.goto('/blogs');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/blogs/rss.xml',
    );
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      '/blogs/atom.xml',
    );
  });

  test('the feeds parse as XML and list every post', async ({ readerPage: page }) => {
    await page.goto('/blogs');
    const feeds = [
      { url: '/blogs/rss.xml', selector: 'channel > item > link', hrefAttribute: false },
      { url: '/blogs/atom.xml', selector: 'entry > link', hrefAttribute: true },
    ];
    for (const feed of feeds) {
      const parsed = await page.evaluate(async ({ url, selector, hrefAttribute }) => {
        const text = await (await fetch(url)).text();
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          errors: doc.getElementsByTagName('parsererror').length,
          links: Array.from(doc.querySelectorAll(selector), (el) =>
            hrefAttribute ? (el.getAttribute('href') ?? '') : (el.textContent ?? ''),
          ),
        };
      }, feed);
      expect(parsed.errors, `${feed.url} is well-formed`).toBe(0);
      expect(parsed.links, `${feed.url} lists every post, newest first`).toEqual(
        SLUGS.map((slug) => `https://docs.zkp2p.xyz/blog/${slug}`),
      );
    }
  });

  test('does not shift while it loads', async ({ page }) => {
    await page.goto('/blogs');
    await waitForApp(page);
    const shift = await layoutShift(page);
    expect(shift).toBeLessThan(0.05);
  });
  // The axe scan of /blogs (desktop and phone) is in a11y.spec.ts.
});

test.describe('blog posts', () => {
  for (const slug of SLUGS) {
    test(`/blog/${slug} shows its title, author and date`, async ({ readerPage: page }) => {
      await page.goto(`/blog/${slug}`);
      await expect(page.locator('h1')).toHaveCount(1);
      const header = page.locator('article header').first();
      await expect(header.locator('time')).toHaveText(LONG_DATE);
      await expect(header.getByText(AUTHOR, { exact: true })).toBeVisible();
      await expect(header).toContainText(/(One|\d+) min read/);
    });
  }
});
