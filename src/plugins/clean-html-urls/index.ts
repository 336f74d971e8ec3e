/**
 * Sends `.html` and `/index.html` spellings of a path to the clean path.
 *
 * A static host serves /team/index.html for /team, but answers /team.html with
 * 404.html and /team/index.html with the team page under a path no route
 * matches. Either way the app would start on the wrong route. This tiny inline
 * script runs in <head>, before the app, and replaces the location with the
 * clean path (keeping query and hash), so the host serves the right page.
 */
import type { Plugin } from '@docusaurus/types';
import { createHash } from 'node:crypto';

export const cleanHtmlUrlScript =
  "(function(){var p=location.pathname,c=p.replace(/\\/index\\.html$/i,'/').replace(/\\.html$/i,'');" +
  "if(c!==p){if(c.length>1)c=c.replace(/\\/+$/,'');location.replace(c+location.search+location.hash)}})();";

/** CSP source for the inline script, e.g. for a `script-src` directive. */
export const cleanHtmlUrlScriptHash = `'sha256-${createHash('sha256').update(cleanHtmlUrlScript).digest('base64')}'`;

export default function cleanHtmlUrlsPlugin(): Plugin {
  return {
    name: 'clean-html-urls',
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'script', innerHTML: cleanHtmlUrlScript }],
      };
    },
  };
}
