/**
 * Spares every page a localStorage read before its first paint.
 *
 * The theme hides a closed announcement bar before the first paint with an
 * inline script that reads localStorage, where the closed state is kept. The
 * first localStorage read of a page is a synchronous round trip to the
 * browser process, which opens the site's storage: 5 to 18 ms on this
 * project's test machine (56 under load), in the task that parses the page,
 * before its first layout, for every reader, although only those who closed
 * the bar have anything stored. So closing the bar also leaves a cookie
 * (set by src/theme/AnnouncementBar), and the
 * inline script reads localStorage only when that cookie is there
 * (src/ssg/template.ts puts the cookie test in front of the theme's check; a
 * build test fails if the theme's script changes so that this no longer
 * applies). Reading `document.cookie` costs well under a millisecond.
 *
 * The closed state is still the theme's, in localStorage, and the bar still
 * comes back for a new announcement (a new `announcementBar.id`): the cookie
 * holds the id it was left for. A reader whose localStorage says "closed" but
 * who has no cookie (it was cleared, or they closed the bar before the cookie
 * existed) sees the bar until the page is interactive, once: the bar then
 * leaves the cookie too.
 */

export const HINT_COOKIE = 'zkp2p-announcement-closed';

/** A year, like a closed announcement in localStorage (until the next announcement). */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function entry(id: string): string {
  return `${HINT_COOKIE}=${encodeURIComponent(id)}`;
}

/** Whether `cookies` (as `document.cookie` gives them) carry the hint for announcement `id`. */
export function hasHint(cookies: string, id: string): boolean {
  return cookies.split('; ').includes(entry(id));
}

/** The `document.cookie` assignment that leaves the hint for announcement `id`. */
export function hintCookie(id: string, secure: boolean): string {
  return `${entry(id)}; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `hasHint(document.cookie, id)` as a plain expression for the inline script. */
export function inlineHintCheck(id: string): string {
  return `document.cookie.split('; ').indexOf(${JSON.stringify(entry(id))}) !== -1`;
}
