/**
 * Glossary terms in the user guides (src/components/GlossaryTerm, data in
 * src/data/glossary.ts): each is a link to its section of the protocol
 * glossary, described by a tooltip with the short definition. The tooltip
 * shows on hover and on focus, stays while the pointer moves onto it, hides
 * with Esc, moves nothing around it, stays inside a phone screen, and comes
 * with the page (it is in the HTML; showing it asks the network for nothing).
 */
import type { Page, Request } from '@playwright/test';
import { GLOSSARY_PAGE, glossary } from '../../src/data/glossary';
import { expect, test, waitForApp } from './helpers';

const INTRO = '/guides/introduction/zkp2p';
/** Glossary terms: links into the protocol glossary that a tooltip describes. */
const TERM = `article a[aria-describedby][href^="${GLOSSARY_PAGE}#"]`;
const RISKS = '/guides/privacy-safety/risks';

function entry(id: string) {
  const found = glossary.find((item) => item.id === id);
  if (!found) throw new Error(`no glossary entry ${id}`);
  return found;
}

/** The glossary link around `words` in the article, and the tooltip it points at. */
async function term(page: Page, words: string) {
  const link = page.locator(TERM, { hasText: new RegExp(`^${words}$`) }).first();
  const id = await link.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  const tooltip = page.locator(`[id="${id}"]`);
  await expect(tooltip).toHaveAttribute('role', 'tooltip');
  return { link, tooltip };
}

test('a term links to its glossary section and is described by its definition', async ({ page }) => {
  await page.goto(INTRO);
  await waitForApp(page);
  const escrow = entry('escrow');
  const { link, tooltip } = await term(page, 'escrow');
  await expect(link).toHaveAttribute('href', '/protocol/zkp2p-protocol#escrow');
  await expect(link).toHaveAccessibleDescription(`${escrow.term} ${escrow.definition}`);
  await expect(tooltip).toBeHidden();

  await link.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(`${escrow.term} ${escrow.definition}`);
  // The pointer can move onto the tooltip (to read or select it) without closing it.
  const box = await tooltip.boundingBox();
  if (!box) throw new Error('tooltip has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + 4, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  await page.mouse.move(0, 0);
  await link.hover();
  await expect(tooltip, 'a new hover shows it again').toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
});

test('keyboard focus shows the definition, Esc hides it, and nothing else moves or loads', async ({ page }) => {
  await page.goto(RISKS);
  await waitForApp(page);
  const witness = entry('witness');
  const { link, tooltip } = await term(page, 'witness');
  const next = page.locator('article p').filter({ hasText: 'What follows from that design' });
  await link.scrollIntoViewIfNeeded();
  const before = {
    next: await next.boundingBox(),
    height: await page.locator('article').evaluate((a) => a.scrollHeight),
  };
  const requests: string[] = [];
  const onRequest = (request: Request) => requests.push(request.url());
  page.on('request', onRequest);

  await link.focus();
  await expect(link).toBeFocused();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(witness.definition);
  expect(await next.boundingBox(), 'the text below stays put').toEqual(before.next);
  expect(await page.locator('article').evaluate((a) => a.scrollHeight)).toBe(before.height);

  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(link, 'Esc leaves focus where it was').toBeFocused();
  page.off('request', onRequest);
  expect(requests, 'the definition needs no request').toEqual([]);

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(tooltip, 'focusing again shows it again').toBeVisible();
});
