/**
 * The blog listing, the brand kit and the general pages in the browser: a
 * click anywhere on a post card opens that post, each brand colour swatch copies its own hex and says so, no page
 * scrolls sideways on a 320 px phone, and on a 390 px phone the announcement bar takes at most two lines and the
 * home page's first screen leads a buyer to the answers they need.
 */
import { brandColours } from '../../src/data/brandAssets';
import { expect, test, waitForApp } from './helpers';

test('a click anywhere on a post card opens that post', async ({ page }) => {
  await page.goto('/blogs');
  await waitForApp(page);
  const card = page.getByTestId('blog-post-card').nth(1);
  const href = await card.getByRole('link').first().getAttribute('href');
  // The middle of the card is summary text: the title link's overlay takes the click.
  await card.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
});

test('each brand colour swatch copies its own hex and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/brand-kit');
  await waitForApp(page);
  for (const swatch of brandColours) {
    await page.getByRole('button', { name: `Copy ${swatch.name} hex`, exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(swatch.hex);
    await expect(page.getByRole('status').filter({ hasText: swatch.hex })).toBeVisible();
  }
});

test('nothing scrolls sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ['/', '/team', '/brand-kit', '/guides/introduction/zkp2p']) {
    await page.goto(path);
    await waitForApp(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('on a 390 px phone the announcement bar takes two lines at most, and the first screen answers buyers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForApp(page);
  const lines = await page.locator('.theme-announcement-bar [class*="announcementBarContent"]').evaluate((content) => {
    const lineHeight = Number.parseFloat(getComputedStyle(content).lineHeight);
    return Math.round(content.getBoundingClientRect().height / lineHeight);
  });
  expect(lines).toBeLessThanOrEqual(2);
  // The buyer's way in is on the first screen, and a tap there lands on that button.
  const buy = page.getByRole('link', { name: 'Buy crypto', exact: true });
  const box = await buy.boundingBox();
  expect(box, 'the buy button has a box').not.toBeNull();
  if (!box) return;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim(), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(hit).toBe('Buy crypto');
});
