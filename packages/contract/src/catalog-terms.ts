/**
 * Product terms shared by the catalogue, the API and the web: filter options
 * (spec section 9) and the vocabulary the mapping module turns dataset codes into.
 * Plain constants with no zod, so pages that only need the words don't load a validator;
 * the matching zod schemas are in catalog-terms-schemas.ts.
 */

export const REGIONS = ['Northeast', 'Midwest', 'South', 'West', 'International'] as const;
export type Region = (typeof REGIONS)[number];

/**
 * "Community College" is a public two-year college's name; a private college awarding mostly
 * associate's degrees is an "Associate's College" (mapping.ts).
 */
export const PROGRAM_TYPES = [
  { id: 'public', label: 'Public' },
  { id: 'private', label: 'Private' },
  { id: 'liberal-arts', label: 'Liberal Arts' },
  { id: 'research', label: 'Research' },
  { id: 'community-college', label: 'Community College', hint: "Public colleges awarding mostly associate's degrees" },
  {
    id: 'associates-college',
    label: "Associate's College",
    hint: "Private (nonprofit or for-profit) colleges awarding mostly associate's degrees",
  },
] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number]['id'];

export const SIZE_BUCKETS = [
  { id: 'small', label: 'Small', description: 'Under 5,000 undergraduates', min: 0, max: 5000 },
  { id: 'medium', label: 'Medium', description: '5,000 to 15,000 undergraduates', min: 5000, max: 15000 },
  { id: 'large', label: 'Large', description: '15,000 to 30,000 undergraduates', min: 15000, max: 30000 },
  { id: 'very-large', label: 'Very large', description: 'Over 30,000 undergraduates', min: 30000, max: Infinity },
] as const;
export type SizeBucket = (typeof SIZE_BUCKETS)[number]['id'];

/** IPEDS ADMCON codes 1, 2, 5 and 3 in product words; 4 ("don't know") stays missing. */
export const TEST_POLICIES = [
  { id: 'required', label: 'Required' },
  { id: 'recommended', label: 'Recommended' },
  { id: 'optional', label: 'Test-optional (considered, not required)' },
  { id: 'not-considered', label: 'Not considered (test-blind)' },
] as const;
export type TestPolicy = (typeof TEST_POLICIES)[number]['id'];

export const CONTROLS = ['public', 'private-nonprofit', 'private-for-profit'] as const;
export type Control = (typeof CONTROLS)[number];

export const LOCALE_KINDS = ['city', 'suburb', 'town', 'rural'] as const;
export type LocaleKind = (typeof LOCALE_KINDS)[number];

/** The five family-income bands of the Scorecard's net price columns (NPT41..NPT45). */
export const INCOME_BANDS = [
  { id: '0-30k', label: '$0–30,000', min: 0, max: 30000 },
  { id: '30-48k', label: '$30,001–48,000', min: 30001, max: 48000 },
  { id: '48-75k', label: '$48,001–75,000', min: 48001, max: 75000 },
  { id: '75-110k', label: '$75,001–110,000', min: 75001, max: 110000 },
  { id: '110k-plus', label: 'Over $110,000', min: 110001, max: Infinity },
] as const;
export type IncomeBand = (typeof INCOME_BANDS)[number]['id'];

/** Tuition slider and acceptance-rate filter bounds (spec section 9). */
export const COST_RANGE = { min: 0, max: 50000, step: 1000 } as const;
export const ADMIT_RANGE = { min: 0, max: 100, step: 1 } as const;
export const EXPLORE_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
