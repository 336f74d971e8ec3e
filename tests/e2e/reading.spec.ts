/**
 * The page as a reader uses it, checked by hit-testing and by the boxes the
 * browser lays out, not by what the DOM holds: on a phone the menu covers the
 * screen and a tap reaches each of its links; halfway down a long doc the
 * table of contents is still in view; no text spills out of its box or is cut
 * mid-line on the card pages; a printed page is dark text on white without the
 * site's chrome; and no button sits on top of code.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from './helpers';

const DOC = '/guides/for-buyers/complete-guide-to-onboarding';
/** The page with the most code, tables, admonitions and contract addresses. */
const CODE_DOC = '/developer/integrate-zkp2p/integrate-redirect-onramp';

type Box = { top: number; right: number; bottom: number; left: number };

declare global {
  interface Window {
    /** The box of each line of visible text under `root` (white space at either end left out). */
    lineBoxes: (root: Element) => Array<{ text: string; box: Box; parent: Element }>;
  }
}

/** Defines `window.lineBoxes` in the page, for the checks below that compare text with other boxes. */
async function defineLineBoxes(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.lineBoxes = (root) => {
      const lines: Array<{ text: string; box: Box; parent: Element }> = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? '';
        const start = value.search(/\S/);
        const parent = node.parentElement;
        if (start < 0 || !parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
          continue;
        }
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, value.trimEnd().length);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width < 1 || rect.height < 1) continue;
          const box = { top: rect.top, right: rect.right, bottom: rect.bottom, left: rect.left };
          lines.push({ text: value.trim().slice(0, 40), box, parent });
        }
      }
      return lines;
    };
  });
}

/** Waits until the page's transitions and animations (a sliding menu) have finished. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The links of the open phone menu panel (those whose centre is on screen):
 * each must lie inside the viewport, and a tap at its centre must land on it.
 * Returns the names of those that fail, with what a tap would hit instead,
 * and the centres of the others by name.
 */
async function menuLinks(page: Page): Promise<{ failures: string[]; centres: Record<string, [number, number]> }> {
  return page.evaluate(() => {
    const failures: string[] = [];
    const centres: Record<string, [number, number]> = {};
    const menu = document.querySelector('.navbar-sidebar');
    for (const link of Array.from(menu?.querySelectorAll('a[href], button') ?? [])) {
      const rect = link.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const name = (link.textContent ?? '').trim() || (link.getAttribute('aria-label') ?? '');
      if (rect.width === 0 || x < 0 || x > window.innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      // Within half a pixel: a panel that slid in can end a fraction of a pixel off.
      const inView = rect.top > -0.5 && rect.bottom < window.innerHeight + 0.5 && rect.left > -0.5;
      if (!inView || !hit || !link.contains(hit)) {
        const seen = hit ? `${hit.tagName.toLowerCase()}.${hit.className}`.slice(0, 60) : 'nothing';
        failures.push(`${name} at (${Math.round(x)}, ${Math.round(y)}) ${inView ? '' : 'out of view, '}hits ${seen}`);
      } else {
        centres[name] = [x, y];
      }
    }
    return { failures, centres };
  });
}

test('at 390 px the menu covers the screen and a tap reaches each of its links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(DOC);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await settle(page);
  // On a doc, the menu opens on the doc's sidebar.
  const sidebar = await menuLinks(page);
  expect(sidebar.failures, 'doc sidebar links a tap does not reach').toEqual([]);
  expect(Object.keys(sidebar.centres)).toContain('Verification issues');
  const back = sidebar.centres['← Back to main menu'];
  expect(back, 'the way back to the main menu').toBeDefined();
  await page.mouse.click(...(back ?? [0, 0]));
  await expect(page.locator('.navbar-sidebar__items--show-secondary')).toHaveCount(0);
  await settle(page);
  // The main menu: the navbar's items.
  const main = await menuLinks(page);
  expect(main.failures, 'main menu links a tap does not reach').toEqual([]);
  expect(Object.keys(main.centres)).toEqual(expect.arrayContaining(['User', 'Protocol', 'Developer', 'Team', 'Blogs']));
  await page.mouse.click(...(main.centres.Team ?? [0, 0]));
  await expect(page).toHaveURL((url) => url.pathname === '/team');
});

