import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { ADMIT_RANGE, COST_RANGE } from '@campuspath/contract/catalog-terms';
import type { SchoolListQuery } from '@campuspath/contract/schools-query';
import type { SortDirection, SortField } from '@campuspath/contract/schools-query-terms';
import type { CatalogFile, CatalogSchool } from './catalog-school.ts';
import { buildSchoolSearch, type SchoolSearch } from './search-index.ts';

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
  find(idOrSlug: string): CatalogSchool | null;
  query(query: SchoolListQuery): { schools: CatalogSchool[]; count: number };
}

type SortKey = Exclude<SortField, 'relevance'>;

const SORT_VALUES: Record<SortKey, (school: CatalogSchool) => number | string | null> = {
  name: (school) => school.name,
  admissionRate: (school) => school.admissions.admissionRate,
  tuition: (school) => school.costs.tuitionInState,
  size: (school) => school.students.undergraduates,
  earnings: (school) => school.outcomes.medianEarnings,
  graduationRate: (school) => school.outcomes.graduationRate,
};

/** Schools ordered by `key`, missing values last in both directions, ties by name. */
function sortedBy(schools: readonly CatalogSchool[], key: SortKey, direction: SortDirection): CatalogSchool[] {
  const value = SORT_VALUES[key];
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
export function matchesFilters(query: SchoolListQuery): (school: CatalogSchool) => boolean {
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
  return (school) => checks.every((check) => check(school));
}

export function createCatalog(file: CatalogFile): Catalog {
  const schools = file.schools;
  const byId = new Map(schools.map((school) => [String(school.id), school]));
  const bySlug = new Map(schools.map((school) => [school.slug, school]));
  const search = buildSchoolSearch(schools);
  const orders = new Map<string, CatalogSchool[]>();
  for (const key of Object.keys(SORT_VALUES) as SortKey[]) {
    for (const direction of ['asc', 'desc'] as const) orders.set(`${key}:${direction}`, sortedBy(schools, key, direction));
  }

  function query(query: SchoolListQuery) {
    const matches = matchesFilters(query);
    const sort = query.sort ?? { field: 'relevance', direction: 'desc' };
    const text = query.search?.trim();
    let ordered: CatalogSchool[];
    if (text) {
      const scores = search.search(text);
      const candidates = [...scores.keys()].map((id) => byId.get(String(id))!).filter(matches);
      if (sort.field === 'relevance') {
        ordered = candidates.sort((a, b) => scores.get(b.id)! - scores.get(a.id)! || a.name.localeCompare(b.name));
      } else {
        const set = new Set(candidates);
        ordered = orders.get(`${sort.field}:${sort.direction}`)!.filter((school) => set.has(school));
      }
    } else {
      // Without a search text, "relevance" lists the largest schools first.
      const key = sort.field === 'relevance' ? 'size:desc' : `${sort.field}:${sort.direction}`;
      ordered = orders.get(key)!.filter(matches);
    }
    const start = (query.page - 1) * query.limit;
    return { schools: ordered.slice(start, start + query.limit), count: ordered.length };
  }

  return {
    version: file.version,
    builtFrom: file.builtFrom,
    scopeRule: file.scopeRule,
    schools,
    search,
    find: (idOrSlug) => byId.get(idOrSlug.trim()) ?? bySlug.get(idOrSlug.trim().toLowerCase()) ?? null,
    query,
  };
}

/** Reads the gzipped artefact written by `npm run data:build`. */
export function loadCatalog(path: string): Catalog {
  const file = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as CatalogFile;
  return createCatalog(file);
}
