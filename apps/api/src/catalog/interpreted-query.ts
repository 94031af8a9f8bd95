import type { SchoolListQuery } from '@campuspath/contract/schools-query';
import type { SortDirection } from '@campuspath/contract/schools-query-terms';
import type { InterpretedFilters, SearchInterpretation } from '@campuspath/contract/schools-suggest';

/**
 * The query a search stands for once read: its recognised parts added to the filters
 * the student set (lists joined, price caps the lower, a place only when no `near` is set) and
 * only the rest of the words left to search as text. Words that ask for a place and nothing else
 * ("colleges near 30332") are best answered nearest first: Relevance, the order asked for or
 * assumed, becomes distance then (as the web's rewritten view says, `sort=distance`).
 */
export function applyInterpretation<
  Q extends Pick<SchoolListQuery, 'search' | keyof InterpretedFilters> & { sort?: { field: string; direction: SortDirection } },
>(query: Q, interpretation: SearchInterpretation | null): Q {
  if (!interpretation) return query;
  const applied: Q = { ...query, search: interpretation.text || undefined };
  const join = <T>(a: T[] | undefined, b: T[] | undefined) => (b ? [...new Set([...(a ?? []), ...b])] : a);
  const lower = (a: number | undefined, b: number | undefined) => (b === undefined ? a : a === undefined ? b : Math.min(a, b));
  for (const { filters } of interpretation.parts) {
    applied.state = join(applied.state, filters.state);
    applied.location = join(applied.location, filters.location);
    applied.major = join(applied.major, filters.major);
    applied.size = join(applied.size, filters.size);
    applied.programType = join(applied.programType, filters.programType);
    applied.costMax = lower(applied.costMax, filters.costMax);
    applied.netPriceMax = lower(applied.netPriceMax, filters.netPriceMax);
    if (filters.near && query.near === undefined) {
      applied.near = filters.near;
      applied.radius = filters.radius;
    }
  }
  const askedForPlace = query.near === undefined && applied.near !== undefined;
  if (askedForPlace && !applied.search && (applied.sort === undefined || applied.sort.field === 'relevance'))
    applied.sort = { field: 'distance', direction: 'asc' };
  return applied;
}
