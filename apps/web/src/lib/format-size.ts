const count = new Intl.NumberFormat('en-US');

/** Student counts in full with separators, or "Nk" (rounded to thousands) at 10,000 or more (spec section 2); missing reads "Not reported". */
export function formatSize(students: number | null | undefined, missing = 'Not reported'): string {
  if (students === null || students === undefined) return missing;
  return students >= 10_000 ? `${Math.round(students / 1000)}k` : count.format(students);
}

export function formatCount(value: number | null | undefined, missing = 'Not reported'): string {
  return value === null || value === undefined ? missing : count.format(value);
}
