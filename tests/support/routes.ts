/**
 * The site's routes, as the build has them. Docusaurus writes build/sitemap.xml
 * from the routes it built, so adding a doc means writing it and placing it in
 * its sidebar: the browser walk, the built-site checks and the link check read
 * the list from there. tests/routes.txt is a committed snapshot of that list,
 * so a route that appears, moves or disappears shows in review;
 * tests/build/routes.test.ts fails until `npm run routes:update` refreshes it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sitemapRoutes } from '../../src/utils/suggestRoutes';

export type DocArea = 'guides' | 'protocol' | 'developer' | 'brand-kit';
export type RouteArea = 'page' | 'blog' | DocArea;
export type SiteRoute = {
  /** Clean path as a reader types it, without a trailing slash (except "/"). */
  path: string;
  area: RouteArea;
};

export const SITE_URL = 'https://docs.zkp2p.xyz';
export const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
/** Paths are from the repository root, where every npm script runs. */
export const SNAPSHOT = path.resolve('tests/routes.txt');

export const docAreas: readonly DocArea[] = ['guides', 'protocol', 'developer', 'brand-kit'];

/** The main doc of each docs area: where its sidebar's root link goes (the spec names them). */
export const mainDocPaths: Readonly<Record<DocArea, string>> = {
  guides: '/guides/introduction/zkp2p',
  protocol: '/protocol/zkp2p-protocol',
  developer: '/developer/integrate-zkp2p/integrate-redirect-onramp',
  'brand-kit': '/brand-kit',
};

/** The area a path belongs to: its docs area, the blog's posts, or a page (home, /blogs, /team). */
export function areaOf(route: string): RouteArea {
  const first = route.split('/')[1] ?? '';
  if (first === 'blog') return 'blog';
  return docAreas.find((area) => area === first) ?? 'page';
}

function toRoutes(paths: Iterable<string>): SiteRoute[] {
  return [...paths].sort().map((route) => ({ path: route, area: areaOf(route) }));
}

/** The routes the build's sitemap lists, as clean paths. */
export function builtRoutePaths(dir = buildDir): string[] {
  let xml: string;
  try {
    xml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  } catch {
    throw new Error(`No sitemap in ${dir}: run \`npm run build\` first.`);
  }
  return sitemapRoutes(xml);
}

/** The routes of the committed snapshot, tests/routes.txt (no build needed). */
export function snapshotRoutePaths(): string[] {
  return readFileSync(SNAPSHOT, 'utf8').split('\n').filter(Boolean);
}

/** Writes the build's routes into the snapshot (`npm run routes:update`). */
export function updateSnapshot(): void {
  writeFileSync(SNAPSHOT, `${[...builtRoutePaths()].sort().join('\n')}\n`);
}

let built: SiteRoute[] | undefined;

/** Every route of the build, sorted, read once. */
export function siteRoutes(): SiteRoute[] {
  built ??= toRoutes(builtRoutePaths());
  return built;
}

/** The routes of the four docs areas. */
export function docRoutes(): SiteRoute[] {
  return siteRoutes().filter((route) => docAreas.some((area) => area === route.area));
}

if (process.argv.includes('--update')) {
  updateSnapshot();
  console.log(`${SNAPSHOT}: ${snapshotRoutePaths().length} routes from ${buildDir}/sitemap.xml`);
}
