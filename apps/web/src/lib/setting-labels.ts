import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// A module of its own, not in data-terms.ts: only the pages that show a campus's setting (the
// campus locator, the college page's Campus Life, Compare) load these words.

/** IPEDS LOCALE (the NCES urban-centric locale) by code, as the API labels it in English ("City: Large"). */
const LOCALE_LABELS: Record<number, MessageDescriptor> = {
  11: msg`City: Large`,
  12: msg`City: Midsize`,
  13: msg`City: Small`,
  21: msg`Suburb: Large`,
  22: msg`Suburb: Midsize`,
  23: msg`Suburb: Small`,
  31: msg`Town: Fringe`,
  32: msg`Town: Distant`,
  33: msg`Town: Remote`,
  41: msg`Rural: Fringe`,
  42: msg`Rural: Distant`,
  43: msg`Rural: Remote`,
};

/** A campus's setting in the page's language; a code the web does not know yet keeps the API's words. */
export function localeLabel(i18n: I18n, locale: { code: number; label: string }): string {
  const label = LOCALE_LABELS[locale.code];
  return label ? i18n._(label) : locale.label;
}
