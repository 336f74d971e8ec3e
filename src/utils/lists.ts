const conjunction = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/** Names as prose: "A", "A and B", "A, B and C" ('' for none). */
export function andList(names: readonly string[]): string {
  return conjunction.format(names);
}
