import { INCOME_BANDS, SIZE_BUCKETS } from '@campuspath/contract/catalog-terms';
import { findMajorFamily } from '@campuspath/contract/major-families';

/** How the fit model's sentences write amounts, percents, ranks, majors and lists. */

export const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
export const pct = (fraction: number) => Math.round(fraction * 100);
export const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};
export const majorName = (code: string) => findMajorFamily(code)?.name ?? code;
export const listWords = (words: string[]) =>
  words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
export const sizeLabel = (id: string) => SIZE_BUCKETS.find((bucket) => bucket.id === id)?.label.toLowerCase() ?? id;
export const bandLabel = (id: string) => INCOME_BANDS.find((band) => band.id === id)?.label ?? id;
