import type { Kysely } from 'kysely';
import type { CompareListResponse, CompareResponse } from '@campuspath/contract/compare';
import type { Catalog } from '../../catalog/catalog.ts';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { refuseField } from '../../lib/errors.ts';
import { catalogueCache, makeEtag, type CachedBody } from '../../lib/http-cache.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import { listCompareItems, replaceCompareItems } from './compare.store.ts';
import { toDetail } from '../schools/school-views.ts';

/** A school the catalogue holds under exactly this UNITID (not a slug that happens to be digits). */
function catalogSchoolById(catalog: Catalog, schoolId: number): CatalogSchool | null {
  const school = catalog.find(String(schoolId));
  return school && school.id === schoolId ? school : null;
}

/**
 * Comparisons (`GET /api/compare`), serialised once per canonical id list and kept in an LRU
 * bounded by size (a comparison of six schools is about 60 KB of JSON). "Canonical" is the list
 * as the catalogue resolves it, so `ids=166683` and `ids=massachusetts-institute-of-technology`
 * share one entry and one ETag.
 */
export function createCompareService(catalog: Catalog) {
  const comparisons = catalogueCache(4_000_000);

  function compare(ids: readonly string[]): CachedBody {
    const schools: CatalogSchool[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const school = catalog.find(id);
      if (!school) missing.push(id);
      else if (!schools.includes(school)) schools.push(school);
    }
    const key = [...schools.map((school) => String(school.id)), ...missing.map((id) => `?${id}`)].join(',');
    const cached = comparisons.get(key);
    if (cached) return cached;
    const response: CompareResponse = { schools: schools.map(toDetail), missing };
    const entry = { body: JSON.stringify(response), etag: makeEtag(catalog.version, `compare?${key}`) };
    comparisons.set(key, entry);
    return entry;
  }

  return { compare };
}

export type CompareService = ReturnType<typeof createCompareService>;

export interface CompareListDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: Clock;
}

/** The student's list, in order. Schools that have left the catalogue (a later dataset) are left out. */
export async function getCompareList(deps: CompareListDeps, userId: string): Promise<CompareListResponse> {
  const rows = await listCompareItems(deps.db, userId);
  return { schoolIds: rows.map((row) => row.school_id).filter((id) => catalogSchoolById(deps.catalog, id) !== null) };
}

/**
 * Replaces the student's list with `schoolIds` (already checked for length and duplicates by the
 * contract). Every id must be a university in the catalogue, else a 400 naming `schoolIds` and
 * nothing changes. A school that stays on the list keeps the time it was first added.
 */
export async function putCompareList(deps: CompareListDeps, userId: string, schoolIds: readonly number[]): Promise<CompareListResponse> {
  const unknown = schoolIds.filter((id) => catalogSchoolById(deps.catalog, id) === null);
  if (unknown.length) {
    throw refuseField('schoolIds', /*i18n*/ { id: 'No university has the id {ids}', values: { ids: unknown.join(', ') } });
  }
  const now = deps.now().toISOString();
  // Under the student's lock: two replacements at once on PostgreSQL would otherwise each delete
  // the rows they saw and insert their own, leaving both lists (up to 2 × COMPARE_MAX rows).
  await withStudentLock(deps.db, userId, (trx) => replaceCompareItems(trx, userId, schoolIds, now));
  return { schoolIds: [...schoolIds] };
}
