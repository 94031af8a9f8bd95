import { z } from 'zod';
import { ADMIT_RANGE, EXPLORE_PAGE_SIZE, MAX_PAGE_SIZE, PROGRAM_TYPES, REGIONS, SIZE_BUCKETS, TEST_POLICIES } from './catalog-terms.ts';
import { incomeBandSchema, programTypeSchema, regionSchema, sizeBucketSchema, testPolicySchema } from './catalog-terms-schemas.ts';
import { alsoAccepts, blankSpelling, spellingsOf } from './common.ts';
import { findMajorFamily, MAJOR_FAMILIES } from './major-families.ts';
import { majorCodeSchema } from './majors.ts';
import { messageWithValues } from './message-values-terms.ts';
import { DEFAULT_SORT_DIRECTION, RADIUS_RANGE, SORT_FIELDS, STATE_CODES, ZIP_PATTERN, type SortDirection } from './schools-query-terms.ts';

export const stateCodeSchema = z.enum(STATE_CODES);

// Query strings give a string for one value and an array for a repeated key.
const asList = (value: unknown) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);
const normalizeWord = (value: unknown) =>
  typeof value === 'string'
    ? value
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-')
    : value;

export const repeatable = <T extends z.ZodType>(item: T) => z.preprocess(asList, z.array(item).max(60)).optional();

// Links in the wild and people typing spell these in other ways; each names the spellings it takes.
const ANY_CASE = 'Any letter case; spaces around it are ignored';
const LOOSE_WORDS = `${ANY_CASE}; a hyphen may be written as spaces or underscores`;

const regionParam = alsoAccepts(
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    return REGIONS.find((region) => region.toLowerCase() === value.trim().toLowerCase()) ?? value;
  }, regionSchema),
  spellingsOf(REGIONS, ANY_CASE),
);

const programTypeSlug = (label: string) => label.toLowerCase().replace(/ /g, '-');
const programTypeParam = alsoAccepts(
  z.preprocess((value) => {
    const word = normalizeWord(value);
    return PROGRAM_TYPES.find((type) => type.id === word || programTypeSlug(type.label) === word)?.id ?? value;
  }, programTypeSchema),
  spellingsOf(
    [...new Set(PROGRAM_TYPES.flatMap((type) => [type.id, programTypeSlug(type.label)]))],
    `The id or the label; ${LOOSE_WORDS}`,
    {
      looseHyphens: true,
    },
  ),
);

const majorParam = alsoAccepts(
  z.preprocess((value) => (typeof value === 'string' ? (findMajorFamily(value)?.code ?? value) : value), majorCodeSchema),
  spellingsOf(
    MAJOR_FAMILIES.flatMap((family) => [family.code, family.slug]),
    `The two-digit CIP family code or the family's slug; ${ANY_CASE}`,
  ),
);

const stateParam = alsoAccepts(
  z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), stateCodeSchema),
  spellingsOf(STATE_CODES, ANY_CASE),
);

/** An id the server reads after `normalizeWord`. */
const wordParam = <T extends z.ZodType>(schema: T, ids: readonly string[]) =>
  alsoAccepts(z.preprocess(normalizeWord, schema), spellingsOf(ids, LOOSE_WORDS, { looseHyphens: true }));

