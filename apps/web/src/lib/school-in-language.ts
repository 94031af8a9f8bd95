import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdmissionRequirement, SchoolDetail } from '@campuspath/contract/school-detail';
import { TEST_POLICY_LABELS } from './data-terms.ts';
import { schoolQueryOptions } from './api/get-school.ts';
import { formatFraction } from './format-percent.ts';
import { yearsIn } from './year-text.ts';

/**
 * A college's detail with the words the API sends in English written in the page's language: each
 * figure's year ("fall 2023"; an academic year such as "2023-24" reads the same in both), how the
 * derived figures are made, and what the college considers in admission (IPEDS ADMCON). The API
 * keeps its English for its own clients (docs/i18n.md); the web words these from the same facts,
 * once per answer (the university page's read below), so every component reads them as before.
 */

// The two factors whose card carries a note (IPEDS names, as the API sends them).
const ENGLISH_TEST = 'English proficiency test (TOEFL, etc.)';
const ADMISSION_TESTS = 'Admission test scores (SAT/ACT)';

/** IPEDS ADMCON1..12 by the name the API gives them. */
const FACTORS: Record<string, MessageDescriptor> = {
  'Secondary school GPA': msg`Secondary school GPA`,
  'Secondary school rank': msg`Secondary school rank`,
  'Secondary school record': msg`Secondary school record`,
  'Completion of a college-preparatory program': msg`Completion of a college-preparatory program`,
  // Its own message: the menu's "Recommendations" are colleges, this factor is letters.
  Recommendations: msg({ message: 'Recommendations', context: 'admission factor' }),
  'Formal demonstration of competencies': msg`Formal demonstration of competencies`,
  [ADMISSION_TESTS]: msg`Admission test scores (SAT/ACT)`,
  [ENGLISH_TEST]: msg`English proficiency test (TOEFL, etc.)`,
  'Other test (Wonderlic, WISC-III, etc.)': msg`Other test (Wonderlic, WISC-III, etc.)`,
  'Work experience': msg`Work experience`,
  'Personal statement or essay': msg`Personal statement or essay`,
  'Legacy status': msg`Legacy status`,
};

const LEVELS: Record<AdmissionRequirement['type'], MessageDescriptor> = {
  required: msg`Required for admission`,
  recommended: msg`Recommended for admission`,
  optional: msg`Considered but not required`,
  'not-considered': msg`Not considered in admission`,
};

/** The note under the test scores' card: a newer fall's policy where it differs, and who submitted scores. */
function testScoreNote(
  i18n: I18n,
  school: SchoolDetail,
  level: AdmissionRequirement['type'],
  years: Record<string, string>,
): string | null {
  const { satSubmittedShare, actSubmittedShare, testPolicy } = school.admissions;
  const sat = satSubmittedShare !== null ? formatFraction(satSubmittedShare) : null;
  const act = actSubmittedShare !== null ? formatFraction(actSubmittedShare) : null;
  const submittedYear = years['admissions.satSubmittedShare'] ?? years['admissions.actSubmittedShare'] ?? i18n._(msg`latest year`);
  let submitted: string | null = null;
  if (sat && act)
    submitted = i18n._(msg`${sat} of enrolled students submitted SAT scores; ${act} submitted ACT scores (${submittedYear}).`);
  else if (sat) submitted = i18n._(msg`${sat} of enrolled students submitted SAT scores (${submittedYear}).`);
  else if (act) submitted = i18n._(msg`${act} submitted ACT scores (${submittedYear}).`);
  const listYear = years['admissions.considerations'];
  const policyYear = years['admissions.testPolicy'];
  const policy = testPolicy ? i18n._(TEST_POLICY_LABELS[testPolicy]) : null;
  const newer =
    policy && testPolicy !== level && policyYear && policyYear !== listYear
      ? i18n._(msg`The college's newer report (${policyYear}, the test policy above) says: ${policy}.`)
      : null;
  return [newer, submitted].filter(Boolean).join(' ') || null;
}

/**
 * A factor's name in the page's language. The requirement keeps the API's name as `category`: it is
 * the key the student's fit answers by (`userHas`) and the page links by.
 */
export function factorText(i18n: I18n, category: string): string {
  const factor = FACTORS[category];
  return factor ? i18n._(factor) : category;
}

function requirementsIn(i18n: I18n, school: SchoolDetail, years: Record<string, string>): SchoolDetail['admissionRequirements'] {
  return school.admissionRequirements.map((requirement) => {
    // A factor the web does not know yet keeps the API's words, note and all.
    if (!FACTORS[requirement.category]) return requirement;
    let note: string | null = null;
    if (requirement.category === ENGLISH_TEST)
      note = requirement.type === 'not-considered' ? null : i18n._(msg`Applies to applicants whose first language is not English.`);
    else if (requirement.category === ADMISSION_TESTS) note = testScoreNote(i18n, school, requirement.type, years);
    return { ...requirement, description: i18n._(LEVELS[requirement.type]), note };
  });
}

function derivationsIn(i18n: I18n, school: SchoolDetail, vintage: Record<string, string>): Record<string, string> {
  const said = school.derivations;
  const costYear = vintage.costs ?? i18n._(msg`latest year`);
  const words: Record<string, () => string> = {
    'admissions.sat.composite': () =>
      i18n._(msg`Derived: the sum of the reading/writing and math section ranges (25th + 25th, 75th + 75th), not a reported total range.`),
    'costs.total': () =>
      i18n._(
        msg`Derived: tuition and fees + on-campus room and board + books and supplies + other on-campus expenses, each from the College Scorecard (${costYear}).`,
      ),
    'costs.byHousing': () =>
      school.control === 'public'
        ? i18n._(
            msg`Derived: tuition and fees (in-state) + books and supplies + room and board and other expenses for where the student lives (on campus, off campus, or with family: no room and board), each from the College Scorecard.`,
          )
        : i18n._(
            msg`Derived: tuition and fees + books and supplies + room and board and other expenses for where the student lives (on campus, off campus, or with family: no room and board), each from the College Scorecard.`,
          ),
    'programs.isPopular': () => i18n._(msg`Derived: the three fields with the largest share of degrees awarded.`),
  };
  return Object.fromEntries(Object.entries(said).map(([field, text]) => [field, words[field]?.() ?? text]));
}

/** The detail as the page shows it, in its language (an English page gets the API's words back). */
export function schoolInLanguage(i18n: I18n, school: SchoolDetail): SchoolDetail {
  const figureYears = yearsIn(i18n, school.figureYears) as Record<string, string>;
  // Its `earnings` sentence stays the API's: the page writes the cohort from its year (earnings-cohort.ts).
  const dataVintage = yearsIn(i18n, school.dataVintage) as Record<string, string>;
  return {
    ...school,
    figureYears,
    dataVintage,
    olderYears: yearsIn(i18n, school.olderYears),
    derivations: derivationsIn(i18n, school, dataVintage),
    admissionRequirements: requirementsIn(i18n, school, figureYears),
  };
}

/** The university page's read of a college (GET /api/schools/{id}), in the page's language. */
export function useSchoolInLanguage(idOrSlug: string) {
  const { i18n } = useLingui();
  const select = useCallback((school: SchoolDetail) => schoolInLanguage(i18n, school), [i18n]);
  return useQuery({ ...schoolQueryOptions(idOrSlug), select });
}
