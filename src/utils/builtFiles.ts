/**
 * Where the build writes a route's HTML. With `trailingSlash: false`
 * (docusaurus.config.ts), Docusaurus writes `/a/b` (and `/a/b/`) to `a/b.html`,
 * `/` to `index.html`, and a path that already ends in `.html` (`/404.html`)
 * as it is. The postBuild plugins, the scripts and the tests find a page's
 * file through this one function, so a change of that layout is made here.
 */
import path from 'node:path';

export function builtHtmlFile(outDir: string, route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return path.join(outDir, 'index.html');
  return path.join(outDir, /\.html$/.test(trimmed) ? trimmed : `${trimmed}.html`);
}
