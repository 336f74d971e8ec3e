/**
 * One spelling per page: the path without a trailing slash (only the home
 * page keeps its "/"). With `trailingSlash: false` Docusaurus writes that form
 * in the sitemap, the canonical link, `og:url` and every link, but the docs
 * plugin's metadata still gives an index doc a permalink with a slash
 * (`/guides/for-buyers/`). What the site writes from that metadata (llms.txt,
 * the Markdown twins, the problem report) goes through these functions.
 */

/** The canonical spelling of a site path: `/guides/for-buyers/` → `/guides/for-buyers`, `/` → `/`. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The absolute canonical URL of a site path, e.g. `https://docs.zkp2p.xyz/guides/for-buyers`. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = canonicalPath(pathname);
  return `${siteUrl.replace(/\/+$/, '')}${path === '/' ? '/' : path}`;
}

/**
 * Where the Markdown twin of a doc or post is served: its canonical path plus
 * `.md` (`/guides/introduction/zkp2p` → `/guides/introduction/zkp2p.md`,
 * `/brand-kit/` → `/brand-kit.md`). The home page has no twin.
 */
export function markdownPath(pathname: string): string {
  const path = canonicalPath(pathname);
  if (path === '/') {
    throw new Error('The home page has no Markdown twin.');
  }
  return `${path}.md`;
}

/** Whether `pathname` is the page at `prefix` or a page below it (`/protocol/v3` is under `/protocol`, `/protocols` is not). */
export function isAtOrUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
