const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "27 April 2026" from "2026-04-27"; throws on anything else, a day the month
 * does not have ("2026-04-31") included, so a typo fails the build.
 */
export function formatDate(iso: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? Date.parse(iso) : Number.NaN;
  // Date.parse rolls an impossible day over into the next month: read the date back to catch it.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== iso) {
    throw new Error(`Not an ISO date: "${iso}"`);
  }
  return dayMonthYear.format(time);
}
