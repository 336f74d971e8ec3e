/**
 * A whole number with a comma between each group of three digits, as en-US
 * writes it: 33358470 → "33,358,470". Done by hand rather than with
 * `toLocaleString` or `Intl.NumberFormat`: the browser's first number
 * formatter loads its locale data, several milliseconds of blocking work
 * while a page hydrates (see `months.ts` for dates). ESLint keeps these
 * calls out of code that runs in the browser.
 */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`groupThousands takes a whole number, got ${value}`);
  }
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
