/** Values of the schools list query (no zod: pages use them without loading a validator). */

/** USPS codes of the 50 states, DC and the territories the Scorecard covers. */
export const STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'FM',
  'GU',
  'MH',
  'MP',
  'PR',
  'PW',
  'VI',
] as const;

export const SORT_FIELDS = [
  'relevance',
  'name',
  'admissionRate',
  'tuition',
  'netPrice',
  'size',
  'earnings',
  'graduationRate',
  'distance',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';
/** Direction used when `sort` names only a field: the order a student most likely wants. */
export const DEFAULT_SORT_DIRECTION: Record<SortField, SortDirection> = {
  relevance: 'desc',
  name: 'asc',
  admissionRate: 'asc',
  tuition: 'asc',
  /** The `incomeBand`'s net price when one is given, else the overall net price. */
  netPrice: 'asc',
  size: 'desc',
  earnings: 'desc',
  graduationRate: 'desc',
  /** Needs `near`. */
  distance: 'asc',
};

/** `radius` bounds, in miles, of the "within N miles of a ZIP code" filter. */
export const RADIUS_RANGE = { min: 1, max: 3000 } as const;
/** Radius choices offered by the Explore filter. */
export const RADIUS_CHOICES = [10, 25, 50, 100, 250, 500] as const;
/** A 5-digit ZIP code. */
export const ZIP_PATTERN = /^\d{5}$/;
