/**
 * Lets the browser draw a long page's article blocks as they come near the
 * view, not all at once before the page can respond.
 *
 * On the longest pages (the V3 onramp reference is 28,000 px tall on a phone)
 * the first style and layout pass over every block was the largest task of
 * the load: 80–100 ms here, several times that on a slow phone, spent on text
 * nobody can see yet. ./styles.css gives the blocks after the first few
 * `content-visibility: auto`: the browser skips the style, layout and paint of
 * a block while it is far from the view and keeps a placeholder height for it
 * (its real height once it has been drawn). Skipped blocks stay in the
 * accessibility tree, in find-in-page and in the tab order, and the browser
 * draws a block before it scrolls into view, so readers see nothing missing.
 *
 * Placeholder heights are estimates, so the position of anything below a
 * skipped block is provisional. That is harmless while the reader scrolls
 * (the browser keeps the visible text in place as blocks above it resolve),
 * but not for a jump to a heading, which would land where the estimates put
 * it. So every block is drawn (the `data-full-layout` attribute on <html>,
 * which turns the rule off) before any such jump:
 * - on a deep link, a reload or back/forward, and on a click on a link with a
 *   fragment: ./inlineScript.ts, an inline script in <head> that runs before
 *   the first layout;
 * - from the first navigation inside the app on (the app scrolls to a heading
 *   of the new page with scrollIntoView): ./client.ts;
 * - without JavaScript, always (a <noscript> style).
 *
 * Containment clips a block's painting at its edge; the clip is widened
 * enough for focus rings. Print shows every block.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { fullLayoutScript, noScriptStyle } from './inlineScript';

export default function articleBlocksPlugin(): Plugin {
  return {
    name: 'article-blocks',
    getClientModules() {
      return [path.join(__dirname, 'client.ts'), path.join(__dirname, 'styles.css')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: 'script', innerHTML: fullLayoutScript },
          { tagName: 'noscript', innerHTML: noScriptStyle },
        ],
      };
    },
  };
}
