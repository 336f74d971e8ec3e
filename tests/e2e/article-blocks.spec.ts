/**
 * Long pages draw their article blocks as they come near the view
 * (src/plugins/article-blocks), and nothing a reader does lands in the wrong
 * place because of it: deep links, the table of contents, links from other
 * pages, reloading and going back all put the heading or the reader's place
 * exactly where they belong; focus rings and print are drawn in full.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

const LONG_PAGE = '/developer/developer/api/v3/onramp';
/** A heading two thirds down LONG_PAGE, with blocks not drawn yet above it on a fresh visit. */
const DEEP_HEADING = 'attestation';
/** A heading far down LONG_PAGE, for the focus ring of its anchor link. */
const RING_HEADING = 'currencies';
/** A contract page linking to a glossary term near the end of the long protocol overview. */
const LINKING_PAGE = '/protocol/v3/smart-contracts/orchestrator';
const LINKED_PAGE = '/protocol/zkp2p-protocol';
const LINKED_HEADING = 'intent';

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** Distance from where a jump to `heading` should put it (its scroll margin below the top of the view). */
function distanceFromLanding(heading: Locator): Promise<number> {
  return heading.evaluate((element) =>
    Math.abs(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop)),
  );
}

/** The heading is where a jump puts it, and stays there while the blocks around it are drawn. */
async function expectLandedOn(page: Page, heading: Locator): Promise<void> {
  await expect.poll(() => distanceFromLanding(heading)).toBeLessThan(2);
  await page.waitForTimeout(700);
  expect(await distanceFromLanding(heading)).toBeLessThan(2);
}

/**
 * Article blocks whose content the browser has not drawn (skipped by
 * content-visibility), anywhere or only those in the view. A block with
 * elements: its first one is not visible to `checkVisibility`; a block of
 * text only (most paragraphs): it has text but no rendered text.
 */
function undrawnBlocks(page: Page, where: 'anywhere' | 'in view' = 'anywhere'): Promise<number> {
  return page.evaluate(
    (inViewOnly) =>
      Array.from(document.querySelectorAll<HTMLElement>('.markdown > *')).filter((block) => {
        const box = block.getBoundingClientRect();
        if (inViewOnly && (box.bottom <= 0 || box.top >= window.innerHeight)) return false;
        const inner = block.firstElementChild;
        if (inner) return !inner.checkVisibility({ contentVisibilityAuto: true });
        return block.innerText.trim() === '' && (block.textContent ?? '').trim() !== '';
      }).length,
    where === 'in view',
  );
}

/**
 * Whether each side of the focus ring of `target` (outline, as styled) is on
 * screen: the middle pixel row or column of that side of the ring, along the
 * middle half of the element, is all in the outline's colour. Read from a
 * screenshot, decoded by the page's canvas.
 */
