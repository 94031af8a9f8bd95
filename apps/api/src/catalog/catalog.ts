import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ADMIT_RANGE, COST_RANGE, INCOME_BANDS, type IncomeBand } from '@campuspath/contract/catalog-terms';
import type { SchoolListQuery } from '@campuspath/contract/schools-query';
import type { SortDirection, SortField } from '@campuspath/contract/schools-query-terms';
import type { SearchInterpretation, SuggestResponse } from '@campuspath/contract/schools-suggest';
import type { CatalogFile, CatalogSchool } from './catalog-school.ts';
import { expandSources } from './field-sources.ts';
import { exploreOrder } from './explore-order.ts';
import { NICKNAMES } from './nicknames.ts';
import { buildPlaces, type Places } from './places.ts';
import { createQueryParser } from './query-parser.ts';
import { buildNameVocabulary, type Nickname } from './school-names.ts';
import { buildSchoolSearch, type SchoolSearch } from './search-index.ts';
import { createSuggester } from './suggest.ts';
import { createZipCentroids, loadZipCentroids, milesBetween, type LatLng, type ZipCentroids } from './zip-centroids.ts';

/** The filters, without paging (the map plots every match). */
export type SchoolFilters = Omit<SchoolListQuery, 'page' | 'limit'>;

/**
 * The in-memory read model: every school, lookups by id and slug, the search index
 * and one pre-sorted order per sort key, all built once at start.
 */
export interface Catalog {
  version: string;
  builtFrom: Record<string, string>;
  scopeRule: string;
  schools: readonly CatalogSchool[];
  search: SchoolSearch;
  zips: ZipCentroids;
  places: Places;
  /** How a search reads: recognised parts as filters, the rest as text. */
  interpret(search: string): SearchInterpretation;
  suggest(query: string, limit: number): SuggestResponse;
  find(idOrSlug: string): CatalogSchool | null;
  /** Every match in order (no paging); `origin` is the resolved `near` ZIP code, when given. */
  filter(filters: SchoolFilters, origin?: LatLng | null): CatalogSchool[];
  query(query: SchoolListQuery, origin?: LatLng | null): { schools: CatalogSchool[]; count: number };
}

/**
 * The net price a student in `band` sees: the band's average, else (the band not reported) the
 * all-incomes average, as the card shows it, labelled. The filter and the sort use this same figure.
 */
export function netPriceFor(school: CatalogSchool, band: IncomeBand | undefined): number | null {
  return (band ? school.netPrice.byIncome[band] : null) ?? school.netPrice.overall;
}

/** Miles from `origin` to the campus, rounded to a tenth; null without coordinates. */
export function distanceFrom(origin: LatLng, school: CatalogSchool): number | null {
  return school.coordinates ? Math.round(milesBetween(origin, school.coordinates) * 10) / 10 : null;
}

type Value = (school: CatalogSchool) => number | string | null;
type SortKey = Exclude<SortField, 'relevance' | 'distance'>;

const SORT_VALUES: Record<Exclude<SortKey, 'netPrice'>, Value> = {
  name: (school) => school.name,
  admissionRate: (school) => school.admissions.admissionRate,
  tuition: (school) => school.costs.tuitionInState,
  size: (school) => school.students.undergraduates,
  earnings: (school) => school.outcomes.medianEarnings,
  graduationRate: (school) => school.outcomes.graduationRate,
};

/** One pre-sorted order per value: the fields, and net price overall and per income band. */
const ORDER_VALUES: [string, Value][] = [
  ...Object.entries(SORT_VALUES),
  ['netPrice', (school) => netPriceFor(school, undefined)],
  ...INCOME_BANDS.map(({ id }): [string, Value] => [`netPrice.${id}`, (school) => netPriceFor(school, id)]),
];

/** Schools ordered by `value`, missing values last in both directions, ties by name. */
function sortedBy(schools: readonly CatalogSchool[], value: Value, direction: SortDirection): CatalogSchool[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...schools].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? a.name.localeCompare(b.name) : va === null ? 1 : -1;
    const order = typeof va === 'string' ? va.localeCompare(vb as string) : va - (vb as number);
    return order * sign || a.name.localeCompare(b.name);
  });
}

/** A predicate for every filter in the query; see schoolListQuerySchema for the rules. */
export function matchesFilters(query: SchoolFilters, origin?: LatLng | null): (school: CatalogSchool) => boolean {
  const checks: ((school: CatalogSchool) => boolean)[] = [];
  const within = <T>(list: readonly T[] | undefined, pick: (school: CatalogSchool) => T | null) => {
    if (!list?.length) return;
    const allowed = new Set(list);
    checks.push((school) => {
      const value = pick(school);
      return value !== null && allowed.has(value);
    });
  };
  within(query.location, (school) => school.region);
  within(query.state, (school) => school.state);
  within(query.size, (school) => school.students.sizeBucket);
  within(query.testPolicy, (school) => school.admissions.testPolicy);
  if (query.programType?.length) {
    const types = new Set(query.programType);
    checks.push((school) => school.programTypes.some((type) => types.has(type)));
  }
  if (query.major?.length) {
    const codes = new Set<string>(query.major);
    checks.push((school) => school.majors.some((major) => codes.has(major.code)));
  }
  const costMin = query.costMin ?? COST_RANGE.min;
  const costMax = query.costMax ?? COST_RANGE.max;
  if (costMin > COST_RANGE.min || costMax < COST_RANGE.max) {
    checks.push((school) => {
      const tuition = school.costs.tuitionInState;
      return tuition !== null && tuition >= costMin && (costMax >= COST_RANGE.max || tuition <= costMax);
    });
  }
  const admitMin = query.admitMin ?? ADMIT_RANGE.min;
  const admitMax = query.admitMax ?? ADMIT_RANGE.max;
  if (admitMin > ADMIT_RANGE.min || admitMax < ADMIT_RANGE.max) {
    checks.push((school) => {
      const rate = school.admissions.admissionRate;
      return rate !== null && rate * 100 >= admitMin && rate * 100 <= admitMax;
    });
  }
  if (query.netPriceMax !== undefined) {
    const max = query.netPriceMax;
    checks.push((school) => {
      const price = netPriceFor(school, query.incomeBand);
      return price !== null && price <= max;
    });
  }
  if (origin && query.radius !== undefined) {
    const radius = query.radius;
    checks.push((school) => {
      const miles = distanceFrom(origin, school);
      return miles !== null && miles <= radius;
    });
  }
  return (school) => checks.every((check) => check(school));
}

