/**
 * The user guides in a real browser: the APR calculator computes what the
 * worked example says, answers every bad input with a message tied to its
 * field (never NaN or Infinity), works from the keyboard and passes an
 * accessibility scan; the guide diagrams load with alt text; and the facts
 * rendered from src/data (owner, owner powers, fees, order time limit,
 * payment apps, cross-currency apps, spread study) reach the pages.
 */
import { axe } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

const APR_PAGE = '/guides/for-sellers/calculating-apr';

const results = (page: Page) => page.getByRole('region', { name: 'Estimate' });

/** The value shown for one result, found by its visible name. */
function result(page: Page, name: string): Locator {
  return results(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
    .locator('dd');
}

async function openCalculator(page: Page): Promise<void> {
  await page.goto(APR_PAGE);
  await waitForApp(page);
  await expect(page.getByLabel('Your deposit')).toBeVisible();
}

test.describe('APR calculator', () => {
  test('starts from the worked example and shows its numbers', async ({ readerPage: page }) => {
    await openCalculator(page);
    await expect(page.getByLabel('Your deposit')).toHaveValue('5,000');
    await expect(result(page, 'Days per cycle')).toHaveText('20 days');
    await expect(result(page, 'Cycles per year')).toHaveText('18.25');
    await expect(result(page, 'Spread')).toHaveText('2.00%');
    await expect(result(page, 'Fees per cycle')).toHaveText('100.00 USDC');
    await expect(result(page, 'Fees per year')).toHaveText('1,825.00 USDC');
    await expect(result(page, 'APR')).toHaveText('36.50%');
    // The worked example table on the same page says the same.
    await expect(page.getByRole('table').filter({ hasText: 'Working' })).toContainText('36.50%');
  });

  test('recomputes as you type', async ({ readerPage: page }) => {
    await openCalculator(page);
    await page.getByLabel('Your deposit').fill('10000');
    await expect(result(page, 'Fees per year')).toHaveText('3,650.00 USDC');
    await expect(result(page, 'APR')).toHaveText('36.50%');

    await page.getByLabel('Platform daily volume').fill('200,000');
    await expect(result(page, 'Days per cycle')).toHaveText('10 days');
    await expect(result(page, 'APR')).toHaveText('73.00%');

    await page.getByLabel('Your conversion rate').fill('0.99');
    await expect(result(page, 'Spread')).toHaveText('-1.00%');
    await expect(result(page, 'APR')).toHaveText('Not applicable');
    await expect(results(page)).toContainText('below the market price');

    await page.getByRole('button', { name: 'Reset to the worked example' }).click();
    await expect(result(page, 'APR')).toHaveText('36.50%');
  });

  const badInputs: ReadonlyArray<{ label: string; value: string; message: RegExp }> = [
    { label: 'Your deposit', value: '', message: /Deposit is empty/ },
    { label: 'Your deposit', value: '0', message: /greater than zero/ },
    { label: 'Platform liquidity', value: '-5', message: /greater than zero/ },
    { label: 'Market price', value: 'abc', message: /must be a number/ },
    { label: 'Platform daily volume', value: '1e999', message: /must be a number/ },
    { label: 'Your deposit', value: '99999999999999999999', message: /not realistic/ },
    { label: 'Your conversion rate', value: '1,02', message: /use a dot/ },
    { label: 'Your conversion rate', value: '1500', message: /same currency/ },
  ];

  for (const { label, value, message } of badInputs) {
    test(`"${value}" in ${label} gives a message tied to the field`, async ({ readerPage: page }) => {
      await openCalculator(page);
      const input = page.getByLabel(label);
      await input.fill(value);

      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
      const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
      expect(errorId, 'aria-describedby names the error').toBeTruthy();
      await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
      await expect(input).toHaveAccessibleDescription(message);

      await expect(results(page)).toContainText('No estimate');
      await expect(results(page)).toContainText(message);
      await expect(results(page)).not.toContainText(/NaN|Infinity/);
      await expect(page.locator('dl').filter({ hasText: 'Days per cycle' })).toHaveCount(0);
    });
  }

  test('fixing the field clears the message', async ({ readerPage: page }) => {
    await openCalculator(page);
    const deposit = page.getByLabel('Your deposit');
    await deposit.fill('');
    await expect(deposit).toHaveAttribute('aria-invalid', 'true');
    await deposit.fill('2500');
    await expect(deposit).not.toHaveAttribute('aria-invalid', 'true');
    await expect(result(page, 'Fees per cycle')).toHaveText('50.00 USDC');
  });

  test('works from the keyboard alone', async ({ readerPage: page }) => {
    await openCalculator(page);
    await page.getByLabel('Your deposit').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('20000');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Your conversion rate')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1.01');
    await expect(result(page, 'Fees per cycle')).toHaveText('200.00 USDC');
    await expect(result(page, 'APR')).toHaveText('18.25%');
  });

  test('has a polite live region and passes an accessibility scan', async ({ readerPage: page }) => {
    await openCalculator(page);
    await expect(results(page).locator('[aria-live="polite"]')).toHaveCount(1);
    await page.getByLabel('Your deposit').fill('');
    // Scoped to the calculator: the colour of links in running text is a site-wide theme matter.
    const scan = await axe(page).include('[class^="calculator_"]').analyze();
    expect(scan.passes.length, 'the scan found the calculator').toBeGreaterThan(0);
    expect(
      scan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });
});

test('the rate-to-spread table on the update-rates page is shown', async ({ readerPage: page }) => {
  await page.goto('/guides/for-sellers/update-usdc-rates');
  await waitForApp(page);
  const table = page.getByRole('table').filter({ hasText: 'Your rate' });
  await expect(table).toContainText('0.816 GBP');
  await expect(table).toContainText('2.00%');
});

test('the introduction lists the payment apps and says who controls the contracts', async ({ readerPage: page }) => {
  await page.goto('/guides/introduction/zkp2p');
  await waitForApp(page);
  const apps = page.getByRole('table', { name: 'Payment apps and currencies, V3 on Base' });
  await expect(apps.getByRole('rowheader', { name: /^Wise/ })).toBeVisible();
  await expect(apps).toContainText('UGX');
  const control = page.locator('h2#who-controls-the-contracts');
  await expect(control).toBeVisible();
  await expect(page.locator('article')).toContainText('could therefore move the USDC in deposits');
  await expect(page.locator('article')).not.toContainText('no one, including the ZKP2P team');
});

test('the risks guide shows the owner, its powers over deposits, the witness and the fee caps', async ({
  readerPage: page,
}) => {
  await page.goto('/guides/privacy-safety/risks');
  await waitForApp(page);
  const article = page.locator('article');
  await expect(article).toContainText('0x0bC26FF515411396DD588Abd6Ef6846E04470227');
  const powers = page.getByRole('table', { name: 'Owner functions, V3' });
  await expect(powers).toContainText('setOrchestrator');
  await expect(powers).toContainText('setWitness');
  await expect(article).toContainText('MIN_WITNESS_SIGNATURES is 1');
  const fees = page.getByRole('table').filter({ hasText: 'App (referrer) fee' });
  await expect(fees).toContainText('5%');
  await expect(fees.getByRole('row', { name: /Protocol fee/ })).toContainText('0%');
});

test('the verification guide gives the order time limit and what happens after it', async ({ readerPage: page }) => {
  await page.goto('/guides/for-buyers/handling-verification-issues#order-expired');
  await waitForApp(page);
  const section = page.locator('h2#order-expired');
  await expect(section).toBeVisible();
  await expect(page.locator('article')).toContainText('it was 1 day (86,400 seconds)');
  await expect(page.locator('article')).toContainText('Expiry does not delete the order');
});

test('the partial-release guide names the cross-currency app from the data', async ({ readerPage: page }) => {
  await page.goto('/guides/for-buyers/guide-to-partial-release');
  await waitForApp(page);
  await expect(page.locator('article')).toContainText('documented for one app only: Wise');
  const reference = page.getByRole('table').filter({ hasText: 'What you sent' });
  await expect(reference.getByRole('row', { name: /Another currency, on Wise/ })).toBeVisible();
  await expect(reference.getByRole('row', { name: /Another currency, on any other app/ })).toContainText(
    'expect the proof to fail',
  );
});

test('the update-rates guide shows spreads rising with order size', async ({ readerPage: page }) => {
  await page.goto('/guides/for-sellers/update-usdc-rates');
  await waitForApp(page);
  const table = page.getByRole('table', { name: /Average spread by order size/ });
  await expect(table.getByRole('row')).toHaveCount(6);
  // Trade counts are grouped as a reader writes them (2009 trades shows as "2,009").
  await expect(table.getByRole('row', { name: /Under \$100/ }).getByRole('cell')).toHaveText(['2,009', '1.18%']);
  await expect(table.getByRole('row', { name: /Over \$2,000/ }).getByRole('cell')).toHaveText(['110', '1.72%']);
});

const diagrams: ReadonlyArray<{ path: string; count: number }> = [
  { path: '/guides/introduction/zkp2p', count: 1 },
  { path: '/guides/for-buyers/complete-guide-to-onboarding', count: 1 },
  { path: '/guides/for-buyers/guide-to-partial-release', count: 1 },
  { path: '/guides/for-sellers', count: 1 },
  { path: '/guides/for-sellers/provide-liquidity-diff-chain', count: 1 },
];

for (const { path, count } of diagrams) {
  test(`${path} shows its diagram with alt text`, async ({ readerPage: page }) => {
    await page.goto(path);
    await waitForApp(page);
    const images = page.locator('article img');
    await expect(images).toHaveCount(count);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      expect((await image.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(40);
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
        .toBe(true);
    }
  });
}
