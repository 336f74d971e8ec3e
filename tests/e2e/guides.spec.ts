/**
 * The APR calculator of the seller guides (src/components/AprCalculator): it
 * recomputes the estimate as the reader types, says when the rate is below
 * the market price, resets to the worked example, and flags a bad value on
 * its field until it is fixed.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from './helpers';

const APR_PAGE = '/guides/for-sellers/calculating-apr';

const results = (page: Page) => page.getByRole('region', { name: 'Estimate' });

/** The value shown for one result, found by its visible name. */
function result(page: Page, name: string): Locator {
  return results(page)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
    .locator('dd');
}

test('the APR calculator recomputes as you type, and flags a bad value until it is fixed', async ({ page }) => {
  await page.goto(APR_PAGE);
  await waitForApp(page);
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

  // A bad value is flagged on its field, and fixing it clears the flag.
  const deposit = page.getByLabel('Your deposit');
  await deposit.fill('');
  await expect(deposit).toHaveAttribute('aria-invalid', 'true');
  await deposit.fill('2500');
  await expect(deposit).not.toHaveAttribute('aria-invalid', 'true');
  await expect(result(page, 'Fees per cycle')).toHaveText('50.00 USDC');
});