/** The pre-sorted order's key for a sort (net price by the query's band). */
function orderKey(field: SortKey, direction: SortDirection, band: IncomeBand | undefined) {
  return `${field === 'netPrice' && band ? `netPrice.${band}` : field}:${direction}`;
}

export function createCatalog(
  file: CatalogFile,
  zips: ZipCentroids = createZipCentroids({ source: '', zips: [] }),
  nicknames: readonly Nickname[] = NICKNAMES,
): Catalog {
  const schools = file.schools;
  const byId = new Map(schools.map((school) => [String(school.id), school]));
  const bySlug = new Map(schools.map((school) => [school.slug, school]));
  const search = buildSchoolSearch(schools, nicknames);
  const places = buildPlaces(schools, zips);
  const parser = createQueryParser(places, buildNameVocabulary(search.names));
  const suggester = createSuggester(schools, search, places, parser.parse);
  const orders = new Map<string, CatalogSchool[]>([['explore', exploreOrder(schools)]]);
  for (const [key, value] of ORDER_VALUES) {
    for (const direction of ['asc', 'desc'] as const) orders.set(`${key}:${direction}`, sortedBy(schools, value, direction));
  }

  function filter(filters: SchoolFilters, origin?: LatLng | null): CatalogSchool[] {
    const matches = matchesFilters(filters, origin);
    const sort = filters.sort ?? { field: 'relevance', direction: 'desc' };
    const text = filters.search?.trim();
    if (sort.field === 'distance') {
      // Per request: the distance depends on the ZIP code (the query schema requires `near`).
      const candidates = text ? [...search.search(text).keys()].map((id) => byId.get(String(id))!) : [...schools];
      const sign = sort.direction === 'asc' ? 1 : -1;
      const miles = new Map(candidates.filter(matches).map((school) => [school, origin ? distanceFrom(origin, school) : null]));
      return [...miles.keys()].sort((a, b) => {
        const ma = miles.get(a)!;
        const mb = miles.get(b)!;
        if (ma === null || mb === null) return ma === mb ? a.name.localeCompare(b.name) : ma === null ? 1 : -1;
        return (ma - mb) * sign || a.name.localeCompare(b.name);
      });
    }
    if (text) {
      const scores = search.search(text);
      const candidates = [...scores.keys()].map((id) => byId.get(String(id))!).filter(matches);
      if (sort.field === 'relevance') {
        return candidates.sort((a, b) => scores.get(b.id)! - scores.get(a.id)! || a.name.localeCompare(b.name));
      }
      const set = new Set(candidates);
      return orders.get(orderKey(sort.field, sort.direction, filters.incomeBand))!.filter((school) => set.has(school));
    }
    // Without a search text, "relevance" is Explore's default order (explore-order.ts).
    const key = sort.field === 'relevance' ? 'explore' : orderKey(sort.field, sort.direction, filters.incomeBand);
    return orders.get(key)!.filter(matches);
  }

  function query(query: SchoolListQuery, origin?: LatLng | null) {
    const ordered = filter(query, origin);
    const start = (query.page - 1) * query.limit;
    return { schools: ordered.slice(start, start + query.limit), count: ordered.length };
  }

  return {
    version: file.version,
    builtFrom: file.builtFrom,
    scopeRule: file.scopeRule,
    schools,
    search,
    zips,
    places,
    interpret: parser.parse,
    suggest: suggester.suggest,
    filter,
    find: (idOrSlug) => byId.get(idOrSlug.trim()) ?? bySlug.get(idOrSlug.trim().toLowerCase()) ?? null,
    query,
  };
}

/** Reads the gzipped artefacts written by `npm run data:build`: the catalogue and, beside it, the ZIP code centres. */
/** The catalogue artefact as built (data/catalog/catalog.json.gz), its field sources still compact. */
function readCatalogFile(path: string): CatalogFile {
  return JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as CatalogFile;
}

/**
 * What dated items and emails need of a college: its name and time zone, by id. The whole
 * catalogue satisfies it; the scheduler's thread or process loads only this (loadSchoolDirectory).
 */
export interface SchoolDirectory {
  find(id: string): Pick<CatalogSchool, 'name' | 'timeZone'> | null;
}

/**
 * The colleges' names and time zones alone, from the catalogue file: what the reminder scheduler
 * reads. The whole catalogue (its search, orders and places, for requests) held about 155 MB more
 * in the scheduler's thread, beside the web process's own copy.
 */
export function loadSchoolDirectory(path: string): SchoolDirectory {
  const file = readCatalogFile(path);
  const byId = new Map(file.schools.map(({ id, name, timeZone }) => [String(id), { name, timeZone }]));
  return { find: (id) => byId.get(id.trim()) ?? null };
}

export function loadCatalog(path: string): Catalog {
  const file = readCatalogFile(path);
  expandSources(file);
  return createCatalog(file, loadZipCentroids(join(dirname(path), 'zip-centroids.json.gz')));
}
