import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { splitCampus } from '../../catalog/school-names.ts';

/**
 * Campuses of one college (official names sharing a base before the campus: "Chamberlain
 * University-Indiana", "-Louisiana", "-Michigan"...) score almost alike, so a ranked list would
 * show them side by side and one chain could fill the dashboard's four or a page of twelve.
 * Within any `window` consecutive results at most one campus of a name is kept in place; the
 * others move down to the first place where none of their name is in the window. So the top four
 * never hold two campuses of one name, and a page of twelve at most three. Colleges with no campus
 * in their name are never moved, and nothing is dropped: only the order changes.
 */
export const CAMPUS_SPREAD_WINDOW = 4;

const chains = new WeakMap<CatalogSchool, string | null>();

/** The shared name of a multi-campus college, or null for a name without a campus. */
export function campusChainOf(school: CatalogSchool): string | null {
  let chain = chains.get(school);
  if (chain === undefined) {
    const { base, campus } = splitCampus(school.name);
    // One-word bases are hyphenated names ("Mid-America ..."), not campuses of one college.
    chain = campus && base.includes(' ') ? base : null;
    chains.set(school, chain);
  }
  return chain;
}

export function spreadCampuses(ordered: readonly CatalogSchool[], window = CAMPUS_SPREAD_WINDOW): CatalogSchool[] {
  const result: CatalogSchool[] = [];
  /** Position in `result` of the last school placed from each chain. */
  const lastAt = new Map<string, number>();
  const waiting: CatalogSchool[] = [];
  const fits = (chain: string | null) => chain === null || (lastAt.get(chain) ?? -Infinity) <= result.length - window;
  const place = (school: CatalogSchool) => {
    const chain = campusChainOf(school);
    if (chain !== null) lastAt.set(chain, result.length);
    result.push(school);
  };
  /** Waiting schools go first wherever they fit now, oldest first, so they move down as little as possible. */
  const flush = () => {
    for (let index = 0; index < waiting.length;) {
      if (fits(campusChainOf(waiting[index]!))) {
        place(waiting.splice(index, 1)[0]!);
        index = 0;
      } else index += 1;
    }
  };
  for (const school of ordered) {
    flush();
    if (fits(campusChainOf(school))) place(school);
    else waiting.push(school);
  }
  // What could not be spread further (a list of mostly one chain) follows in its order.
  for (flush(); waiting.length; flush()) place(waiting.shift()!);
  return result;
}
