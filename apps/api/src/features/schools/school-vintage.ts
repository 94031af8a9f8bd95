import type { FieldSource } from '@campuspath/contract/school-detail';
import { SCHOOL_SECTIONS, fieldsOfSection, sectionOf, yearLabel, type SchoolSection } from '@campuspath/contract/school-sections';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { NEWEST_YEAR_SOURCE, SOURCES } from '../../catalog/build/sources.ts';

/**
 * What each shown figure is and when it was measured, read from the provenance the build
 * recorded per school and field (`COLUMN@source-id`): every figure's year, and each section's
 * year computed from the figures it shows, so a figure of another year says so.
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

/** Each figure of a page section with its own year, in its section's words ("fall 2022", "2022-23"). */
export function figureYears(school: CatalogSchool): Record<string, string> {
  const years: Record<string, string> = {};
  for (const field of Object.keys(school.sources)) {
    const section = sectionOf(field);
    const year = fieldSource(school, field)?.year;
    if (section && year) years[field] = yearLabel(section, year);
  }
  return years;
}

/** The year most of a section's figures share (the newest on a tie), or null when it shows none. */
export function sectionYear(section: SchoolSection, years: Record<string, string>): string | null {
  const counts = new Map<string, number>();
  for (const field of fieldsOfSection(section, Object.keys(years))) counts.set(years[field]!, (counts.get(years[field]!) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]));
  return ranked[0]?.[0] ?? null;
}

/** Earnings measured in `year` describe students who entered ten years before. */
export function earningsVintage(school: CatalogSchool): string | null {
  const year = fieldSource(school, 'outcomes.medianEarnings')?.year;
  if (!year) return null;
  const start = Number(year.slice(0, 4)) - 10;
  return `students who entered in ${start}-${String(start + 1).slice(2)}, measured 10 years later (College Scorecard ${year})`;
}

/** The page's "Admissions: fall 2023"-style labels, one per section that shows a figure. */
export function dataVintage(school: CatalogSchool, years = figureYears(school)): Record<string, string> {
  const vintage: Record<string, string> = {};
  for (const section of Object.keys(SCHOOL_SECTIONS) as SchoolSection[]) {
    const year = sectionYear(section, years);
    if (year) vintage[section] = year;
  }
  const earnings = earningsVintage(school);
  if (earnings) vintage.earnings = earnings;
  vintage.directory = 'IPEDS HD2024 (2024-25)';
  return vintage;
}

const NEWEST = SOURCES[NEWEST_YEAR_SOURCE]!.year;

/** The card's figures that are not the newest year file's, with their year (the card shows it). */
export function olderCardYears(school: CatalogSchool): Partial<Record<'acceptance_rate' | 'tuition' | 'size' | 'netPrice', string>> {
  const older: Partial<Record<'acceptance_rate' | 'tuition' | 'size' | 'netPrice', string>> = {};
  const check = (key: keyof typeof older, field: string, section: SchoolSection) => {
    const year = fieldSource(school, field)?.year;
    if (year && year !== NEWEST) older[key] = yearLabel(section, year);
  };
  check('acceptance_rate', 'admissions.admissionRate', 'admissions');
  check('tuition', 'costs.tuitionInState', 'costs');
  check('size', 'students.undergraduates', 'students');
  check('netPrice', 'netPrice.overall', 'netPrice');
  return older;
}

/** How derived figures are made: the page labels them as derived. */
export function derivations(school: CatalogSchool): Record<string, string> {
  const costYear = dataVintage(school).costs ?? 'latest year';
  return {
    'admissions.sat.composite':
      'Derived: the sum of the reading/writing and math section ranges (25th + 25th, 75th + 75th), not a reported total range.',
    'costs.total': `Derived: tuition and fees + on-campus room and board + books and supplies + other on-campus expenses, each from the College Scorecard (${costYear}).`,
    'costs.byHousing': `Derived: tuition and fees${school.control === 'public' ? ' (in-state)' : ''} + books and supplies + room and board and other expenses for where the student lives (on campus, off campus, or with family: no room and board), each from the College Scorecard.`,
    'programs.isPopular': 'Derived: the three fields with the largest share of degrees awarded.',
  };
}
