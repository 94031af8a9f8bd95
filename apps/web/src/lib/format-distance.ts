import type { AppLocale } from './i18n/locales.ts';
import { activeAppLocale } from './locale.ts';
import { numberFormat } from './number-format.ts';

const miles = { format: (value: number) => numberFormat({ maximumFractionDigits: 0 }).format(value) };

// A formatter runs outside React, without the page's messages: its few words are written here per language.
const WORDS: Record<AppLocale, { missing: string; underOne: string; away: (miles: string) => string }> = {
  en: { missing: 'Distance not reported', underOne: 'Under 1 mi away', away: (count) => `${count} mi away` },
  es: { missing: 'Distancia no reportada', underOne: 'A menos de 1 mi', away: (count) => `A ${count} mi` },
};

/** Straight-line distance from a ZIP code's centre, as cards show it: "12 mi away", "Under 1 mi away" (Spanish "A 12 mi"). */
export function formatDistance(distanceMiles: number | null | undefined, missing?: string): string {
  const words = WORDS[activeAppLocale()];
  if (distanceMiles === null || distanceMiles === undefined) return missing ?? words.missing;
  return distanceMiles < 1 ? words.underOne : words.away(miles.format(Math.round(distanceMiles)));
}
