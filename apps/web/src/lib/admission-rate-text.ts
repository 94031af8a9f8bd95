import { formatPercent } from './format-percent.ts';

/**
 * A college's admission rate in words, one way everywhere (cards, the page, Compare, the
 * dashboard): an open-admission college reads "Open admissions", never a percentage; a missing
 * rate "Not reported".
 */
export function admissionRateText(school: { acceptance_rate: number | null; openAdmissions: boolean | null }): string {
  return school.openAdmissions ? 'Open admissions' : formatPercent(school.acceptance_rate);
}
