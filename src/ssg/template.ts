import { inlineHintCheck } from '../utils/announcementHint';
import { PAGE_SCRIPTS_OPEN_TAG, pageScriptLoader } from './pageScripts';

/**
 * The theme's inline check for a closed announcement bar (a localStorage read),
 * as it is written in @docusaurus/theme-classic's inlineScripts.
 */
export const THEME_DISMISSED_CHECK = /localStorage\.getItem\('docusaurus\.announcement\.dismiss[^']*'\) === 'true'/;

/**
 * The HTML template of every page (siteConfig.ssrTemplate): Docusaurus's own,
 * with two changes: the inline check for a closed announcement bar reads
 * localStorage only when a cookie says it was closed (src/utils/announcementHint
 * says why), and scripts start differently.
 *
 * Docusaurus puts the two entry scripts in the head with `defer`: the browser
 * runs them (about 110 KiB of React and the app, hundreds of milliseconds on a
 * mid-range phone) before it paints anything, and on a slow connection their
 * download competes with the page and its stylesheet. Here nothing is fetched
 * for scripts until the browser reports the first contentful paint; then a
 * small loader at the end of the body runs the page's scripts in order
 * (./pageScripts.ts): its route chunks, added after the build by
 * src/plugins/route-scripts, then the entry. The reader sees the page as soon
 * as its HTML and stylesheet are in; it becomes interactive (menus, search,
 * copy buttons) once the scripts have arrived. Without JavaScript nothing
 * changes; the page is complete HTML.
 *
 * The loader's hash is added to the Content-Security-Policy by
 * src/plugins/security-headers, like every inline script of the build.
 */
export function ssrTemplate({ announcementId }: { announcementId: string }): string {
  // The cookie test goes in front of the theme's check (`$&`). As JSON
  // strings: the template engine reads quotes inside its tags as strings.
  const preBodyTags = `it.preBodyTags.replace(new RegExp(${JSON.stringify(THEME_DISMISSED_CHECK.source)}), ${JSON.stringify(
    `${inlineHintCheck(announcementId)} && $&`,
  )})`;
  return `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ ${preBodyTags} %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    ${PAGE_SCRIPTS_OPEN_TAG}<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <script>${pageScriptLoader}</script>
  </body>
</html>
`;
}
