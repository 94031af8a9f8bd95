import type { Kysely } from 'kysely';
import type { CompareListResponse, CompareResponse } from '@campuspath/contract/compare';
import type { Catalog } from '../../catalog/catalog.ts';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { catalogueCache, makeEtag, type CachedBody } from '../../lib/http-cache.ts';
import { withStudentLock } from '../../lib/student-lock.ts';
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
  const rows = await deps.db
    .selectFrom('compare_items')
    .select('school_id')
    .where('user_id', '=', userId)
    .orderBy('position', 'asc')
    .orderBy('created_at', 'asc')
    .execute();
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
    const message = `No university has the id ${unknown.join(', ')}`;
    throw new HttpError(400, 'invalid_request', message, { schoolIds: message });
  }
  const now = deps.now().toISOString();
  // Under the student's lock: two replacements at once on PostgreSQL would otherwise each delete
  // the rows they saw and insert their own, leaving both lists (up to 2 × COMPARE_MAX rows).
  await withStudentLock(deps.db, userId, async (trx) => {
    const existing = await trx.selectFrom('compare_items').select(['school_id', 'created_at']).where('user_id', '=', userId).execute();
    const addedAt = new Map(existing.map((row) => [row.school_id, row.created_at]));
    await trx.deleteFrom('compare_items').where('user_id', '=', userId).execute();
    if (schoolIds.length === 0) return;
    await trx
      .insertInto('compare_items')
      .values(schoolIds.map((id, position) => ({ user_id: userId, school_id: id, position, created_at: addedAt.get(id) ?? now })))
      // Two saves racing: the last one's order wins, never a 500.
      .onConflict((conflict) => conflict.columns(['user_id', 'school_id']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })))
      .execute();
  });
  return { schoolIds: [...schoolIds] };
}
