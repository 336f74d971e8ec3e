/**
 * "Did you mean": the site's routes closest to a path that has no page,
 * for the not-found page. Pure, so the not-found page can give it what it
 * knows in the browser (the docs' routes, the sitemap's) and tests can
 * check it alone.
 */
import { canonicalPath } from './canonicalUrl';

export type KnownRoutes = {
  /** Every route of the site, canonical (`/guides/for-buyers`, `/blogs`). */
  routes: readonly string[];
  /** Paths that are no page themselves, each with the page a reader who typed it wants (`/guides` → its main doc). */
  folders: Readonly<Record<string, string>>;
};

/** Longest path compared letter by letter: anything longer is no typo of a route. */
const MAX_TYPO_LENGTH = 120;

/** A path as a reader may have typed it, in the form routes are written: decoded, lower case, no `.html`, `/index` or repeated and trailing slashes. */
export function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken escape stays as typed.
  }
  const trimmed = decoded
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/\/+/g, '/')
    .replace(/(\/index)?\.html?$/, '')
    .replace(/\/index$/, '');
  return canonicalPath(trimmed.startsWith('/') ? trimmed : `/${trimmed}`);
}

/** Levenshtein distance: the fewest letters added, removed or replaced to turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replace);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The words of a path: `/guides/for-buyers` → guides, for, buyers. */
function pathWords(path: string): string[] {
  return path.split(/[^a-z0-9]+/).filter((word) => word !== '');
}

/** The paths above a path, nearest first: `/a/b/c` → `/a/b`, `/a`. */
function ancestors(path: string): string[] {
  const parts = path.split('/').filter((part) => part !== '');
  return parts.slice(0, -1).map((_, at) => `/${parts.slice(0, parts.length - 1 - at).join('/')}`);
}

/**
 * Up to `max` routes a reader who asked for `path` most likely wanted, best
 * first:
 * 1. the same route spelt differently (case, `.html`, slashes);
 * 2. for a folder that is no page (`/guides`, `/blog`), the page it stands for;
 * 3. routes a typo away (a few letters, more for a longer path);
 * 4. routes that hold every word of the path (`/guides/onboarding`);
 * 5. the pages directly under the path;
 * 6. the nearest page or folder above it (`/guides/for-buyers/nope`).
 */
export function suggestRoutes(path: string, known: KnownRoutes, max = 3): string[] {
  const wanted = normalisePath(path);
  const routes = [...new Set(known.routes.map(canonicalPath))];
  const suggestions: string[] = [];
  const add = (route: string | undefined) => {
    if (route !== undefined && !suggestions.includes(route)) suggestions.push(route);
  };

  add(routes.find((route) => route.toLowerCase() === wanted));
  add(known.folders[wanted]);

  if (wanted.length <= MAX_TYPO_LENGTH) {
    const tolerance = Math.max(1, Math.min(4, Math.floor(wanted.length / 8)));
    routes
      .map((route) => ({ route, distance: editDistance(wanted, route.toLowerCase()) }))
      .filter(({ distance }) => distance > 0 && distance <= tolerance)
      .sort((a, b) => a.distance - b.distance || a.route.length - b.route.length)
      .forEach(({ route }) => add(route));
  }

  const words = pathWords(wanted);
  if (words.length > 0) {
    routes
      .map((route) => ({ route, words: pathWords(route.toLowerCase()) }))
      .filter((candidate) => words.every((word) => candidate.words.includes(word)))
      .sort((a, b) => a.words.length - b.words.length)
      .forEach(({ route }) => add(route));
  }

  routes
    .filter((route) => route.toLowerCase().startsWith(`${wanted}/`) && !route.slice(wanted.length + 1).includes('/'))
    .sort((a, b) => a.length - b.length)
    .forEach(add);

  for (const above of ancestors(wanted)) {
    const route = routes.find((candidate) => candidate.toLowerCase() === above) ?? known.folders[above];
    if (route !== undefined) {
      add(route);
      break;
    }
  }
  return suggestions.filter((route) => route !== path).slice(0, max);
}

/** The paths of the pages a sitemap lists (`<loc>https://…/guides/x</loc>` → `/guides/x`). */
export function sitemapRoutes(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].flatMap(([, loc]) => {
    try {
      return [canonicalPath(new URL(loc ?? '').pathname)];
    } catch {
      return [];
    }
  });
}
