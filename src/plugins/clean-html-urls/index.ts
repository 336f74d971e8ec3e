/**
 * Sends `.html` and `/index.html` spellings of a path to the clean path.
 * (src/plugins/security-headers allows this inline script by its hash.)
 *
 * A static host serves team.html for /team, but may answer /team.html with
 * the team page under a path no route matches, and /team/index.html with
 * 404.html. Either way the app would start on the wrong route. This tiny inline
 * script runs in <head>, before the app, and replaces the location with the
 * clean path (keeping query and hash), so the host serves the right page.
 * The same step makes odd spellings safe before the router sees them: encoded
 * slashes (`%2F`, which the host decodes but the router does not) become
 * slashes, repeated slashes collapse, capitals fold to lower case (every route is lower case),
 * and a path with an invalid percent escape is re-escaped, so it lands on
 * the not-found page instead of crashing the router.
 */
import type { Plugin } from '@docusaurus/types';

export const cleanHtmlUrlScript =
  "(function(){var p=location.pathname,c=p;try{decodeURI(c)}catch(e){c=c.replace(/%/g,'%25')}" +
  "c=c.replace(/%2f/gi,'/').replace(/\\/{2,}/g,'/');if(/[A-Z]/.test(c.replace(/%[0-9A-F]{2}/gi,'')))c=c.toLowerCase();" +
  "c=c.replace(/\\/index\\.html$/,'/').replace(/\\.html$/,'');" +
  "if(c!==p){if(c.length>1)c=c.replace(/\\/+$/,'');location.replace(c+location.search+location.hash)}})();";

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
