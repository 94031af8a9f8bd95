import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The national admissions dates' titles (contract/admissions-calendar.ts) in the page's language,
 * by each date's id. The contract's English title is what the API stores and sends; a date this
 * list does not know (one a newer API adds) shows it as sent.
 */
const NATIONAL_DATE_TITLES: Record<string, MessageDescriptor> = {
  'common-app-opens': msg`Common App opens`,
  'fafsa-opens': msg`FAFSA opens`,
  'css-profile-opens': msg`CSS Profile opens`,
  'early-deadline-nov-1': msg`Early Decision I / Early Action – typical date`,
  'early-deadline-nov-15': msg`Early Decision I / Early Action – later typical date`,
  'regular-deadline-jan-1': msg`Regular Decision – typical date`,
  'regular-deadline-jan-15': msg`Regular Decision – later typical date`,
  'reply-date': msg`National Candidates Reply Date`,
  'fafsa-federal-deadline': msg`FAFSA federal deadline`,
};

/** A national or typical date's title in the page's language. */
export function nationalDateTitle(i18n: I18n, date: { id: string; title: string }): string {
  const title = NATIONAL_DATE_TITLES[date.id];
  return title ? i18n._(title) : date.title;
}

/**
 * What a national or typical date is, in the page's language. The FAFSA's academic year ("2027-28")
 * is the one the API wrote into its English description; a date this list does not know, or a
 * description without its year, shows as sent.
 */
export function nationalDateDescription(i18n: I18n, date: { id: string; description: string }): string {
  const academicYear = /\d{4}-\d{2}/.exec(date.description)?.[0];
  switch (date.id) {
    case 'common-app-opens':
      return i18n._(msg`The Common Application opens for the new admissions cycle.`);
    case 'fafsa-opens':
      return academicYear ? i18n._(msg`The FAFSA for the ${academicYear} academic year opens.`) : date.description;
    case 'css-profile-opens':
      return i18n._(msg`The CSS Profile, required by many private colleges for institutional aid, opens.`);
    case 'early-deadline-nov-1':
      return i18n._(msg`A common Early Decision and Early Action deadline; check each college.`);
    case 'early-deadline-nov-15':
      return i18n._(msg`The other common early deadline; check each college.`);
    case 'regular-deadline-jan-1':
      return i18n._(msg`A common Regular Decision deadline; check each college.`);
    case 'regular-deadline-jan-15':
      return i18n._(msg`The other common Regular Decision deadline; check each college.`);
    case 'reply-date':
      return i18n._(msg`The usual last day to accept an offer of admission and pay a deposit.`);
    case 'fafsa-federal-deadline':
      return academicYear
        ? i18n._(msg`Last day to submit the ${academicYear} FAFSA; state and college deadlines are much earlier.`)
        : date.description;
    default:
      return date.description;
  }
}
