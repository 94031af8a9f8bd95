import type { FieldSource } from '@campuspath/contract/schools';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { SOURCES } from '../../catalog/build/sources.ts';

/**
 * What each shown figure is and when it was measured, read from the provenance the build
 * recorded per school and field (`COLUMN@source-id`), so a value that fell back to an older
 * year says so.
 */

export function fieldSource(school: CatalogSchool, field: string): FieldSource | null {
  const entry = school.sources[field];
  if (!entry) return null;
  const at = entry.indexOf('@');
  const info = SOURCES[entry.slice(at + 1)];
  if (!info) return null;
  return { column: entry.slice(0, at), dataset: info.dataset, file: info.file, year: info.year };
}

/** Every recorded field's source, for the page and API clients. */
export function fieldSources(school: CatalogSchool): Record<string, FieldSource> {
  const sources: Record<string, FieldSource> = {};
  for (const field of Object.keys(school.sources)) {
    const source = fieldSource(school, field);
    if (source) sources[field] = source;
  }
  return sources;
}

/** "2023-24" -> "fall 2023": admissions and enrolment of a Scorecard year are counted in its fall. */
export const fallOf = (year: string) => `fall ${year.slice(0, 4)}`;

const yearOf = (school: CatalogSchool, field: string) => fieldSource(school, field)?.year ?? null;

/** The years of several fields, e.g. "2023-24" or "2023-24 (some 2022-23)". */
function yearsOf(school: CatalogSchool, fields: string[]): string | null {
  const years = [...new Set(fields.map((field) => yearOf(school, field)).filter((year): year is string => year !== null))].sort().reverse();
  if (!years.length) return null;
  return years.length === 1 ? years[0]! : `${years[0]} (some ${years.slice(1).join(', ')})`;
}

/** Earnings measured in `year` describe students who entered ten years before. */
export function earningsVintage(school: CatalogSchool): string | null {
  const year = yearOf(school, 'outcomes.medianEarnings');
  if (!year) return null;
  const start = Number(year.slice(0, 4)) - 10;
  return `students who entered in ${start}-${String(start + 1).slice(2)}, measured 10 years later (College Scorecard ${year})`;
}

const COST_FIELDS = ['costs.tuitionInState', 'costs.roomAndBoardOnCampus', 'costs.books', 'costs.otherExpensesOnCampus'];

/** The page's "Admissions: fall 2023"-style labels, one per section; a section with no figure is left out. */
export function dataVintage(school: CatalogSchool): Record<string, string> {
  const vintage: Record<string, string | null> = {
    admissions: yearOf(school, 'admissions.admissionRate') && fallOf(yearOf(school, 'admissions.admissionRate')!),
    testScores:
      yearsOf(school, ['admissions.sat.math.p25', 'admissions.sat.readingWriting.p25', 'admissions.act.p25']) &&
      `enrolled students of ${fallOf(yearsOf(school, ['admissions.sat.math.p25', 'admissions.sat.readingWriting.p25', 'admissions.act.p25'])!)}`,
    admissionCounts: yearOf(school, 'admissions.applicants') && `IPEDS ADM2022, fall 2022`,
    costs: yearsOf(school, COST_FIELDS),
    costOfAttendance: yearOf(school, 'costs.averageCostOfAttendance'),
    netPrice: yearsOf(school, ['netPrice.overall', 'netPrice.byIncome.0-30k', 'netPrice.byIncome.110k-plus']),
    students: yearOf(school, 'students.undergraduates') && fallOf(yearOf(school, 'students.undergraduates')!),
    outcomes: yearsOf(school, ['outcomes.graduationRate', 'outcomes.retentionRate']),
    earnings: earningsVintage(school),
    majors: yearsOf(
      school,
      school.majors.map((major) => `majors.${major.code}`),
    ),
    directory: 'IPEDS HD2024 (2024-25)',
  };
  return Object.fromEntries(Object.entries(vintage).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** How derived figures are made: the page labels them as derived. */
export function derivations(school: CatalogSchool): Record<string, string> {
  const years = yearsOf(school, COST_FIELDS) ?? 'latest year';
  return {
    'admissions.sat.composite':
      'Derived: the sum of the reading/writing and math section ranges (25th + 25th, 75th + 75th), not a reported total range.',
    'costs.total': `Derived: tuition and fees + on-campus room and board + books and supplies + other on-campus expenses, each from the College Scorecard (${years}).`,
    'programs.isPopular': 'Derived: the three fields with the largest share of degrees awarded.',
  };
}
