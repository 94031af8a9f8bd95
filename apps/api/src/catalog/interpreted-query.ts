import type { SchoolListQuery } from '@campuspath/contract/schools-query';
import type { InterpretedFilters, SearchInterpretation } from '@campuspath/contract/schools-suggest';

/**
 * The query a search stands for once read: its recognised parts added to the filters
 * the student set (lists joined, price caps the lower, a place only when no `near` is set) and
 * only the rest of the words left to search as text.
 */
export function applyInterpretation<Q extends Pick<SchoolListQuery, 'search' | keyof InterpretedFilters>>(
  query: Q,
  interpretation: SearchInterpretation | null,
): Q {
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
  return applied;
}
