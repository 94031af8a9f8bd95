import type { I18n } from '@lingui/core';
import type { LocaleKind, Region, SizeBucket } from '@campuspath/contract/catalog-terms';
import type { MajorCode } from '@campuspath/contract/major-families';
import type { SentencePart } from '@campuspath/contract/recommendations';
import { REGION_LABELS, SETTING_KIND_LABELS, SIZE_HINTS, SIZE_LABELS } from './data-terms.ts';
import { formatList } from './format-list.ts';
import { activeAppLocale } from './locale.ts';
import { MAJOR_FAMILY_LABELS, majorFamilyLabel } from './major-family-labels.ts';

/**
 * Reading the figures of the fit's sentences (`SentencePart` values) and naming the data they
 * quote (majors, regions, sizes, settings) with the product's words, for fit-text.ts,
 * fit-why-text.ts and match-text.ts.
 */

type Values = SentencePart['values'];
export const valueText = (values: Values, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value : String(value ?? '');
};
export const valueNumber = (values: Values, name: string): number => Number(values[name] ?? 0);
export const valueList = (values: Values, name: string): string[] => {
  const value = values[name];
  return Array.isArray(value) ? value : [];
};

/** Words joined as the API's English joins them ("a, b and c"), and as the page's language does otherwise. */
export function joinWords(words: string[]): string {
  if (activeAppLocale() !== 'en') return formatList(words);
  return words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const majorsText = (i18n: I18n, codes: string[]) =>
  codes.map((code) => (code in MAJOR_FAMILY_LABELS ? majorFamilyLabel(i18n, code as MajorCode) : code));
export const regionText = (i18n: I18n, region: string) =>
  REGION_LABELS[region as Region] ? i18n._(REGION_LABELS[region as Region]) : region;
export const settingText = (i18n: I18n, kind: string) =>
  (SETTING_KIND_LABELS[kind as LocaleKind] ? i18n._(SETTING_KIND_LABELS[kind as LocaleKind]) : kind).toLocaleLowerCase();
export const sizeText = (i18n: I18n, size: string) =>
  (SIZE_LABELS[size as SizeBucket] ? i18n._(SIZE_LABELS[size as SizeBucket]) : size).toLocaleLowerCase();
export const sizeHintText = (i18n: I18n, size: string) =>
  (SIZE_HINTS[size as SizeBucket] ? i18n._(SIZE_HINTS[size as SizeBucket]) : size).toLocaleLowerCase();
