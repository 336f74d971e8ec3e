/**
 * Glossary terms in the user guides (src/components/GlossaryTerm, data in
 * src/data/glossary.ts): each is a link to its section of the protocol
 * glossary, described by a tooltip with the short definition. The tooltip
 * shows on hover and on focus, stays while the pointer moves onto it, hides
 * with Esc, moves nothing around it, and comes with the page (showing it asks
 * the network for nothing).
 */
import type { Page, Request } from '@playwright/test';
import { GLOSSARY_PAGE, glossary } from '../../src/data/glossary';
import { expect, test, waitForApp } from './helpers';

const GUIDES = ['/guides/introduction/zkp2p', '/guides/privacy-safety/risks'];
/** Glossary terms: links into the protocol glossary that a tooltip describes. */
const TERM = `article a[aria-describedby][href^="${GLOSSARY_PAGE}#"]`;

/** The first glossary term of a guide, its entry in src/data/glossary.ts and the tooltip it points at. */
async function firstTerm(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  const link = page.locator(TERM).first();
  const id = new URL((await link.getAttribute('href')) ?? '', 'http://x').hash.slice(1);
  const entry = glossary.find((item) => item.id === id);
  if (!entry) throw new Error(`no glossary entry ${id}`);
  const tooltip = page.locator(`[id="${(await link.getAttribute('aria-describedby')) ?? ''}"]`);
  await expect(tooltip).toHaveAttribute('role', 'tooltip');
  return { link, tooltip, entry };
}

test('a term links to its glossary section and is described by its definition', async ({ page }) => {
  const { link, tooltip, entry } = await firstTerm(page, GUIDES[0] ?? '');
  await expect(link).toHaveAccessibleDescription(`${entry.term} ${entry.definition}`);
  await expect(tooltip).toBeHidden();

  await link.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(`${entry.term} ${entry.definition}`);
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
  const { link, tooltip, entry } = await firstTerm(page, GUIDES[1] ?? '');
  await link.scrollIntoViewIfNeeded();
  const height = () => page.locator('article').evaluate((article) => article.scrollHeight);
  const before = { box: await link.boundingBox(), height: await height() };
  const requests: string[] = [];
  const onRequest = (request: Request) => requests.push(request.url());
  page.on('request', onRequest);

  await link.focus();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(entry.definition);
  expect(await link.boundingBox(), 'the text stays put').toEqual(before.box);
  expect(await height()).toBe(before.height);

  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(link, 'Esc leaves focus where it was').toBeFocused();
  page.off('request', onRequest);
  expect(requests, 'the definition needs no request').toEqual([]);
});
