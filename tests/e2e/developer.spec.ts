/**
 * Developer docs in the browser: the pieces every guide relies on
 * (highlighted, copyable code; npm2yarn tabs that remember the reader's
 * choice).
 */
import { collapse, expect, test, waitForApp } from './helpers';

test('install tabs work from the keyboard, and the choice follows the reader to other pages', async ({ page }) => {
  await page.goto('/developer/developer/api/v3/offramp');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const tabs = page.getByRole('tablist').first();
  const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
  const panel = (text: RegExp) => page.getByRole('tabpanel').filter({ hasText: text }).first();
  await tab('npm').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Yarn')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('pnpm')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('npm')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab('pnpm')).toBeFocused();
  await expect(tab('npm')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(tab('pnpm')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(/\bpnpm\b/)).toBeVisible();
  await expect(panel(/\bnpm install\b/)).toBeHidden();

  // Another page with install commands opens on the reader's choice.
  await page.goto('/developer/api/onramp-integration');
  await waitForApp(page);
  await expect(tab('pnpm')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(/\bpnpm\b/)).toBeVisible();
});

test.describe('code blocks', () => {
  const CODE_PAGE = '/developer/developer/api/v3/onramp';

  test('arrive highlighted in the HTML itself, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CODE_PAGE);
    const block = page.locator('article pre.language-ts').first();
    await expect(block).toBeVisible();
    // Token runs are coloured: some differ from the block's own text colour.
    const colours = await block.evaluate((pre) => {
      const own = getComputedStyle(pre).color;
      return Array.from(pre.querySelectorAll('span')).filter((span) => getComputedStyle(span).color !== own).length;
    });
    expect(colours).toBeGreaterThan(0);
    await context.close();
  });

  test('copy their code to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(CODE_PAGE);
    await waitForApp(page);
    const block = page.locator('article .theme-code-block').first();
    await block.getByRole('button', { name: /copy code/i }).click();
    const code = collapse(await block.locator('pre code').innerText());
    // Writing to the clipboard is asynchronous: wait for it rather than read at once.
    await expect.poll(async () => collapse(await page.evaluate(() => navigator.clipboard.readText()))).toBe(code);
  });
});
