/**
 * The one place dataset codes become product terms (architecture guide, "The catalogue";
 * codes documented in data/raw/README.md). Pure functions, no I/O.
 *
 * - Region: US Census regions from the state; anything outside the 50 states and DC
 *   (Puerto Rico, Guam, ...) is the spec's "International" filter option, while the place
 *   itself is named truthfully (`placeForState`): a U.S. territory, or a freely associated
 *   state that is its own country (Micronesia, Palau, the Marshall Islands).
 * - Type: Public = CONTROL 1; Private = CONTROL 2 or 3 (nonprofit / for-profit kept in
 *   `control`); Liberal Arts = Carnegie 2021 basic 21 (the 2025 classification has no
 *   arts-and-sciences baccalaureate category); Research = a 2025 Carnegie research designation
 *   R1 or R2 (CARNEGIERSCH 1-2; Carnegie 2021 basic 15-16 when the college has no 2025 record);
 *   Community College = a public college awarding mostly associate's degrees (PREDDEG 2) that is
 *   a two-year college (ICLEVEL 2) or has an Associate's 2025 Carnegie class (CARNEGIEIC 1-4,
 *   11-13): a four-year university awarding many associate's degrees (Arkansas Tech University)
 *   is not one; Associate's college = a private (nonprofit or for-profit) one awarding mostly
 *   associate's degrees: "community college" is a public two-year college's name.
 * - Size bucket on degree-seeking undergraduates (UGDS): small < 5,000;
 *   medium 5,000-14,999; large 15,000-30,000; very-large > 30,000.
 * - Locale: NCES LOCALE 11-13 city, 21-23 suburb, 31-33 town, 41-43 rural.
 * - Admission considerations (IPEDS ADMCON1..12): 1 required, 2 recommended,
 *   5 considered but not required ("optional"), 3 not considered; 4 "don't know" is missing.
 */
import type { Place } from './catalog-school.ts';
import type { Control, LocaleKind, ProgramType, Region, SizeBucket, TestPolicy } from '@campuspath/contract/catalog-terms';

const CENSUS_REGIONS: Record<Exclude<Region, 'International'>, readonly string[]> = {
  Northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'],
  Midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
  South: ['DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV', 'AL', 'KY', 'MS', 'TN', 'AR', 'LA', 'OK', 'TX'],
  West: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'],
};

const REGION_BY_STATE = new Map<string, Region>(
  Object.entries(CENSUS_REGIONS).flatMap(([region, states]) => states.map((state) => [state, region as Region])),
);

export function regionForState(state: string): Region {
  return REGION_BY_STATE.get(state.toUpperCase()) ?? 'International';
}

