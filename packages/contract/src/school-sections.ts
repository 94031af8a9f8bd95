/**
 * The sections of a college's page and the figures each shows, by catalogue field path (a path
 * ending in `.*` stands for every field under it). A section's year (`dataVintage`) is computed
 * from the years of the figures it shows, and a figure whose own year differs from its section's
 * shows that year beside it (`ownYear`). Zod-free, so every page can use it (decision 0004).
 *
 * Years read as a fall ("fall 2023") where the figure counts people in a fall (admissions,
 * enrolment), else as an academic year ("2023-24").
 */
export const SCHOOL_SECTIONS = {
  admissions: { style: 'fall', fields: ['admissions.admissionRate', 'openAdmissions', 'admissions.testPolicy'] },
  testScores: {
    style: 'fall',
    fields: [
      'admissions.sat.readingWriting.p25',
      'admissions.sat.readingWriting.p75',
      'admissions.sat.math.p25',
      'admissions.sat.math.p75',
      'admissions.act.p25',
      'admissions.act.p75',
      'admissions.medians.*',
    ],
  },
  admissionCounts: {
    style: 'fall',
    fields: [
      'admissions.applicants',
      'admissions.admitted',
      'admissions.enrolled',
      'admissions.yield',
      'admissions.satSubmittedShare',
      'admissions.actSubmittedShare',
    ],
  },
  considerations: { style: 'fall', fields: ['admissions.considerations'] },
  students: {
    style: 'fall',
    fields: [
      'students.undergraduates',
      'students.graduates',
      'students.partTimeShare',
      'students.menShare',
      'students.womenShare',
      'students.raceEthnicity.*',
    ],
  },
  faculty: { style: 'year', fields: ['students.studentFacultyRatio', 'students.fullTimeFacultyShare'] },
  costs: {
    style: 'year',
    fields: [
      'costs.tuitionInState',
      'costs.tuitionOutOfState',
      'costs.books',
      'costs.roomAndBoardOnCampus',
      'costs.roomAndBoardOffCampus',
      'costs.otherExpensesOnCampus',
      'costs.otherExpensesOffCampus',
      'costs.otherExpensesWithFamily',
      'costs.averageCostOfAttendance',
    ],
  },
  netPrice: { style: 'year', fields: ['netPrice.overall', 'netPrice.byIncome.*'] },
  aid: {
    style: 'year',
    fields: ['aid.pellShare', 'aid.federalLoanShare', 'aid.firstTimePellShare', 'aid.firstTimeFederalLoanShare'],
  },
  outcomes: {
    style: 'year',
    fields: [
      'outcomes.graduationRate',
      'outcomes.onTimeGraduationRate',
      'outcomes.retentionRate',
      'outcomes.completionWithin200',
      'outcomes.awardWithin8Years',
      'outcomes.loanDefaultRate',
    ],
  },
  majors: { style: 'year', fields: ['majors.*', 'majorsAllZero'] },
} as const satisfies Record<string, { style: 'fall' | 'year'; fields: readonly string[] }>;

export type SchoolSection = keyof typeof SCHOOL_SECTIONS;

/** Does `field` belong to the section's list (`majors.52` to `majors.*`)? */
const matches = (pattern: string, field: string) => (pattern.endsWith('.*') ? field.startsWith(pattern.slice(0, -1)) : pattern === field);

/** The section a figure belongs to, or null when no section lists it. */
export function sectionOf(field: string): SchoolSection | null {
  for (const [section, { fields }] of Object.entries(SCHOOL_SECTIONS)) {
    if ((fields as readonly string[]).some((pattern) => matches(pattern, field))) return section as SchoolSection;
  }
  return null;
}

/** The fields of `section` among `fields`. */
export function fieldsOfSection(section: SchoolSection, fields: Iterable<string>): string[] {
  const patterns = SCHOOL_SECTIONS[section].fields as readonly string[];
  return [...fields].filter((field) => patterns.some((pattern) => matches(pattern, field)));
}

/** "2023-24" as its section reads it: "fall 2023" for a fall section, else unchanged. */
export function yearLabel(section: SchoolSection, academicYear: string): string {
  return SCHOOL_SECTIONS[section].style === 'fall' && /^\d{4}-\d{2}$/.test(academicYear)
    ? `fall ${academicYear.slice(0, 4)}`
    : academicYear;
}

/** What the page needs to place a figure's year: every figure's year and each section's. */
export interface FigureYears {
  figureYears: Record<string, string>;
  dataVintage: Record<string, string>;
}

/** A figure's own year where it differs from its section's (shown beside it), else null. */
export function ownYear(school: FigureYears, field: string): string | null {
  const year = school.figureYears[field];
  const section = sectionOf(field);
  if (!year) return null;
  return section && school.dataVintage[section] === year ? null : year;
}
