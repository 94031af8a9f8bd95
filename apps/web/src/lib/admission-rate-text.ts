import { formatPercent } from './format-percent.ts';
import type { AppLocale } from './i18n/locales.ts';
import { activeAppLocale } from './locale.ts';

// Written beside the formatters it joins (outside React, like `notReported` in locale.ts).
const OPEN_ADMISSIONS: Record<AppLocale, string> = { en: 'Open admissions', es: 'Admisión abierta' };

/**
 * A college's admission rate in words, one way everywhere (cards, the page, Compare, the
 * dashboard): an open-admission college reads "Open admissions", never a percentage; a missing
 * rate "Not reported". In the page's language.
 */
export function admissionRateText(school: { acceptance_rate: number | null; openAdmissions: boolean | null }): string {
  return school.openAdmissions ? OPEN_ADMISSIONS[activeAppLocale()] : formatPercent(school.acceptance_rate);
}
