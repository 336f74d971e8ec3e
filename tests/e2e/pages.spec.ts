/**
 * The blog listing, the brand kit and the general pages in the browser: a
 * click anywhere on a post card opens that post, each brand colour swatch copies its own hex and says so, and no page
 * scrolls sideways on a 320 px phone.
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