/** U.S. territories (the Scorecard's "outlying areas"): part of the United States, not states. */
const TERRITORIES: Record<string, string> = {
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

/** Sovereign countries in a Compact of Free Association with the United States. */
const FREELY_ASSOCIATED: Record<string, string> = {
  FM: 'Federated States of Micronesia',
  PW: 'Palau',
  MH: 'Marshall Islands',
};

export function placeForState(state: string): Place {
  const code = state.toUpperCase();
  if (FREELY_ASSOCIATED[code])
    return { kind: 'freely-associated-state', country: FREELY_ASSOCIATED[code], label: 'U.S. freely associated state' };
  if (TERRITORIES[code]) return { kind: 'territory', country: 'United States', label: 'U.S. territory' };
  if (code === 'DC') return { kind: 'district', country: 'United States', label: 'District of Columbia' };
  return { kind: 'state', country: 'United States', label: 'U.S. state' };
}

export function controlFromCode(code: number | null): Control | null {
  if (code === 1) return 'public';
  if (code === 2) return 'private-nonprofit';
  if (code === 3) return 'private-for-profit';
  return null;
}

export const CONTROL_LABELS: Record<Control, string> = {
  public: 'Public',
  'private-nonprofit': 'Private nonprofit',
  'private-for-profit': 'Private for-profit',
};

/** CARNEGIEIC 2025 classes of associate's colleges: Mixed Associate (1-4) and Professions-focused Associate (11-13). */
const ASSOCIATE_CLASSES_2025 = new Set([1, 2, 3, 4, 11, 12, 13]);

export function programTypesFor(input: {
  control: Control;
  carnegieBasic: number | null;
  /** CARNEGIERSCH of HD2024 (2025): 1 R1, 2 R2, 3 Research Colleges and Universities; null when not classified. */
  researchDesignation2025?: number | null;
  predominantDegree: number | null;
  /** ICLEVEL: 1 four-year, 2 two-year, 3 less than two years. */
  level?: number | null;
  /** CARNEGIEIC of HD2024 (2025 institutional classification); null when not classified. */
  institutional2025?: number | null;
}): ProgramType[] {
  const isPublic = input.control === 'public';
  const types: ProgramType[] = [isPublic ? 'public' : 'private'];
  if (input.carnegieBasic === 21) types.push('liberal-arts');
  const research =
    input.researchDesignation2025 === undefined || input.researchDesignation2025 === null
      ? input.carnegieBasic === 15 || input.carnegieBasic === 16
      : input.researchDesignation2025 === 1 || input.researchDesignation2025 === 2;
  if (research) types.push('research');
  const associateCollege = input.level === 2 || ASSOCIATE_CLASSES_2025.has(input.institutional2025 ?? -1);
  if (input.predominantDegree === 2 && !isPublic) types.push('associates-college');
  if (input.predominantDegree === 2 && isPublic && associateCollege) types.push('community-college');
  return types;
}

export function sizeBucketFor(undergraduates: number | null): SizeBucket | null {
  if (undergraduates === null) return null;
  if (undergraduates < 5000) return 'small';
  if (undergraduates < 15000) return 'medium';
  if (undergraduates <= 30000) return 'large';
  return 'very-large';
}

const LOCALE_KINDS: Record<number, LocaleKind> = { 1: 'city', 2: 'suburb', 3: 'town', 4: 'rural' };

export function localeKindFor(code: number | null): LocaleKind | null {
  if (code === null || code < 11 || code > 43) return null;
  return LOCALE_KINDS[Math.floor(code / 10)] ?? null;
}

export type RequirementLevel = 'required' | 'recommended' | 'optional' | 'not-considered';

export function requirementLevelFromAdmcon(code: number | null): RequirementLevel | null {
  switch (code) {
    case 1:
      return 'required';
    case 2:
      return 'recommended';
    case 3:
      return 'not-considered';
    case 5:
      return 'optional';
    default:
      return null;
  }
}

export function testPolicyFromAdmcon7(code: number | null): TestPolicy | null {
  return requirementLevelFromAdmcon(code);
}

/** IPEDS ADMCON1..12 in the order IPEDS numbers them. */
export const ADMISSION_FACTORS = [
  'Secondary school GPA',
  'Secondary school rank',
  'Secondary school record',
  'Completion of a college-preparatory program',
  'Recommendations',
  'Formal demonstration of competencies',
  'Admission test scores (SAT/ACT)',
  'English proficiency test (TOEFL, etc.)',
  'Other test (Wonderlic, WISC-III, etc.)',
  'Work experience',
  'Personal statement or essay',
  'Legacy status',
] as const;

export function levelFromCode(code: number | null): string | null {
  if (code === 1) return 'Four-year';
  if (code === 2) return 'Two-year';
  if (code === 3) return 'Less-than-two-year';
  return null;
}

export const DEGREE_LABELS: Record<number, string> = {
  1: 'Certificate',
  2: "Associate's",
  3: "Bachelor's",
  4: 'Graduate',
};

/** Minority-serving and single-sex flags of the Scorecard (1 = yes). */
export const DESIGNATION_FLAGS = [
  ['HBCU', 'Historically Black College or University'],
  ['PBI', 'Predominantly Black Institution'],
  ['ANNHI', 'Alaska Native or Native Hawaiian-Serving Institution'],
  ['TRIBAL', 'Tribal College or University'],
  ['AANAPII', 'Asian American and Native American Pacific Islander-Serving Institution'],
  ['HSI', 'Hispanic-Serving Institution'],
  ['NANTI', 'Native American Non-Tribal Institution'],
  ['MENONLY', "Men's college"],
  ['WOMENONLY', "Women's college"],
] as const;

/** Scorecard race/ethnicity share columns and their labels. */
export const RACE_ETHNICITY_COLUMNS = [
  ['UGDS_WHITE', 'White'],
  ['UGDS_BLACK', 'Black'],
  ['UGDS_HISP', 'Hispanic'],
  ['UGDS_ASIAN', 'Asian'],
  ['UGDS_AIAN', 'American Indian/Alaska Native'],
  ['UGDS_NHPI', 'Native Hawaiian/Pacific Islander'],
  ['UGDS_2MOR', 'Two or more races'],
  ['UGDS_NRA', 'Non-resident (international)'],
  ['UGDS_UNKN', 'Unknown'],
] as const;

/** Turns a dataset URL ("www.aamu.edu/") into an absolute https URL, or null. */
export function normalizeUrl(raw: string | null): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return new URL(withScheme.replace(/ /g, '%20')).toString();
  } catch {
    return null;
  }
}

/** Readable, URL-safe slug: "University of Michigan-Ann Arbor" -> "university-of-michigan-ann-arbor". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
