import { RADIUS_RANGE, ZIP_PATTERN } from '@campuspath/contract/schools-query-terms';
import { CITY_RADIUS_MILES } from './places.ts';

/**
 * A ZIP code in a search, and the radius said around it: "30332", "near 30332", "in 30332",
 * "around 30332", "within 50 miles of 30332", "50 miles from 30332", "within 10 mi of 30332", and in
 * Spanish "a 50 millas de 30332", "dentro de 50 millas de 30332".
 * Without a radius a ZIP code is read like a city: within CITY_RADIUS_MILES. A radius outside
 * RADIUS_RANGE is brought inside it rather than ignored.
 */
export interface ZipWords {
  /** Index after the last word read. */
  end: number;
  zip: string;
  radius: number;
}

const MILES = new Set(['mile', 'miles', 'mi', 'milla', 'millas']);
const AROUND = new Set(['of', 'from', 'around', 'near', 'de', 'desde']);
const clampRadius = (miles: number) => Math.min(RADIUS_RANGE.max, Math.max(RADIUS_RANGE.min, Math.round(miles)));

/** `words` are normalised (lower case, digits kept); `start` is where the phrase may begin. */
export function readZipWords(words: readonly string[], start: number): ZipWords | null {
  const zipAt = (index: number) => (ZIP_PATTERN.test(words[index] ?? '') ? words[index]! : null);
  // "within 50 miles of 30332", "50 miles from 30332", "within 50 mi 30332"
  let index = start;
  if (words[index] === 'within' || words[index] === 'a') index += 1;
  else if (words[index] === 'dentro' && words[index + 1] === 'de') index += 2;
  const miles = /^\d{1,4}$/.test(words[index] ?? '') ? Number(words[index]) : null;
  if (miles !== null && MILES.has(words[index + 1] ?? '')) {
    index += 2;
    if (AROUND.has(words[index] ?? '')) index += 1;
    const zip = zipAt(index);
    if (zip) return { end: index + 1, zip, radius: clampRadius(miles) };
  }
  const zip = zipAt(start);
  return zip ? { end: start + 1, zip, radius: CITY_RADIUS_MILES } : null;
}
