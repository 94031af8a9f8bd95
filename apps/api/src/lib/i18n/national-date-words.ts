import type { I18n } from '@lingui/core';
import type { NationalDate } from '@campuspath/contract/admissions-calendar';

/**
 * The national admissions dates (contract/admissions-calendar.ts) in the reader's language, by
 * each date's id: the contract's English stays what the timeline stores; the calendar feed and
 * emails write these. A date this list does not know reads as the contract writes it.
 */
export function nationalDateTitle(i18n: I18n, date: Pick<NationalDate, 'id' | 'title'>): string {
  switch (date.id) {
    case 'common-app-opens':
      return i18n._('Common App opens');
    case 'fafsa-opens':
      return i18n._('FAFSA opens');
    case 'css-profile-opens':
      return i18n._('CSS Profile opens');
    case 'early-deadline-nov-1':
      return i18n._('Early Decision I / Early Action – typical date');
    case 'early-deadline-nov-15':
      return i18n._('Early Decision I / Early Action – later typical date');
    case 'regular-deadline-jan-1':
      return i18n._('Regular Decision – typical date');
    case 'regular-deadline-jan-15':
      return i18n._('Regular Decision – later typical date');
    case 'reply-date':
      return i18n._('National Candidates Reply Date');
    case 'fafsa-federal-deadline':
      return i18n._('FAFSA federal deadline');
    default:
      return date.title;
  }
}

/** What the date is; the FAFSA's academic year is the cycle's ("2027-28"). */
export function nationalDateDescription(i18n: I18n, date: Pick<NationalDate, 'id' | 'description'>, entryYear: number): string {
  const academicYear = `${entryYear}-${String(entryYear + 1).slice(2)}`;
  switch (date.id) {
    case 'common-app-opens':
      return i18n._('The Common Application opens for the new admissions cycle.');
    case 'fafsa-opens':
      return i18n._('The FAFSA for the {academicYear} academic year opens.', { academicYear });
    case 'css-profile-opens':
      return i18n._('The CSS Profile, required by many private colleges for institutional aid, opens.');
    case 'early-deadline-nov-1':
      return i18n._('A common Early Decision and Early Action deadline; check each college.');
    case 'early-deadline-nov-15':
      return i18n._('The other common early deadline; check each college.');
    case 'regular-deadline-jan-1':
      return i18n._('A common Regular Decision deadline; check each college.');
    case 'regular-deadline-jan-15':
      return i18n._('The other common Regular Decision deadline; check each college.');
    case 'reply-date':
      return i18n._('The usual last day to accept an offer of admission and pay a deposit.');
    case 'fafsa-federal-deadline':
      return i18n._('Last day to submit the {academicYear} FAFSA; state and college deadlines are much earlier.', { academicYear });
    default:
      return date.description;
  }
}
