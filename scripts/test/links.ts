/**
 * `npm run test:links`: the link check of the production build, by linkinator.
 *
 * Serves build/ on the production host's software (scripts/serve-build.ts)
 * and crawls it from every route of the site and every page of the sitemap,
 * following internal links recursively: every internal link, image,
 * stylesheet and script must answer, and every `#fragment` must name an
 * element of the page it points at.
 * Absolute links to the site itself (`https://docs.zkp2p.xyz/...`, as in the
 * sitemap and the canonical links) are checked against the local server.
 * External links are listed, not fetched (CI has no network): a count per
 * host here, the full list in test-results/external-links.txt.
 *
 * Exit code 1 when anything is broken. Run `npm run build` first.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LinkState, check } from 'linkinator';
import config from '../../docusaurus.config';
import { siteRoutes } from '../../tests/support/routes';
import { escapeRegExp } from '../../src/utils/regexp';
import { serveBuild } from '../serve-build';

async function main(): Promise<void> {
  const { close, origin } = await serveBuild(path.resolve('build'));
  try {
    const siteUrl = config.url.replace(/\/+$/, '');
    const toLocal = { pattern: new RegExp(`^${escapeRegExp(siteUrl)}(?=/|$)`), replacement: origin };
    // linkinator asks about skipping both before and after rewriting a link.
    const isExternal = (link: string): boolean => {
      const local = link.replace(toLocal.pattern, toLocal.replacement);
      return !local.startsWith(`${origin}/`) && local !== origin;
    };
    const result = await check({
      path: siteRoutes().map(({ path: route }) => `${origin}${route}`),
      sitemap: `${origin}/sitemap.xml`,
      recurse: true,
      checkFragments: true,
      urlRewriteExpressions: [toLocal],
      linksToSkip: (link) => Promise.resolve(isExternal(link)),
      concurrency: 20,
      timeout: 10_000,
    });

    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    const checked = result.links.filter((link) => link.state === LinkState.OK);
    const external = [
      ...new Set(
        result.links.filter((link) => link.state === LinkState.SKIPPED && /^https?:/.test(link.url)).map((l) => l.url),
      ),
    ].sort();

    const hosts = new Map<string, number>();
    for (const url of external) hosts.set(new URL(url).host, (hosts.get(new URL(url).host) ?? 0) + 1);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/external-links.txt', `${external.join('\n')}\n`);
    console.log(
      `External links, not fetched (${external.length}; list in test-results/external-links.txt): ${[...hosts]
        .sort((a, b) => b[1] - a[1])
        .map(([host, count]) => `${host} ${count}`)
        .join(', ')}`,
    );

    // One line per broken URL, with the pages that link to it.
    const brokenUrls = new Map<string, { why: string; pages: Set<string> }>();
    for (const link of broken) {
      const url = link.url.replace(origin, '');
      const why = url.includes('#') && link.status === 200 ? 'no element with that id' : `status ${link.status ?? '?'}`;
      const entry = brokenUrls.get(url) ?? { why, pages: new Set<string>() };
      const parent = link.parent?.replace(origin, '');
      if (parent !== undefined && parent !== url) entry.pages.add(parent);
      brokenUrls.set(url, entry);
    }
    for (const [url, { why, pages }] of brokenUrls) {
      console.log(`BROKEN ${url} (${why}), linked from ${[...pages].join(', ') || 'the sitemap or a site route'}`);
    }
    console.log(`links: ${checked.length} passed, ${brokenUrls.size} failed`);
    if (!result.passed || brokenUrls.size > 0) process.exitCode = 1;
  } finally {
    close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
