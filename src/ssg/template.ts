/**
 * The HTML template of every page (siteConfig.ssrTemplate): Docusaurus's own,
 * with one change in how the two entry scripts start.
 *
 * Docusaurus puts them in the head with `defer`. On a fast connection they
 * arrive before the page is parsed, and the browser runs them (about 110 KiB
 * of React and the app, hundreds of milliseconds on a mid-range phone) before
 * it paints anything: the reader waits for JavaScript to see static HTML.
 * Here the head only preloads them, so they download just as early, and a
 * small script at the end of the body runs them after the first frame has
 * been painted, in order (`async = false`): every script preload marked
 * `data-page-script`, which after the build also includes the page's route
 * chunks (src/plugins/route-scripts). The loader is the same on every page.
 * Without JavaScript nothing changes; the page is complete HTML.
 *
 * The inline script's hash is added to the Content-Security-Policy by
 * src/plugins/security-headers, like every inline script of the build.
 */
export const ssrTemplate = `<!DOCTYPE html>
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
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" data-page-script href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>requestAnimationFrame(function(){setTimeout(function(){document.querySelectorAll("link[data-page-script]").forEach(function(l){var s=document.createElement("script");s.src=l.href;s.async=false;document.body.appendChild(s)})})})</script>
  </body>
</html>
`;
