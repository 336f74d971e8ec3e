/**
 * Machine-readable docs as a reader or a tool meets them on the served site:
 * /llms.txt and /llms-full.txt as text, a Markdown twin beside every doc and
 * post, and on every doc and post a "Copy page" button (puts the page's
 * Markdown on the clipboard) and a "View as Markdown" link in its page
 * actions, both usable from the keyboard. The rest of the page actions menu
 * is in page-actions.spec.ts.
 */
import type { Page } from '@playwright/test';
import { docRoutes } from '../support/routes';
import { postSlugsNewestFirst } from '../unit/docs';
import { escapeRegExp, expect, test, waitForApp } from './helpers';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const twin = (path: string): string => `${path.replace(/\/$/, '')}.md`;
const postPaths = postSlugsNewestFirst().map((slug) => `/blog/${slug}`);

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test('every doc and post offers Copy page and View as Markdown, and its twin is served as Markdown', async ({
  request,
}) => {
  for (const path of [...docRoutes().map((route) => route.path), ...postPaths]) {
    const response = await request.get(twin(path));
    expect(response.status(), twin(path)).toBe(200);
    expect(response.headers()['content-type'], twin(path)).toMatch(/^text\/markdown/);
    expect(await response.text(), twin(path)).toMatch(/^# \S/);

    const html = await (await request.get(path)).text();
    const href = `href=["']?${escapeRegExp(twin(path))}["' >]`;
    expect(html, path).toMatch(/<button[^>]*>(?:(?!<\/button>)[\s\S])*Copy page<\/button>/);
    expect(html, path).toMatch(
      new RegExp(`<a [^>]*${href}[^>]*>(?:(?!</a>).)*View as Markdown(?:(?!</a>).)*</a>`, 's'),
    );
    expect(html, path).toMatch(
      new RegExp(`<link [^>]*rel=["']?alternate["']? [^>]*type=["']?text/markdown["']? [^>]*${href}`),
    );
  }
});

test.describe('Copy page', () => {
  test('works from the keyboard, and View as Markdown opens the twin', async ({ page, request }) => {
    const path = '/guides/for-buyers/complete-guide-to-onboarding';
    const expected = await (await request.get(twin(path))).text();
    await page.goto(path);
    await waitForApp(page);
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').last().focus();

    await page.keyboard.press('Tab');
    const copy = page.getByRole('button', { name: 'Copy page' });
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown.' })).toBeVisible();
    expect(await clipboardText(page)).toBe(expected);

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await copy.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => clipboardText(page)).toBe(expected);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'More page actions' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === twin(path));
    expect((await page.locator('body').innerText()).trim()).toBe(expected.trim());
  });

  test('says what to do when the Markdown cannot be fetched', async ({ page, consoleErrors }) => {
    const path = '/guides/privacy-safety/risks';
    await page.route(`**${twin(path)}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(path);
    await waitForApp(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Could not copy the page' })).toBeVisible();
    expect(await clipboardText(page)).toBe('before');
    // The browser reports the 404 this test arranged; nothing else may be reported.
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([
      expect.stringMatching(new RegExp(`status of 404 .*${twin(path).replace(/[.]/g, '\\.')}\\)$`)),
    ]);
    consoleErrors.splice(0, consoleErrors.length);
  });
});
