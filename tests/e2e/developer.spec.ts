/**
 * Developer docs in the browser: the redirect link builder (fill, build, read
 * the link, copy it, see validation tied to its inputs) and the pieces every
 * guide relies on (highlighted, copyable code; npm2yarn tabs that remember
 * the reader's choice).
 */
import { collapse, expect, test, waitForApp } from './helpers';
import type { Page } from '@playwright/test';

const REDIRECT_PAGE = '/developer/integrate-zkp2p/integrate-redirect-onramp';
const WALLET = '0x1111222233334444555566667777888899990000';
const NATIVE = '0x0000000000000000000000000000000000000000';

async function openBuilder(page: Page) {
  await page.goto(REDIRECT_PAGE);
  await waitForApp(page);
  const builder = page.getByRole('region', { name: 'Redirect link builder' });
  await expect(builder).toBeVisible();
  return builder;
}

test.describe('redirect link builder', () => {
  test('builds an encoded link from the filled parameters', async ({ page }) => {
    const builder = await openBuilder(page);
    await builder.getByLabel('referrer (required)').fill('Acme Wallet');
    await builder.getByLabel('callbackUrl').fill('https://acme.example/done?order=7');
    await builder.getByLabel('inputCurrency').fill('usd');
    await builder.getByLabel('inputAmount').fill('25.50');
    await builder.getByLabel('toToken chain').selectOption({ label: 'Base (8453)' });
    await builder.getByLabel('toToken address').fill(NATIVE);
    await builder.getByLabel('recipientAddress').fill(WALLET);
    await builder.getByRole('button', { name: 'Build the link' }).click();

    const output = builder.getByLabel('Your redirect link');
    await expect(output).toBeVisible();
    const link = new URL(await output.inputValue());
    expect(link.protocol).toBe('https:');
    expect(link.searchParams.get('referrer')).toBe('Acme Wallet');
    expect(link.searchParams.get('callbackUrl')).toBe('https://acme.example/done?order=7');
    expect(link.searchParams.get('inputCurrency')).toBe('USD');
    expect(link.searchParams.get('inputAmount')).toBe('25.50');
    expect(link.searchParams.get('toToken')).toBe(`8453:${NATIVE}`);
    expect(link.searchParams.get('recipientAddress')).toBe(WALLET);
    await expect(builder.getByRole('status').first()).toHaveText('Your link is ready.');
    await expect(builder.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', link.href);
  });

  test('ties validation messages to their inputs and moves focus to the first one', async ({ page }) => {
    const builder = await openBuilder(page);
    await builder.getByLabel('inputAmount').fill('12.345');
    await builder.getByLabel('referrerLogo').fill('http://acme.example/logo.png');
    await builder.getByRole('button', { name: 'Build the link' }).click();

    const referrer = builder.getByLabel('referrer (required)');
    await expect(referrer).toBeFocused();
    await expect(referrer).toHaveAttribute('aria-invalid', 'true');
    await expect(referrer).toHaveAccessibleDescription(/Enter your application name/);

    const amount = builder.getByLabel('inputAmount');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/Use at most 2 decimal places/);
    await expect(builder.getByLabel('referrerLogo')).toHaveAccessibleDescription(/https:\/\//);

    await expect(builder.getByText('3 fields need attention before the link can be built.')).toBeVisible();
    await expect(builder.getByLabel('Your redirect link')).toHaveCount(0);

    // Fixing a field clears its error at once.
    await amount.fill('12.34');
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await expect(builder.getByText('2 fields need attention before the link can be built.')).toBeVisible();
  });

  test('copies the link to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const builder = await openBuilder(page);
    await builder.getByRole('button', { name: 'Fill in an example' }).click();
    const link = await builder.getByLabel('Your redirect link').inputValue();
    expect(link).toMatch(/^https:\/\/[^?]+\?referrer=/);
    await builder.getByRole('button', { name: 'Copy link' }).click();
    await expect(builder.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });
});

test('install tabs work from the keyboard, and the choice follows the reader to other pages', async ({ page }) => {
  await page.goto('/developer/developer/api/v3/offramp');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const tabs = page.getByRole('tablist').first();
  const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
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
  await expect(
    page
      .getByRole('tabpanel')
      .filter({ hasText: /\bpnpm\b/ })
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('tabpanel')
      .filter({ hasText: /\bnpm install\b/ })
      .first(),
  ).toBeHidden();

  // Another page with install commands opens on the reader's choice.
  await page.goto('/developer/api/onramp-integration');
  await waitForApp(page);
  await expect(page.getByRole('tablist').first().getByRole('tab', { name: 'pnpm' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page
      .getByRole('tabpanel')
      .filter({ hasText: /\bpnpm\b/ })
      .first(),
  ).toBeVisible();
});

test.describe('code blocks', () => {
  const CODE_PAGE = '/developer/developer/api/v3/onramp';

  test('arrive highlighted in the HTML itself, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CODE_PAGE);
    const block = page.locator('article pre').first();
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
