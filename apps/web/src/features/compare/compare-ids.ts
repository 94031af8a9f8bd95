import { COMPARE_MAX, splitCompareIds } from '@campuspath/contract/compare-terms';

const ID_PATTERN = /^[a-z0-9-]{1,200}$/i;

export interface CompareLink {
  /** What the API is asked for: valid, different ids (UNITIDs or slugs), in order, at most COMPARE_MAX. */
  ids: string[];
  /** Parts of the link that are not ids at all. */
  invalid: string[];
  /** Ids past COMPARE_MAX, left out. */
  overLimit: string[];
}

/** The comparison a URL asks for (`?ids=1,2,3` or repeated `ids`), tidied so the API never answers 400 for it. */
export function parseCompareLink(params: URLSearchParams): CompareLink {
  const seen = new Set<string>();
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const id of splitCompareIds(params.getAll('ids'))) {
    if (!ID_PATTERN.test(id)) invalid.push(id);
    else if (!seen.has(id.toLowerCase())) {
      seen.add(id.toLowerCase());
      valid.push(id);
    }
  }
  return { ids: valid.slice(0, COMPARE_MAX), invalid, overLimit: valid.slice(COMPARE_MAX) };
}

/** The same schools in any order. */
export const sameSchools = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));
