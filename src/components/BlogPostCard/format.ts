/**
 * Pure formatting for blog post cards: the publication date and the reading
 * time as a reader sees them. Dates are formatted in UTC so the server render
 * and the browser agree whatever the reader's time zone (no hydration flicker).
 */

import { andList } from '../../utils/lists';

const postDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "November 3, 2025" for an ISO date; an empty string for anything unreadable. */
export function formatPostDate(isoDate: string): string {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? '' : postDate.format(time);
}

/** The machine-readable date for `<time dateTime>`: "2025-11-03", or '' when unreadable. */
export function postDateAttribute(isoDate: string): string {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}

/** "5 min read", rounded up, never below one minute; '' when the time is missing or not a number. */
export function formatReadingTime(minutes: number | undefined): string {
  if (minutes === undefined || !Number.isFinite(minutes) || minutes < 0) {
    return '';
  }
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}

/** "ZKP2P team" or "Ann and Bob" or "Ann, Bob and Cy"; '' for no named author. */
export function formatAuthors(names: readonly string[]): string {
  const named = names.map((name) => name.trim()).filter((name) => name.length > 0);
  return andList(named);
}
