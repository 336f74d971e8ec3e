const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number as en-US writes it: 33358470 → "33,358,470". */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`groupThousands takes a whole number, got ${value}`);
  }
  return wholeNumber.format(value);
}
