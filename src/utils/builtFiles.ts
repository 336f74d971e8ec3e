/**
 * Where the build writes a route's HTML. Docusaurus, with the default
 * `trailingSlash` (undefined), writes `/a/b` to `a/b/index.html` and `/` to
 * `index.html`. The postBuild plugins and the tests find a page's file through
 * this one function, so a change of that layout is made here.
 */
import path from 'node:path';

export function builtHtmlFile(outDir: string, route: string): string {
  return path.join(outDir, route.replace(/^\/+|\/+$/g, ''), 'index.html');
}
