/**
 * Whether the reader closed the announcement bar, kept in a cookie. Shared by
 * the inline script that hides a closed bar before the first paint
 * (src/ssg/template.ts) and the bar's state in the browser (./announcementBar.tsx).
 */

export const DISMISS_COOKIE = 'zkp2p-announcement-dismissed';

/** A year: the bar comes back only with a new announcement (a new `id`). */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function entry(id: string): string {
  return `${DISMISS_COOKIE}=${encodeURIComponent(id)}`;
}

/** Whether `cookies` (as `document.cookie` gives them) say announcement `id` was closed. */
export function isDismissed(cookies: string, id: string): boolean {
  return cookies.split('; ').includes(entry(id));
}

/** The `document.cookie` assignment that records closing announcement `id`. */
export function dismissalCookie(id: string, secure: boolean): string {
  return `${entry(id)}; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `isDismissed(document.cookie, id)` as a plain expression for the inline script. */
export function inlineDismissedCheck(id: string): string {
  return `document.cookie.split('; ').indexOf(${JSON.stringify(entry(id))}) !== -1`;
}
