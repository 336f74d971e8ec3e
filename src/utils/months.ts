const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** English month names, January first. */
export const MONTHS: readonly string[] = Array.from({ length: 12 }, (_, month) =>
  monthName.format(Date.UTC(2000, month, 1)),
);
