import { msg } from '@lingui/core/macro';

/** The tabs of a university page; `?tab=` names one (the first, Overview, is the page without it). */
export const UNIVERSITY_TABS = [
  { id: 'overview', label: msg`Overview` },
  { id: 'programs', label: msg`Academic Programs` },
  { id: 'admissions', label: msg`Admissions` },
  { id: 'costs', label: msg`Costs & Aid` },
  { id: 'campus', label: msg`Campus Life` },
] as const;
export type UniversityTabId = (typeof UNIVERSITY_TABS)[number]['id'];
export const isUniversityTab = (value: string | null): value is UniversityTabId => UNIVERSITY_TABS.some((tab) => tab.id === value);

/** The Check My Eligibility section's id (Admissions tab): a link ending in `#eligibility` opens the panel there. */
export const ELIGIBILITY_ANCHOR = 'eligibility';
/** "Your school's history" (Admissions tab): a link ending in `#school-history` scrolls to it. */
export const SCHOOL_HISTORY_ANCHOR = 'school-history';
