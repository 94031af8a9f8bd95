const number = new Intl.NumberFormat('en-US');

/** "1 university", "1,234 universities". */
export function universitiesCount(count: number): string {
  return `${number.format(count)} ${count === 1 ? 'university' : 'universities'}`;
}
