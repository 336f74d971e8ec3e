/**
 * Zoomable diagrams (src/components/ZoomableImage, the `img` of MDX): every
 * Markdown image is a button named "Enlarge diagram: <alt>" that takes the
 * image's own box; click, Enter or Space opens a modal dialog with the same
 * file and no new request; Esc or a click closes it and focus returns to the
 * button. Checked under the site's CSP, with axe on the open dialog.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test, waitForApp } from './helpers';

const GUIDE = '/guides/introduction/zkp2p';

/** The first diagram of the article, loaded, and its button. */
async function firstDiagram(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  const image = page.locator('article img').first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const alt = (await image.getAttribute('alt')) ?? '';
  const button = page.getByRole('button', { name: `Enlarge diagram: ${alt}`, exact: true });
  return { image, alt, button, src: (await image.getAttribute('src')) ?? '' };
}

test('a click opens the same file in a modal dialog without a request; Esc closes it and focus returns', async ({
  page,
}) => {
  const { image, alt, button, src } = await firstDiagram(page, GUIDE);
  const before = await image.boundingBox();
  const requests: string[] = [];
  const onRequest = (request: Request) => requests.push(request.url());
  page.on('request', onRequest);

  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Enlarged diagram' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element: HTMLDialogElement) => element.open && element.matches(':modal'))).toBe(true);
  const large = dialog.getByRole('img', { name: alt, exact: true });
  await expect(large).toHaveAttribute('src', src);
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const [small, big] = [await image.boundingBox(), await large.boundingBox()];
  expect(big?.width ?? 0).toBeGreaterThan(small?.width ?? Infinity);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  page.off('request', onRequest);
  expect(requests, 'opening asks the network for nothing').toEqual([]);

  await page.keyboard.press('Escape');
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(await image.boundingBox(), 'nothing moved').toEqual(before);
});
