/**
 * Odd and hostile URLs in the browser, each taking a different path through
 * the host (redirects, 404, decoding) or the app's router and the inline
 * script of src/plugins/clean-html-urls (case, encoded slashes, broken
 * escapes). Each must end on the right page or on the not-found page: never
 * "This page crashed", never a blank page, never a console error.
 */
import { NOT_FOUND_HEADING, builtHeading, collapse, expect, test } from './helpers';

type Case = { url: string; shows: string | 'not-found'; landsOn?: string };

const CASES: readonly Case[] = [
  { url: '/team.html?from=test#top', shows: '/team', landsOn: '/team?from=test#top' },
  { url: '/guides/for-buyers/index.html#top', shows: '/guides/for-buyers', landsOn: '/guides/for-buyers#top' },
  { url: '/blogs/?q=1', shows: '/blogs', landsOn: '/blogs?q=1' },
  { url: '/TEAM', shows: '/team' },
  { url: '/Guides/Introduction/ZKP2P', shows: '/guides/introduction/zkp2p' },
  { url: '//team', shows: '/team' },
  { url: '/guides//introduction/zkp2p', shows: '/guides/introduction/zkp2p' },
  { url: '/guides%2Ffor-buyers', shows: '/guides/for-buyers' },
  { url: '/guides/for-buyers/../../team', shows: '/team' },
  { url: '/%2e%2e/%2e%2e/etc/passwd', shows: 'not-found' },
  { url: '/..%5C..%5Cwindows%5Cwin.ini', shows: 'not-found' },
  { url: '/team%00', shows: 'not-found' },
  { url: '/%E0%80%AF', shows: 'not-found' },
  { url: '/team%', shows: 'not-found' },
  { url: '/%ZZ', shows: 'not-found' },
  { url: `/${'a'.repeat(2100)}`, shows: 'not-found' },
  { url: `/team?${'q'.repeat(4000)}=1`, shows: '/team' },
  { url: '/team?q=<script>alert(1)</script>', shows: '/team' },
  { url: '/blogs#"><img src=x onerror=alert(1)>', shows: '/blogs' },
  { url: `/${encodeURIComponent('команда')}`, shows: 'not-found' },
  { url: '/sitemap.xml/x', shows: 'not-found' },
];

const HALF = Math.ceil(CASES.length / 2);

for (const batch of [CASES.slice(0, HALF), CASES.slice(HALF)]) {
  test(`odd URLs end on the right page or the not-found page (${batch[0]?.url.slice(0, 30)} …)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    for (const { url, shows, landsOn } of batch) {
      const label = url.slice(0, 80);
      // Absolute URL: `//team` must stay a path, not become a host.
      await page.goto(`${new URL(baseURL ?? '').origin}${url}`);
      // A spelling the head script rewrites replaces the location: wait for the page that stays.
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const h1 = collapse((await page.locator('h1').first().textContent()) ?? '');
      await expect(page.getByText(/this page crashed/i), label).toHaveCount(0);
      expect(h1, label).toBe(shows === 'not-found' ? NOT_FOUND_HEADING : builtHeading(shows));
      if (landsOn) {
        const { pathname, search, hash } = new URL(page.url());
        expect(`${pathname}${search}${hash}`, label).toBe(landsOn);
      }
    }
  });
}
