/**
 * Developer docs in the browser: the redirect link builder (fill, build, read
 * the link, copy it, see validation tied to its inputs), the sidebar order,
 * the payment-platform tables rendered from src/data/paymentPlatforms.ts, and
 * the pieces every guide relies on (diagrams, copyable code, npm2yarn tabs).
 */
import { collapse, expect, test, waitForApp } from './fixtures';
import { axe } from './axe';
import type { Page } from '@playwright/test';

const REDIRECT_PAGE = '/developer/integrate-zkp2p/integrate-redirect-onramp';
const WALLET = '0x1111222233334444555566667777888899990000';
const NATIVE = '0x0000000000000000000000000000000000000000';

const developerPages = [
  REDIRECT_PAGE,
  '/developer/developer/api/v3/onramp',
  '/developer/developer/api/v3/offramp',
  '/developer/api/onramp-integration',
  '/developer/api/offramp-integration',
  '/developer/build-new-provider',
];

async function openBuilder(page: Page) {
  await page.goto(REDIRECT_PAGE);
  await waitForApp(page);
  const builder = page.getByRole('region', { name: 'Redirect link builder' });
  await expect(builder).toBeVisible();
  return builder;
}

test.describe('redirect link builder', () => {
  test('builds an encoded link from the filled parameters', async ({ readerPage: page }) => {
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
    expect(`${link.origin}${link.pathname}`).toBe('https://zkp2p.xyz/swap');
    expect(link.searchParams.get('referrer')).toBe('Acme Wallet');
    expect(link.searchParams.get('callbackUrl')).toBe('https://acme.example/done?order=7');
    expect(link.searchParams.get('inputCurrency')).toBe('USD');
    expect(link.searchParams.get('inputAmount')).toBe('25.50');
    expect(link.searchParams.get('toToken')).toBe(`8453:${NATIVE}`);
    expect(link.searchParams.get('recipientAddress')).toBe(WALLET);
    await expect(builder.getByRole('status').first()).toHaveText('Your link is ready.');
    await expect(builder.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', link.href);
  });

  test('ties validation messages to their inputs and moves focus to the first one', async ({ readerPage: page }) => {
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

  test('asks for a recipient when an exact USDC amount is set', async ({ readerPage: page }) => {
    const builder = await openBuilder(page);
    await builder.getByLabel('referrer (required)').fill('Acme Wallet');
    await builder.getByLabel('amountUsdc').fill('1.5');
    await builder.getByRole('button', { name: 'Build the link' }).click();
    await expect(builder.getByLabel('amountUsdc')).toHaveAccessibleDescription(/1500000/);
    await expect(builder.getByLabel('recipientAddress')).toHaveAccessibleDescription(/needs a recipient address/);
  });

  test('copies the link to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const builder = await openBuilder(page);
    await builder.getByRole('button', { name: 'Fill in an example' }).click();
    const link = await builder.getByLabel('Your redirect link').inputValue();
    expect(link).toMatch(/^https:\/\/zkp2p\.xyz\/swap\?referrer=/);
    await builder.getByRole('button', { name: 'Copy link' }).click();
    await expect(builder.getByText('Copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test('is usable with the keyboard alone', async ({ readerPage: page }) => {
    const builder = await openBuilder(page);
    await builder.getByLabel('referrer (required)').focus();
    await page.keyboard.type('Acme Wallet');
    await page.keyboard.press('Enter');
    await expect(builder.getByLabel('Your redirect link')).toHaveValue('https://zkp2p.xyz/swap?referrer=Acme+Wallet');
  });
});

test('the builder has no accessibility violations, with and without errors', async ({ readerPage: page }) => {
  test.slow(); // three axe scans of a large page
  const builder = await openBuilder(page);
  const scan = async () => (await axe(page).include('section[aria-labelledby]').analyze()).violations.map((v) => v.id);
  expect(await scan()).toEqual([]);
  await builder.getByRole('button', { name: 'Build the link' }).click();
  expect(await scan()).toEqual([]);
  await builder.getByRole('button', { name: 'Fill in an example' }).click();
  expect(await scan()).toEqual([]);
});

test('the developer sidebar lists the redirect guide, API V3, API V2, then providers', async ({ readerPage: page }) => {
  await page.goto(REDIRECT_PAGE);
  await waitForApp(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const topLevel = await sidebar
    .locator(':scope > ul > li')
    .evaluateAll((items) => items.map((item) => item.querySelector('a, button')?.textContent?.trim() ?? ''));
  expect(topLevel).toEqual(['Redirect onramp', 'API (V3)', 'API (V2)', 'Build a provider']);
});

for (const path of developerPages) {
  test(`${path} renders its admonitions, diagrams and copyable code`, async ({ readerPage: page }) => {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.locator('h1')).toHaveCount(1);
    // Admonitions and other directives must render, not leak as raw `:::` text.
    expect(await page.locator('article').innerText()).not.toContain(':::');

    const diagrams = page.locator('article img');
    for (const diagram of await diagrams.all()) {
      await diagram.scrollIntoViewIfNeeded();
      expect(await diagram.getAttribute('alt')).toBeTruthy();
      // Diagrams are files that load lazily: give the one just scrolled to time to arrive.
      await expect
        .poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }

    const codeBlocks = page.locator('article pre');
    expect(await codeBlocks.count()).toBeGreaterThan(0);
    await codeBlocks.first().hover();
    await expect(page.getByRole('button', { name: /copy code/i }).first()).toBeAttached();
  });
}

test('the V2 onramp shows the current Zelle verifier and marks the replaced one', async ({ readerPage: page }) => {
  await page.goto('/developer/api/onramp-integration');
  await waitForApp(page);
  const table = page.getByRole('table', { name: /^Payment methods and verifiers, V2/ });
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByRole('button', { name: 'Copy ZelleBaseVerifier address' }).first()).toHaveAttribute(
    'data-copy-address',
    '0x431a078A5029146aAB239c768A615CD484519aF7',
  );
  await expect(table).toContainText(
    'Replaced, do not use: ZelleBaseVerifier 0x1783f040783C0827fB64d128ECE548d9B3613Ad5',
  );
  await expect(table.locator('[data-copy-address="0x1783f040783C0827fB64d128ECE548d9B3613Ad5"]')).toHaveCount(0);
});

test('the V3 onramp lists each payment method with its hash and currencies', async ({ readerPage: page }) => {
  await page.goto('/developer/developer/api/v3/onramp');
  await waitForApp(page);
  const table = page.getByRole('table', { name: 'V3 payment method IDs and currencies on Base' });
  await table.scrollIntoViewIfNeeded();
  const wise = table.locator('tr').filter({ hasText: 'Wise' });
  await expect(wise).toContainText('0x554a007c2217df766b977723b276671aee5ebb4adaea0edb6433c88b3e61dac5');
  await expect(wise.locator('abbr[title="Ugandan shilling"]')).toHaveText('UGX');
});

test('install commands offer npm, Yarn and pnpm tabs', async ({ readerPage: page }) => {
  await page.goto('/developer/developer/api/v3/offramp');
  await waitForApp(page);
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab')).toHaveText(['npm', 'Yarn', 'pnpm']);
  await tabs.getByRole('tab', { name: 'Yarn' }).click();
  await expect(page.getByRole('tabpanel').filter({ hasText: 'yarn add viem' })).toBeVisible();
});

test('install tabs work from the keyboard, and the choice follows the reader to other pages', async ({
  readerPage: page,
}) => {
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
  await expect(page.getByRole('tabpanel').filter({ hasText: 'pnpm add viem' }).first()).toBeVisible();
  await expect(page.getByRole('tabpanel').filter({ hasText: 'npm install viem' }).first()).toBeHidden();

  // Another page with install commands opens on the reader's choice.
  await page.goto('/developer/api/onramp-integration');
  await waitForApp(page);
  await expect(page.getByRole('tablist').first().getByRole('tab', { name: 'pnpm' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel').filter({ hasText: 'pnpm add viem' }).first()).toBeVisible();
});

test.describe('code blocks', () => {
  const CODE_PAGE = '/developer/developer/api/v3/onramp';

  test('are readable and highlighted in the HTML itself, before any script runs', async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(CODE_PAGE);
    const plain = noScript.locator('article pre').first();
    await expect(plain).toBeVisible();
    await expect(plain).toContainText("export const ZKP2P_API = 'https://api.zkp2p.xyz';");
    await expect(noScript.locator('article pre .token.keyword').first()).toBeAttached();
    await context.close();

    await page.goto(CODE_PAGE);
    await waitForApp(page);
    const block = page.locator('article pre').filter({ hasText: 'const ' }).first();
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('.token.keyword').first()).toBeAttached();
    // Coloured by class (src/css/code-tokens.css), not left in the text colour.
    const colours = await block.evaluate((pre) => {
      const colourOf = (element: Element | null) => (element ? getComputedStyle(element).color : '');
      return { code: colourOf(pre), keyword: colourOf(pre.querySelector('.token.keyword')) };
    });
    expect(colours.keyword).not.toBe('');
    expect(colours.keyword).not.toBe(colours.code);
  });

  test('look the same before and after the page comes alive: same lines, same size, a copy button', async ({
    browser,
  }) => {
    const measure = (page: Page) =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('article .theme-code-block'))
          .filter((block) => block.getClientRects().length > 0)
          .map((block) => ({
            height: Math.round(block.getBoundingClientRect().height),
            text: block.querySelector('pre code')?.textContent ?? '',
            tokens: block.querySelectorAll('pre .token').length,
            copy: block.querySelector('button')?.getAttribute('aria-label') ?? '',
          })),
      );
    for (const width of [390, 1280]) {
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const staticPage = await noScript.newPage();
      await staticPage.goto(CODE_PAGE);
      const before = await measure(staticPage);
      await noScript.close();
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(CODE_PAGE);
      await waitForApp(page);
      const after = await measure(page);
      await context.close();
      expect(before.length, `visible blocks at ${width} px`).toBeGreaterThan(5);
      expect(after, `blocks at ${width} px`).toEqual(before);
      for (const block of after) {
        expect(block.tokens, 'highlighted in the HTML itself').toBeGreaterThan(0);
        expect(block.copy).toBe('Copy code to clipboard');
      }
    }
  });

  test('arrive highlighted after a client-side navigation too', async ({ readerPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/developer/api/onramp-integration');
    await waitForApp(page);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).locator(`a[href="${CODE_PAGE}"]`).click();
    await page.waitForURL((url) => url.pathname === CODE_PAGE);
    expect(await page.evaluate(() => '__samePage' in window), 'no full page load').toBe(true);
    await expect(page.locator('article pre').first().locator('.token.keyword').first()).toBeAttached();
  });

  test('copy their code to the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(CODE_PAGE);
    await waitForApp(page);
    const block = page.locator('article .theme-code-block').filter({ hasText: 'createPublicClient' }).first();
    const copy = block.getByRole('button', { name: /copy code/i });
    await copy.click();
    const code = collapse(await block.locator('pre code').innerText());
    expect(code).toContain('createPublicClient');
    // Writing to the clipboard is asynchronous: wait for it rather than read at once.
    await expect.poll(async () => collapse(await page.evaluate(() => navigator.clipboard.readText()))).toBe(code);
  });

  test('are reachable by keyboard, and their copy button is next in the tab order', async ({ readerPage: page }) => {
    await page.goto(CODE_PAGE);
    await waitForApp(page);
    const block = page.locator('article .theme-code-block').nth(3);
    await block.locator('pre').focus();
    await expect(block.getByRole('button', { name: /copy code/i })).toBeAttached();
    const focused = await page.evaluate(() => document.activeElement?.tagName);
    expect(focused, 'focus is on the code, not lost to the page').toBe('PRE');
    let reachedCopy = false;
    for (let step = 0; step < 3 && !reachedCopy; step += 1) {
      await page.keyboard.press('Tab');
      reachedCopy = /copy code/i.test(
        (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '',
      );
    }
    expect(reachedCopy, 'Tab from the code reaches its Copy button').toBe(true);
  });
});

test('controls far down a long page stay put once scrolled into view', async ({ readerPage: page }) => {
  // A click presses and releases where the control was drawn: nothing below
  // the first view may still be moving when it arrives there.
  await page.goto('/developer/integrate-zkp2p/integrate-redirect-onramp');
  await waitForApp(page);
  const controls = [
    page.getByRole('button', { name: 'Build the link' }),
    page.getByRole('button', { name: /copy code/i }).last(),
  ];
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    const before = await control.boundingBox();
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    expect(await control.boundingBox()).toEqual(before);
  }
});
