import type { InterpretedFilters } from '@campuspath/contract/schools-suggest';
import { CITY_RADIUS_MILES, zipLabel } from './places.ts';
import { distanceFrom, type Catalog, type SchoolFilters } from './catalog.ts';
import { applyInterpretation } from './interpreted-query.ts';

/**
 * Scores the search against the evaluation set data/search/search-eval.json, the way a
 * student meets it: `GET /api/schools?search=` read and ranked as the list answers it.
 * College queries: the rank of the meant college (hit@1, hit@3, reciprocal rank).
 * City and plain-language queries: right when the filters read are exactly the ones meant and
 * nothing is left to search as text (so hit@1 = hit@3 = MRR).
 * ZIP queries: read exactly as meant ("Within 50 miles of 30332" and the other words' filters),
 * and then, for a ZIP code with a Census area, the list's first college within the radius; for one
 * without, the reading says so and the list answers no college.
 */

export interface CollegeQuery {
  query: string;
  id: number;
  name: string;
}
export interface EvalSet {
  colleges: Record<string, CollegeQuery[]>;
  cities: { query: string; place: string }[];
  plainLanguage: { query: string; expect: InterpretedFilters & { place?: string } }[];
  zips: ZipQuery[];
}

export interface ZipQuery {
  query: string;
  zip: string;
  radius: number;
  /** Filters read from the other words ("cheap" -> netPriceMax). */
  filters?: InterpretedFilters;
  /** False for a ZIP code with no Census area: the reading says so and nothing is listed. */
  known?: boolean;
}

export interface CategoryScore {
  category: string;
  queries: number;
  hit1: number;
  hit3: number;
  mrr: number;
  misses: string[];
}

function rankOf(catalog: Catalog, query: string, id: number): number | null {
  const interpretation = catalog.interpret(query);
  const applied = applyInterpretation<SchoolFilters>({ search: query }, interpretation);
  const origin = applied.near ? catalog.zips.find(applied.near) : null;
  const index = catalog.filter(applied, origin).findIndex((school) => school.id === id);
  return index < 0 ? null : index + 1;
}

function score(category: string, results: { query: string; rank: number | null; note: string }[]): CategoryScore {
  const ranks = results.map((result) => result.rank);
  const share = (test: (rank: number) => boolean) => ranks.filter((rank) => rank !== null && test(rank)).length / results.length;
  return {
    category,
    queries: results.length,
    hit1: share((rank) => rank === 1),
    hit3: share((rank) => rank <= 3),
    mrr: ranks.reduce<number>((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / results.length,
    misses: results.filter((result) => result.rank !== 1).map((result) => `${result.query} -> ${result.note}`),
  };
}

/** The filters a reading stands for, lists sorted, in one comparable shape. */
function readFilters(catalog: Catalog, query: string) {
  const { text, parts } = catalog.interpret(query);
  const filters: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part.filters)) {
      if (key === 'near' || key === 'radius') continue;
      filters[key] = Array.isArray(value) ? [...new Set([...((filters[key] as string[]) ?? []), ...value])].sort() : value;
    }
    if (part.filters.near) filters.place = part.label;
  }
  return { text, filters };
}

function expected(filters: InterpretedFilters & { place?: string }) {
  const shaped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) shaped[key] = Array.isArray(value) ? [...value].sort() : value;
  if (filters.place) shaped.place = `Within ${CITY_RADIUS_MILES} miles of ${filters.place}`;
  return shaped;
}

export function evaluateSearch(catalog: Catalog, set: EvalSet): CategoryScore[] {
  const scores = Object.entries(set.colleges).map(([category, queries]) =>
    score(
      category,
      queries.map(({ query, id, name }) => {
        const rank = rankOf(catalog, query, id);
        return { query, rank, note: `${name} at ${rank ?? 'none'}` };
      }),
    ),
  );
  const filterResults = (queries: { query: string; want: Record<string, unknown> }[]) =>
    queries.map(({ query, want }) => {
      const { text, filters } = readFilters(catalog, query);
      const right = text === '' && JSON.stringify(filters, Object.keys(filters).sort()) === JSON.stringify(want, Object.keys(want).sort());
      return { query, rank: right ? 1 : null, note: `read ${JSON.stringify(filters)} text "${text}"` };
    });
  scores.push(
    score(
      'cities',
      filterResults(set.cities.map(({ query, place }) => ({ query, want: { place: `Within ${CITY_RADIUS_MILES} miles of ${place}` } }))),
    ),
  );
  scores.push(score('plainLanguage', filterResults(set.plainLanguage.map(({ query, expect }) => ({ query, want: expected(expect) })))));
  scores.push(
    score(
      'zips',
      set.zips.map((query) => zipResult(catalog, query)),
    ),
  );
  return scores;
}

function zipResult(catalog: Catalog, { query, zip, radius, filters = {}, known = true }: ZipQuery) {
  const want = { ...expected(filters), place: zipLabel(zip, radius) };
  const { text, filters: read } = readFilters(catalog, query);
  const readRight = text === '' && JSON.stringify(read, Object.keys(read).sort()) === JSON.stringify(want, Object.keys(want).sort());
  const interpretation = catalog.interpret(query);
  const applied = applyInterpretation<SchoolFilters>({ search: query }, interpretation);
  const origin = applied.near ? catalog.zips.find(applied.near) : null;
  const problem = interpretation.parts.some((part) => part.problem);
  // A ZIP code with no Census area lists nothing (the API answers no college); with one, the nearest fit first.
  const listed = origin ? catalog.filter(applied, origin) : [];
  const first = listed[0];
  const miles = first && origin ? distanceFrom(origin, first) : null;
  const listRight = known ? !problem && miles !== null && miles <= radius : problem && listed.length === 0;
  return {
    query,
    rank: readRight && listRight ? 1 : null,
    note: `read ${JSON.stringify(read)} text "${text}"${problem ? ' (no Census area)' : ''}, ${listed.length} listed${miles !== null ? `, first at ${miles} mi` : ''}`,
  };
}