test('halfway down a long doc at 1280 px the table of contents is in view and takes a click', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(DOC);
  await waitForApp(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await settle(page);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const seen = await toc.evaluate((nav) => {
    // The theme's list scrolls inside its own box when it is taller than the screen.
    const list = nav.querySelector('ul')?.parentElement;
    const link = nav.querySelector('a');
    if (!list || !link) return undefined;
    const box = list.getBoundingClientRect();
    const target = link.getBoundingClientRect();
    const x = target.left + target.width / 2;
    const y = target.top + target.height / 2;
    return {
      top: box.top,
      bottom: box.bottom,
      hitsLink: link.contains(document.elementFromPoint(x, y)),
      href: link.getAttribute('href'),
      x,
      y,
    };
  });
  expect(seen, 'a table of contents with links').toBeDefined();
  const { top = -1, bottom = -1, hitsLink, href, x = 0, y = 0 } = seen ?? {};
  expect(top, 'top of the table of contents').toBeGreaterThanOrEqual(0);
  expect(top, 'top of the table of contents').toBeLessThan(200);
  expect(bottom, 'bottom of the table of contents').toBeLessThanOrEqual(800);
  expect(hitsLink, 'a click on its first link lands on it').toBe(true);
  await page.mouse.click(x, y);
  await expect(page).toHaveURL((url) => url.hash === href);
});

/**
 * Lines of text in `main` that spill out of the box they sit in (the nearest
 * ancestor with a border, a background or clipping; the viewport's width for
 * text with no such box), or that a clipping ancestor cuts mid-line. A line
 * wholly outside a clipping ancestor is hidden on purpose (the rest of a
 * clamped summary). Text of the cards' SVG drawings must stay inside its
 * card's rectangle.
 */
async function spills(page: Page): Promise<string[]> {
  await defineLineBoxes(page);
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return ['no main'];
    const found: string[] = [];
    const outside = (inner: Box, outer: Box) =>
      inner.left < outer.left - 1 ||
      inner.right > outer.right + 1 ||
      inner.top < outer.top - 1 ||
      inner.bottom > outer.bottom + 1;
    const disjoint = (inner: Box, outer: Box) =>
      inner.bottom <= outer.top + 1 ||
      inner.top >= outer.bottom - 1 ||
      inner.right <= outer.left + 1 ||
      inner.left >= outer.right - 1;
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
    const isBox = (style: CSSStyleDeclaration) =>
      clips(style) ||
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      style.backgroundImage !== 'none' ||
      ['top', 'right', 'bottom', 'left'].some((side) => style.getPropertyValue(`border-${side}-style`) !== 'none');
    const describe = (text: string, box: Box, problem: string) =>
      `"${text}" at (${Math.round(box.left)}, ${Math.round(box.top)}) ${problem}`;
    for (const { text, box, parent } of window.lineBoxes(main)) {
      if (parent.closest('.sr-only, svg')) continue;
      let held = false;
      for (let element: Element | null = parent; element && element !== main; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (!isBox(style)) continue;
        const rect = element.getBoundingClientRect();
        if (clips(style) && disjoint(box, rect)) break;
        if (clips(style) && outside(box, rect)) {
          found.push(describe(text, box, `is cut by ${element.tagName.toLowerCase()}.${element.className}`));
          break;
        }
        if (!held && outside(box, rect)) {
          found.push(describe(text, box, `spills out of ${element.tagName.toLowerCase()}.${element.className}`));
          break;
        }
        held = true;
      }
      if (!held && (box.left < -1 || box.right > window.innerWidth + 1)) {
        found.push(describe(text, box, 'leaves the screen'));
      }
    }
    for (const text of Array.from(main.querySelectorAll('svg text'))) {
      const card = text.parentElement?.querySelector(':scope > rect');
      if (!card || !text.checkVisibility()) continue;
      if (outside(text.getBoundingClientRect(), card.getBoundingClientRect())) {
        found.push(`drawing text "${text.textContent ?? ''}" leaves its card`);
      }
    }
    return found;
  });
}

test('no text spills out of its box or is cut mid-line on the card pages, at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(60_000);
  for (const path of ['/blogs', '/', '/team']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await waitForApp(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await settle(page);
      expect.soft(await spills(page), `text out of its box on ${path} at ${width} px`).toEqual([]);
    }
  }
});

/**
 * In print media: text whose colour is not dark enough for white paper
 * (contrast under 4.5:1 with white) or that sits on a dark background.
 */
