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
