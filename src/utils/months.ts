/**
 * English month names, for dates the site spells out itself in one fixed
 * format. Not asked of Intl.DateTimeFormat: the browser's first Intl formatter
 * loads its locale data, blocking work a page's start-up does not need.
 */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
