/**
 * The Protocol area: deployment tables render every address from
 * src/data/deployments.ts, in full, with an explorer link and a working copy
 * button.
 */
import { deployments, explorerAddressUrl } from '../../src/data/deployments';
import { expect, test, waitForApp } from './helpers';

const V3_DEPLOYMENTS = '/protocol/v3/v3-deployments';
const V2_DEPLOYMENTS = '/protocol/v2/smart-contracts/v2-deployments';
test('a copy button puts its address on the clipboard and announces it politely', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(V3_DEPLOYMENTS);
  await waitForApp(page);
  const button = page
    .locator('article')
    .getByRole('button', { name: /^Copy .+ address$/ })
    .first();
  const row = button.locator('xpath=ancestor::tr');
  const address = (await row.locator('code').first().textContent()) ?? '';
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  const status = row.getByRole('status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText('');
  await button.click();
  await expect(status).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expect(status).toHaveText('', { timeout: 5_000 });
});

test.describe('deployment tables', () => {
  for (const [path, version] of [
    [V3_DEPLOYMENTS, 'v3'],
    [V2_DEPLOYMENTS, 'v2'],
  ] as const) {
    test(`${path} shows every ${version.toUpperCase()} address in full, linked to its explorer`, async ({ page }) => {
      await page.goto(path);
      await waitForApp(page);
      const entries = deployments.filter((d) => d.version === version);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        // The same address can exist on two chains (same deployer and nonce), so count per address.
        const sameAddress = entries.filter((other) => other.address === entry.address).length;
        const code = page.locator('article table code', { hasText: new RegExp(`^${entry.address}$`) });
        await expect(code, `${entry.name} on ${entry.chainId}`).toHaveCount(sameAddress);
        const link = page.locator(`article a[href="${explorerAddressUrl(entry.chainId, entry.address)}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAccessibleName(new RegExp(`View ${escapeRegExp(entry.name)} on `));
      }
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
