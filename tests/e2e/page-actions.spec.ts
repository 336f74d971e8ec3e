/**
 * The page actions menu above every doc and post: "Copy page" beside a
 * disclosure button ("More page actions") whose list holds "View as
 * Markdown", "Open in ChatGPT" and "Open in Claude". Checked from the
 * keyboard and the mouse, for what the assistant links carry and where they
 * go, for requests that leave the site (none until an assistant link is
 * followed), with axe while the list is open, and on a post as on a doc.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForApp } from './helpers';

const DOC = '/guides/privacy-safety/risks';
const POST = '/blog/intro-zkp2p-v3';
const SITE = 'https://docs.zkp2p.xyz';

type Menu = { toggle: Locator; list: Locator; items: Locator };

/** Loads a page and finds its page actions: the disclosure button and the list it names in `aria-controls`. */
async function open(page: Page, path: string): Promise<Menu> {
  await page.goto(path);
  await waitForApp(page);
  const toggle = page.getByRole('button', { name: 'More page actions' });
  const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  return { toggle, list, items: list.getByRole('link') };
}

/** The prompt an assistant link opens with, decoded. */
function promptOf(href: string | null): string {
  return new URL(href ?? '').searchParams.get('q') ?? '';
}

test('the disclosure names the list it controls and works from the keyboard', async ({ page }) => {
  const { toggle, list, items } = await open(page, DOC);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await expect(list).toHaveJSProperty('tagName', 'UL');

  await page.getByRole('button', { name: 'Copy page' }).focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toBeVisible();
  await expect(items).toHaveText([/^View as Markdown/, /^Open in ChatGPT/, /^Open in Claude/]);

  for (const name of ['View as Markdown', 'Open in ChatGPT', 'Open in Claude']) {
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name })).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Space');
  await expect(list).toBeVisible();
  await page.keyboard.press('Space');
  await expect(list).toBeHidden();
});

for (const path of [DOC, POST]) {
  test(`assistant links on ${path} ask about its Markdown twin, and nothing leaves the site before the click`, async ({
    page,
    context,
  }) => {
    const { toggle, list } = await open(page, path);
    await toggle.click();
    const twin = `${SITE}${path}.md`;
    const expected = {
      'Open in ChatGPT': 'https://chatgpt.com/',
      'Open in Claude': 'https://claude.ai/new',
    };
    for (const [name, target] of Object.entries(expected)) {
      const link = list.getByRole('link', { name });
      const href = await link.getAttribute('href');
      const url = new URL(href ?? '');
      expect(`${url.origin}${url.pathname}`, name).toBe(target);
      expect(promptOf(href), name).toContain(twin);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const opened = await followInNewTab(context, list.getByRole('link', { name: 'Open in Claude' }));
    expect(promptOf(opened)).toContain(twin);
    expect(new URL(opened).origin).toBe('https://claude.ai');
  });
}

/** Clicks a link that opens a new tab, answers the tab's request locally (the sandbox has no internet), returns its URL. */
async function followInNewTab(context: BrowserContext, link: Locator): Promise<string> {
  await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'stand-in' }),
  );
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  const url = popup.url();
  await popup.close();
  return url;
}