const integer = (min: number, max: number) => {
  const error = messageWithValues(/*i18n*/ { id: 'Must be a whole number from {min} to {max}', values: { min, max } });
  return z.coerce.number<unknown>({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const percent = () => {
  const error = /*i18n*/ 'Must be a number from 0 to 100';
  return z.coerce.number<unknown>({ error }).min(ADMIT_RANGE.min, { error }).max(ADMIT_RANGE.max, { error });
};
const singleValue = (value: unknown) => (Array.isArray(value) ? { repeated: value } : value);

/**
 * A number filter left blank (`?costMax=`, what an empty form field submits) is no filter, as a
 * blank field is everywhere else; a number read it as 0 before, which filtered by a price of $0.
 */
const numberFilter = (schema: z.ZodType<number, unknown>) =>
  alsoAccepts(
    z.preprocess((value) => {
      const one = singleValue(value);
      return typeof one === 'string' && one.trim() === '' ? undefined : one;
    }, schema.optional()),
    blankSpelling('no filter'),
  ).optional();

/** `sort=field` or `sort=field:asc|desc`; a field alone takes its usual direction. */
export function sortParamFor<F extends string>(fields: readonly F[], defaults: Record<F, SortDirection>) {
  return z.preprocess(
    singleValue,
    z
      .string()
      .regex(new RegExp(`^(${fields.join('|')})(:(asc|desc))?$`), `Use one of ${fields.join(', ')}, optionally followed by :asc or :desc`)
      .transform((value) => {
        const [field, direction] = value.split(':') as [F, SortDirection | undefined];
        return { field, direction: direction ?? defaults[field] };
      }),
  );
}

/** The filters of the schools list (the map takes them without paging). */
export const schoolFilterShape = {
  search: z.preprocess(singleValue, z.string().trim().max(200)).optional(),
  location: repeatable(regionParam),
  state: repeatable(stateParam),
  programType: repeatable(programTypeParam),
  size: repeatable(
    wordParam(
      sizeBucketSchema,
      SIZE_BUCKETS.map((bucket) => bucket.id),
    ),
  ),
  costMin: numberFilter(integer(0, 1_000_000)),
  costMax: numberFilter(integer(0, 1_000_000)),
  admitMin: numberFilter(percent()),
  admitMax: numberFilter(percent()),
  major: repeatable(majorParam),
  testPolicy: repeatable(
    wordParam(
      testPolicySchema,
      TEST_POLICIES.map((policy) => policy.id),
    ),
  ),
  /** The family income band whose net price `netPriceMax` and `sort=netPrice` use (else the overall net price). */
  incomeBand: z.preprocess(singleValue, incomeBandSchema).optional(),
  /** At most this average net price (for `incomeBand` when given); schools that report none are left out. */
  netPriceMax: numberFilter(integer(0, 1_000_000)),
  /** A 5-digit ZIP code: adds `distanceMiles` to each result and allows `radius` and `sort=distance`. Unknown ZIP codes answer 400. */
  near: z.preprocess(singleValue, z.string().trim().regex(ZIP_PATTERN, /*i18n*/ 'Must be a 5-digit ZIP code')).optional(),
  /** Only schools within this many miles of `near` (straight-line, from the ZIP code's centre). */
  radius: numberFilter(integer(RADIUS_RANGE.min, RADIUS_RANGE.max)),
};

/** The filters and paging of the schools list; `recommendationsQuerySchema` reuses them. */
export const schoolListQueryShape = {
  limit: z.preprocess(singleValue, integer(1, MAX_PAGE_SIZE)).default(EXPLORE_PAGE_SIZE),
  page: z.preprocess(singleValue, integer(1, 1_000_000)).default(1),
  ...schoolFilterShape,
};

/** Ranges given both ends must not be upside down (costMin > costMax names costMin). */
export function refineRanges(
  query: {
    costMin?: number;
    costMax?: number;
    admitMin?: number;
    admitMax?: number;
    near?: string;
    radius?: number;
    sort?: { field: string };
  },
  ctx: z.RefinementCtx,
): void {
  if (query.radius !== undefined && query.near === undefined) {
    ctx.addIssue({ code: 'custom', path: ['radius'], message: /*i18n*/ 'radius needs near (a 5-digit ZIP code)' });
  }
  if (query.sort?.field === 'distance' && query.near === undefined) {
    ctx.addIssue({ code: 'custom', path: ['sort'], message: /*i18n*/ 'Sorting by distance needs near (a 5-digit ZIP code)' });
  }
  if (query.costMin !== undefined && query.costMax !== undefined && query.costMin > query.costMax) {
    ctx.addIssue({ code: 'custom', path: ['costMin'], message: /*i18n*/ 'costMin must not be greater than costMax' });
  }
  if (query.admitMin !== undefined && query.admitMax !== undefined && query.admitMin > query.admitMax) {
    ctx.addIssue({ code: 'custom', path: ['admitMin'], message: /*i18n*/ 'admitMin must not be greater than admitMax' });
  }
}

/**
 * `GET /api/schools` query. Unknown parameters are rejected (400 naming them)
 * rather than silently ignored. Ranges are "narrowed" when they differ from the
 * filter's default; only then are schools with no value for the field excluded.
 * `costMax` at the slider's top (50,000) or above means "no upper limit".
 */
export const schoolListQuerySchema = z
  .strictObject({ ...schoolListQueryShape, sort: sortParamFor(SORT_FIELDS, DEFAULT_SORT_DIRECTION).optional() })
  .superRefine(refineRanges);

export type SchoolListQuery = z.output<typeof schoolListQuerySchema>;

/** `GET /api/schools/map`: the list's filters and sort without paging (every match is plotted). */
export const schoolMapQuerySchema = z
  .strictObject({
    ...schoolFilterShape,
    sort: sortParamFor(SORT_FIELDS, DEFAULT_SORT_DIRECTION).optional(),
  })
  .superRefine(refineRanges);
export type SchoolMapQuery = z.output<typeof schoolMapQuerySchema>;
export type SchoolMapQueryInput = z.input<typeof schoolMapQuerySchema>;
export type SchoolListQueryInput = z.input<typeof schoolListQuerySchema>;

/** `GET /api/schools/{id}`: the UNITID or the slug. */
export const schoolIdParamsSchema = z.strictObject({
  id: z.string().trim().min(1).max(200),
});
