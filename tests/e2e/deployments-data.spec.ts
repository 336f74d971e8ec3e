/**
 * Deployments as data (src/components/DeploymentFilter, DeploymentTable and
 * src/plugins/deployments-json): on each deployments page a labelled radio
 * group shows all tables or one environment's, a status line says what is
 * shown, and a download link hands out the same addresses as a JSON file.
 */
import type { Page } from '@playwright/test';
import { deployments, deploymentsJsonPath, deploymentsPages } from '../../src/data/deployments';
import type { Environment, ProtocolVersion } from '../../src/data/deployments';
import { axe } from './helpers';
import { expect, test, waitForApp } from './helpers';

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

function addressesOf(version: ProtocolVersion, environment?: Environment): string[] {
  return deployments
    .filter((d) => d.version === version && (environment === undefined || d.environment === environment))
    .map((d) => d.address)
    .sort();
}

async function open(page: Page, version: ProtocolVersion) {
  await page.goto(deploymentsPages[version]);
  await waitForApp(page);
  const group = page.getByRole('group', { name: 'Show addresses for' });
  return {
    group,
    status: page
      .locator('article')
      .getByRole('status')
      .filter({ hasText: /^Showing / }),
  };
}

test('the filter works from the keyboard and the filtered page passes axe', async ({ page }) => {
  const { group, status } = await open(page, 'v3');
  const all = group.getByRole('radio', { name: 'All networks' });
  await all.focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: CHOICE.production })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: CHOICE.staging })).toBeChecked();
  await expect(status).toContainText('staging');
  await expect.poll(() => shownAddresses(page)).toEqual(addressesOf('v3', 'staging'));
  const results = await axe(page).include('article').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

for (const version of ['v3', 'v2'] as const) {
  test(`${version.toUpperCase()} deployments: the download link points at a JSON file with the same addresses`, async ({
    page,
  }) => {
    await open(page, version);
    const link = page.getByRole('link', { name: `Download every ${version.toUpperCase()} address as JSON` });
    await expect(link).toHaveAttribute('href', deploymentsJsonPath(version));
    await expect(link).toHaveAttribute('download', `zkp2p-${version}-deployments.json`);

    const response = await page.request.get(deploymentsJsonPath(version));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const file: { version: string; deployments: { address: string }[] } = await response.json();
    expect(file.version).toBe(version);
    expect(file.deployments.map((entry) => entry.address).sort()).toEqual(addressesOf(version));

    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe(`zkp2p-${version}-deployments.json`);
  });
}