async function lightPrint(page: Page): Promise<string[]> {
  await defineLineBoxes(page);
  return page.evaluate(() => {
    /** Relative luminance (WCAG 2) of a computed `rgb()` or `rgba()` colour. */
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
        const channel = Number(value) / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const found = new Set<string>();
    /** The nearest background colour behind an element, a translucent one laid over white paper. */
    const background = (element: Element | null): string => {
      for (let at = element; at; at = at.parentElement) {
        const [r = 0, g = 0, b = 0, a = 1] = (getComputedStyle(at).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
        if (a > 0) return `rgb(${[r, g, b].map((channel) => Math.round(channel * a + 255 * (1 - a))).join(', ')})`;
      }
      return 'rgb(255, 255, 255)';
    };
    const check = (element: Element, text: string, colour: string) => {
      const contrast = 1.05 / (luminance(colour) + 0.05);
      const paper = background(element);
      if (contrast < 4.5 || luminance(paper) < 0.8) {
        found.add(`"${text}" in ${colour} on ${paper} (${element.tagName.toLowerCase()}.${element.className})`);
      }
    };
    for (const { text, parent } of window.lineBoxes(document.body)) {
      if (parent.closest('svg, .sr-only')) continue;
      check(parent, text, getComputedStyle(parent).color);
    }
    for (const text of Array.from(document.querySelectorAll('svg text'))) {
      if (text.checkVisibility()) check(text, text.textContent ?? '', getComputedStyle(text).fill);
    }
    const page = background(document.body);
    if (luminance(page) < 0.9) found.add(`page background ${page}`);
    return [...found].slice(0, 20);
  });
}

test('printed, a page is dark text on white paper without the site chrome', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of [CODE_DOC, '/']) {
    await page.goto(path);
    await waitForApp(page);
    const chrome: Locator[] = [
      page.locator('.navbar'),
      page.locator('.theme-announcement-bar'),
      page.locator('.footer'),
    ];
    if (path === CODE_DOC) {
      chrome.push(
        page.locator('.theme-doc-sidebar-container'),
        page.getByRole('navigation', { name: 'On this page' }),
        page.getByRole('navigation', { name: 'Breadcrumbs' }),
        page.getByRole('button', { name: 'Copy page' }),
        page.getByRole('link', { name: 'Report a problem with this page' }),
      );
    }
    // Each part is on the screen first, so hiding it in print is a real change.
    for (const part of chrome) await expect.soft(part.first(), `${String(part)} on screen on ${path}`).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    // Switching media starts the colour transitions of links and buttons; paper
    // gets their end values.
    await settle(page);
    for (const part of chrome)
      await expect.soft(part, `${String(part)} printed on ${path}`).toBeHidden({ timeout: 1000 });
    expect(await lightPrint(page), `text too light to read on paper on ${path}`).toEqual([]);
    await page.emulateMedia({ media: 'screen' });
  }
});

test('no button sits on top of code, and code does not scroll sideways, at 1280 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(CODE_DOC);
  await waitForApp(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    await defineLineBoxes(page);
    const found = await page.evaluate(() => {
      const problems: string[] = [];
      const blocks = Array.from(document.querySelectorAll('article .theme-code-block')).filter((block) =>
        block.checkVisibility(),
      );
      blocks.forEach((block, index) => {
        const code = block.querySelector('pre code');
        const pre = block.querySelector('pre');
        if (!code || !pre) return;
        if (pre.scrollWidth > pre.clientWidth + 1) problems.push(`block ${index + 1} scrolls sideways`);
        for (const button of Array.from(block.querySelectorAll('button'))) {
          const b = button.getBoundingClientRect();
          for (const { text, box } of window.lineBoxes(code)) {
            const overlapX = Math.min(b.right, box.right) - Math.max(b.left, box.left);
            const overlapY = Math.min(b.bottom, box.bottom) - Math.max(b.top, box.top);
            if (overlapX > 0.5 && overlapY > 0.5) {
              problems.push(`block ${index + 1}: "${button.getAttribute('aria-label') ?? ''}" covers "${text}"`);
            }
          }
        }
      });
      return { problems, blocks: blocks.length };
    });
    expect(found.blocks, 'code blocks on the page').toBeGreaterThan(5);
    expect(found.problems, `at ${width} px`).toEqual([]);
  }
});
