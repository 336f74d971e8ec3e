/**
 * Keeps "the reader closed the announcement bar" in a cookie instead of
 * localStorage.
 *
 * The theme hides a closed bar before the first paint with an inline script
 * that reads localStorage. The first localStorage read of a page is a
 * synchronous round trip to the browser process, which opens the site's
 * storage: 5 to 18 ms on this project's test machine (56 under load), on
 * every page, in the task that parses the page and before its first layout,
 * for one boolean. Reading `document.cookie` there costs well under a
 * millisecond. So:
 *
 * - the inline script asks the cookie (src/ssg/template.ts rewrites the
 *   theme's check with `inlineDismissedCheck`; a build test fails if the
 *   theme's script changes so that the rewrite no longer applies);
 * - the bar's state in the browser, theme-common's contexts/announcementBar,
 *   is swapped for ./announcementBar.tsx, which reads and writes the cookie.
 *
 * The cookie holds the id of the closed announcement, so a new announcement
 * (a new `announcementBar.id`) shows again. Only the site's own pages read it.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { checkOriginals, swapModules, type SwapTable } from '../moduleSwap';

export const swaps: SwapTable = {
  // theme-common's main file is lib/index.js (and it hides package.json).
  [path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'contexts/announcementBar')]: path.join(
    __dirname,
    'announcementBar.tsx',
  ),
};

export default function announcementCookiePlugin(): Plugin {
  checkOriginals(swaps, 'announcement-cookie (src/plugins/announcement-cookie)');
  return {
    name: 'announcement-cookie',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return { plugins: [swapModules(swaps, currentBundler)] };
    },
  };
}
