/**
 * The deployments pages (src/components/DeploymentTable, DeploymentFilter and
 * src/plugins/deployments-json): every address of src/data/deployments.ts in
 * full, linked to its explorer, with a copy button that announces itself
 * politely; a labelled radio group that shows all tables or one
 * environment's and says what is shown; and a download link that hands out
 * the same addresses as a JSON file.
 */
import type { Page } from '@playwright/test';
import { deployments, deploymentsJsonPath, deploymentsPages, explorerAddressUrl } from '../../src/data/deployments';
import type { Environment, ProtocolVersion } from '../../src/data/deployments';
import { axe, escapeRegExp, expect, test, waitForApp } from './helpers';

const CHOICE: Readonly<Record<Environment, RegExp>> = {
  production: /^Mainnet production/,
  staging: /^Mainnet staging/,
  testnet: /^Testnet/,
};

/** The addresses in the page's deployment tables, sorted. */
async function shownAddresses(page: Page): Promise<string[]> {
  const codes = await page.locator('article table code').allTextContents();
  return codes.filter((code) => /^0x[0-9a-fA-F]{40}$/.test(code)).sort();
}

function entriesOf(version: ProtocolVersion, environment?: Environment) {
  return deployments.filter(
    (d) => d.version === version && (environment === undefined || d.environment === environment),
  );
}

const addressesOf = (version: ProtocolVersion, environment?: Environment): string[] =>
  entriesOf(version, environment)
    .map((d) => d.address)
    .sort();

async function open(page: Page, version: ProtocolVersion): Promise<void> {
  await page.goto(deploymentsPages[version]);
  await waitForApp(page);
}

for (const version of ['v3', 'v2'] as const) {
  const label = version.toUpperCase();
  test(`${label}: every address in full, linked to its explorer, and the same addresses as a JSON download`, async ({
    page,
  }) => {
    await open(page, version);
    const entries = entriesOf(version);
    expect(entries.length).toBeGreaterThan(0);
    // What the tables show, read in one pass: each address in full, and each explorer link with its name.
    const shown = await page.evaluate(() => ({
      codes: Array.from(document.querySelectorAll('article table code'), (code) => code.textContent ?? ''),
      links: Array.from(document.querySelectorAll<HTMLAnchorElement>('article a[href]'), (link) => ({
        href: link.getAttribute('href') ?? '',
        name: link.getAttribute('aria-label') ?? link.textContent ?? '',
      })),
    }));
    for (const entry of entries) {
      const label = `${entry.name} on ${entry.chainId}`;
      // The same address can exist on two chains (same deployer and nonce), so count per address.
      const sameAddress = entries.filter((other) => other.address === entry.address).length;
      expect(shown.codes.filter((code) => code === entry.address).length, label).toBe(sameAddress);
      const links = shown.links.filter((link) => link.href === explorerAddressUrl(entry.chainId, entry.address));
      expect(links.length, label).toBe(1);
      expect(links[0]?.name, label).toMatch(new RegExp(`View ${escapeRegExp(entry.name)} on `));
    }

    const download = page.getByRole('link', { name: `Download every ${label} address as JSON` });
    await expect(download).toHaveAttribute('href', deploymentsJsonPath(version));
    await expect(download).toHaveAttribute('download', `zkp2p-${version}-deployments.json`);
    const response = await page.request.get(deploymentsJsonPath(version));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const file: { version: string; deployments: { address: string }[] } = await response.json();
    expect(file.version).toBe(version);
    expect(file.deployments.map((entry) => entry.address).sort()).toEqual(addressesOf(version));
    const saved = page.waitForEvent('download');
    await download.click();
    expect((await saved).suggestedFilename()).toBe(`zkp2p-${version}-deployments.json`);
  });
}

test('a copy button puts its address on the clipboard and announces it politely', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, 'v3');
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

test('the filter works from the keyboard and the filtered page passes axe', async ({ page }) => {
  await open(page, 'v3');
  const group = page.getByRole('group', { name: 'Show addresses for' });
  const status = page
    .locator('article')
    .getByRole('status')
    .filter({ hasText: /^Showing / });
  await group.getByRole('radio', { name: 'All networks' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: CHOICE.production })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: CHOICE.staging })).toBeChecked();
  await expect(status).toContainText('staging');
  await expect.poll(() => shownAddresses(page)).toEqual(addressesOf('v3', 'staging'));
  const results = await axe(page).include('article').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