async function ringPainted(page: Page, target: Locator): Promise<Record<'top' | 'right' | 'bottom' | 'left', boolean>> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element has no box');
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      color: style.outlineColor,
    };
  });
  const clip = {
    x: Math.floor(box.x) - 10,
    y: Math.floor(box.y) - 10,
    width: Math.ceil(box.width) + 20,
    height: Math.ceil(box.height) + 20,
  };
  // Transitions (the anchor link fades in on focus) are finished first.
  const png = (await page.screenshot({ clip, animations: 'disabled' })).toString('base64');
  const middle = ring.offset + ring.width / 2;
  return page.evaluate(
    async ({ png, clip, box, middle, color }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no canvas');
      context.drawImage(image, 0, 0);
      const probe = document.createElement('canvas').getContext('2d');
      if (!probe) throw new Error('no canvas');
      probe.fillStyle = color;
      probe.fillRect(0, 0, 1, 1);
      const expected = probe.getImageData(0, 0, 1, 1).data;
      const isRing = (x: number, y: number) => {
        const pixel = context.getImageData(Math.floor(x - clip.x), Math.floor(y - clip.y), 1, 1).data;
        return [0, 1, 2].every((channel) => Math.abs((pixel[channel] ?? 0) - (expected[channel] ?? 0)) < 48);
      };
      const along = (from: number, length: number) =>
        Array.from({ length: Math.max(1, Math.floor(length / 2)) }, (_, index) => from + length / 4 + index);
      return {
        top: along(box.x, box.width).every((x) => isRing(x, box.y - middle)),
        bottom: along(box.x, box.width).every((x) => isRing(x, box.y + box.height + middle)),
        left: along(box.y, box.height).every((y) => isRing(box.x - middle, y)),
        right: along(box.y, box.height).every((y) => isRing(box.x + box.width + middle, y)),
      };
    },
    { png, clip, box, middle, color: ring.color },
  );
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`${name}`, () => {
    test.use({ viewport });

    test('a long page draws the blocks far below the view only as the reader nears them', async ({ page }) => {
      await page.goto(LONG_PAGE);
      await waitForApp(page);
      expect(await undrawnBlocks(page)).toBeGreaterThan(10);
      const last = page.locator('.markdown > *').last();
      const lastInner = last.locator(':scope > *').first();
      expect(await lastInner.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(
        false,
      );
      // Scrolling down a screen at a time draws each block before it is in view.
      for (;;) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        });
        // Two frames: the browser draws what has come into view.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await undrawnBlocks(page, 'in view'), 'blocks in view that are not drawn').toBe(0);
        if (atEnd) break;
      }
      expect(await lastInner.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(
        true,
      );
    });

    test('a deep link lands on its heading', async ({ page }) => {
      await page.goto(`${LONG_PAGE}#${DEEP_HEADING}`);
      await waitForApp(page);
      await expectLandedOn(page, page.locator(`#${DEEP_HEADING}`));
    });

    test('a link from another page lands on the heading', async ({ page }) => {
      await page.goto(LINKING_PAGE);
      await waitForApp(page);
      await page.locator(`article a[href="${LINKED_PAGE}#${LINKED_HEADING}"]`).first().click();
      await page.waitForURL(`**${LINKED_PAGE}#${LINKED_HEADING}`);
      await expectLandedOn(page, page.locator(`#${LINKED_HEADING}`));
    });

    test('reloading keeps the reader’s place', async ({ page }) => {
      await page.goto(LONG_PAGE);
      await waitForApp(page);
      const heading = page.locator(`#${DEEP_HEADING}`);
      // Read down to the heading a screen at a time, as a reader would.
      for (
        let step = 0;
        step < 60 && (await heading.evaluate((element) => element.getBoundingClientRect().top)) > 200;
        step += 1
      ) {
        await page.mouse.wheel(0, viewport.height / 2);
        await page.waitForTimeout(60);
      }
      await page.waitForTimeout(300);
      const before = await heading.evaluate((element) => element.getBoundingClientRect().top);
      await page.reload();
      await waitForApp(page);
      await expect
        .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
        .toBeCloseTo(before, 0);
    });
  });
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the table of contents lands on the heading', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await waitForApp(page);
    await page.locator(`.table-of-contents a[href="#${DEEP_HEADING}"]`).click();
    await expectLandedOn(page, page.locator(`#${DEEP_HEADING}`));
  });

  test('going back returns to the heading the reader left from', async ({ page }) => {
    await page.goto(`${LONG_PAGE}#${DEEP_HEADING}`);
    await waitForApp(page);
    const heading = page.locator(`#${DEEP_HEADING}`);
    await expectLandedOn(page, heading);
    await page.goto('/team');
    await page.goBack();
    await waitForApp(page);
    await expectLandedOn(page, heading);
  });

  test('focus rings in blocks drawn late are painted in full', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await waitForApp(page);
    // A heading's anchor link fills the heading's height: its ring reaches past the block's edge.
    const heading = page.locator(`#${RING_HEADING}`);
    const link = heading.locator('a.hash-link');
    await heading.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    expect(await heading.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
    await page.keyboard.press('Shift');
    await link.focus();
    await expect(link).toBeFocused();
    expect(await ringPainted(page, link)).toEqual({ top: true, right: true, bottom: true, left: true });
    // The check sees a missing ring: none without focus.
    await link.blur();
    expect(await ringPainted(page, link)).toEqual({ top: false, right: false, bottom: false, left: false });
  });

  test('print draws every block', async ({ page }) => {
    await page.goto(LONG_PAGE);
    await waitForApp(page);
    await page.emulateMedia({ media: 'print' });
    expect(await undrawnBlocks(page)).toBe(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a deep link lands on its heading', async ({ page }) => {
      await page.goto(`${LONG_PAGE}#${DEEP_HEADING}`);
      await expectLandedOn(page, page.locator(`#${DEEP_HEADING}`));
    });
  });
});
