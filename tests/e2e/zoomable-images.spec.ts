/**
 * Zoomable diagrams (src/components/ZoomableImage, the `img` of MDX): every
 * Markdown image is a button named "Enlarge diagram: <alt>" that takes the
 * image's own box; click, Enter or Space opens a modal dialog with the same
 * file and no new request; Esc or a click closes it and focus returns to the
 * button. Checked under the site's CSP, with axe on the open dialog.
 */
import type { Page, Request } from '@playwright/test';
import { axe } from './axe';
import { expect, test, waitForApp } from './fixtures';
import { cspViolations, watch } from './security';

const PROTOCOL = '/protocol/zkp2p-protocol';
const POST = '/blog/intro-zkp2p-v3';

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

test('every diagram of a page is a button named after its alt text, in the image’s own box', async ({
  readerPage: page,
}) => {
  await page.goto(PROTOCOL);
  await waitForApp(page);
  const images = page.locator('article img');
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) {
    const alt = (await image.getAttribute('alt')) ?? '';
    expect(alt.length).toBeGreaterThan(40);
    const button = image.locator('xpath=..');
    await expect(button).toHaveRole('button');
    await expect(button).toHaveAccessibleName(`Enlarge diagram: ${alt}`);
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await image.scrollIntoViewIfNeeded();
    // The paragraph and the image measure the same with the button as with a bare image in its place.
    const [withButton, bare] = await button.evaluate((element) => {
      const paragraph = element.parentElement;
      const measure = () => {
        const box = paragraph?.querySelector('img')?.getBoundingClientRect();
        return [paragraph?.getBoundingClientRect().height, box?.x, box?.y, box?.width, box?.height];
      };
      const inButton = measure();
      const stand = element.querySelector('img')?.cloneNode();
      if (!(stand instanceof HTMLImageElement)) return [inButton, []];
      element.replaceWith(stand);
      const alone = measure();
      stand.replaceWith(element);
      return [inButton, alone];
    });
    expect(withButton).toEqual(bare);
  }
  await expect(page.locator('dialog')).toHaveCount(0);
});

test('a click opens the same file in a modal dialog without a request; Esc closes it and focus returns', async ({
  page,
}) => {
  const found = await watch(page, new URL(test.info().project.use.baseURL ?? '').origin);
  const { image, alt, button, src } = await firstDiagram(page, PROTOCOL);
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
  expect(await cspViolations(page)).toEqual([]);
  found.stop();
  expect(found.outside).toEqual([]);
  expect(found.console).toEqual([]);
});

test('Enter opens it, a click anywhere closes it, and focus comes back to the diagram', async ({
  readerPage: page,
}) => {
  const { button } = await firstDiagram(page, PROTOCOL);
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Enlarged diagram' });
  await expect(dialog).toBeVisible();
  // The page behind a modal dialog is inert: Tab never reaches it.
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Tab');
    const outside = await page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && active.closest('dialog') === null;
    });
    expect(outside).toBe(false);
  }
  await dialog.getByRole('img').click();
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(page.locator('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a blog post’s diagram zooms too, and the open dialog passes axe', async ({ readerPage: page }) => {
  const { button, alt } = await firstDiagram(page, POST);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Enlarged diagram' });
  await expect(dialog.getByRole('img', { name: alt, exact: true })).toBeVisible();
  const results = await axe(page).include('dialog').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});
