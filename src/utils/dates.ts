const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "27 April 2026" from "2026-04-27"; throws on anything else, so a typo fails the build. */
export function formatDate(iso: string): string {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) throw new Error(`Not an ISO date: "${iso}"`);
  return dayMonthYear.format(time);
}
