import { TEST_POLICIES } from '@campuspath/contract/catalog-terms';
import type { AdmissionRequirement, SchoolDetail } from '@campuspath/contract/school-detail';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { fallOf, fieldSource } from './school-vintage.ts';

/**
 * What the college considers (IPEDS ADM2022, fall 2022) and its admission counts, each with its
 * year. The header's test policy is often a newer fall (the 2023-24 file's ADMCON7) than the list:
 * where the two disagree, the list's item says what the newer fall reported, never a silent contradiction.
 */

const LEVEL_TEXT: Record<AdmissionRequirement['type'], string> = {
  required: 'Required for admission',
  recommended: 'Recommended for admission',
  optional: 'Considered but not required',
  'not-considered': 'Not considered in admission',
};

const fallYear = (school: CatalogSchool, field: string) => {
  const year = fieldSource(school, field)?.year;
  return year ? fallOf(year) : null;
};

function testScoreNote(school: CatalogSchool, level: AdmissionRequirement['type']): string | null {
  const { satSubmittedShare, actSubmittedShare, testPolicy } = school.admissions;
  const parts = [
    satSubmittedShare !== null ? `${Math.round(satSubmittedShare * 100)}% of enrolled students submitted SAT scores` : null,
    actSubmittedShare !== null ? `${Math.round(actSubmittedShare * 100)}% submitted ACT scores` : null,
  ].filter(Boolean);
  const submitted = parts.length
    ? `${parts.join('; ')} (${fallYear(school, 'admissions.satSubmittedShare') ?? fallYear(school, 'admissions.actSubmittedShare')}).`
    : null;
  const listYear = fallYear(school, 'admissions.considerations');
  const policyYear = fallYear(school, 'admissions.testPolicy');
  const newer =
    testPolicy && testPolicy !== level && policyYear && policyYear !== listYear
      ? `The college's newer report (${policyYear}, the test policy above) says: ${TEST_POLICIES.find((policy) => policy.id === testPolicy)!.label}.`
      : null;
  const note = [newer, submitted].filter(Boolean).join(' ');
  return note || null;
}

function requirementNote(school: CatalogSchool, factor: string, level: AdmissionRequirement['type']): string | null {
  // IPEDS asks about English proficiency tests (TOEFL, etc.) for applicants whose first language is
  // not English; "Required" alone read as a test for everyone.
  if (factor.startsWith('English proficiency test')) {
    return level === 'not-considered' ? null : 'Applies to applicants whose first language is not English.';
  }
  return factor.startsWith('Admission test scores') ? testScoreNote(school, level) : null;
}

export function admissionRequirements(school: CatalogSchool): SchoolDetail['admissionRequirements'] {
  return school.admissions.considerations.map(({ factor, level }) => ({
    category: factor,
    type: level,
    description: LEVEL_TEXT[level],
    note: requirementNote(school, factor, level),
    userHas: 'unknown' as const,
  }));
}

/** Applicants, admitted, enrolled and yield, each labelled with its fall and source. */
export function admissionsInfo(school: CatalogSchool): SchoolDetail['admissionsInfo'] {
  const { admissions } = school;
  const source = (field: string) => {
    const info = fieldSource(school, field);
    return info ? `${info.dataset} ${info.column} (${fallOf(info.year)})` : '';
  };
  const counts = [
    { field: 'admissions.applicants', label: 'Applicants', value: admissions.applicants },
    { field: 'admissions.admitted', label: 'Admitted', value: admissions.admitted },
    { field: 'admissions.enrolled', label: 'Enrolled first-year students', value: admissions.enrolled },
  ]
    .filter((item) => item.value !== null)
    .map((item) => ({ label: item.label, value: item.value!.toLocaleString('en-US'), source: source(item.field) }));
  if (admissions.yield !== null) {
    counts.push({
      label: 'Yield (admitted who enrolled)',
      value: `${Math.round(admissions.yield * 100)}%`,
      source: source('admissions.yield'),
    });
  }
  return counts;
}
