import type { Kysely } from 'kysely';
import type { MergeSavedSchoolsResponse, SavedSchool, SavedSchoolsResponse } from '@campuspath/contract/saved-schools';
import { SAVED_SCHOOLS_FULL_MESSAGE, SAVED_SCHOOLS_MAX } from '@campuspath/contract/saved-schools-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { refuseField } from '../../lib/errors.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import {
  countSavedSchools,
  deleteSavedSchool,
  findSaveTime,
  insertSavedSchools,
  latestSaveTime,
  listSavedAmong,
  listSavedSchoolRows,
} from './saved-schools.store.ts';
import { toCard } from '../schools/school-views.ts';

export interface SavedSchoolsDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: Clock;
}

const full = () => refuseField('schoolId', SAVED_SCHOOLS_FULL_MESSAGE, { code: 'saved_schools_full' });

/** The catalogue school for a UNITID; a 400 naming the field when the catalogue has none. */
function requireCatalogSchool(deps: SavedSchoolsDeps, schoolId: number) {
  const school = deps.catalog.find(String(schoolId));
  if (!school || school.id !== schoolId) {
    throw refuseField('schoolId', /*i18n*/ 'No university has this id', {
      message: /*i18n*/ { id: 'No university has the id {schoolId}', values: { schoolId } },
    });
  }
  return school;
}

/**
 * Save times for `count` new saves, strictly after the student's latest one, so "newest first"
 * holds even for saves within the same millisecond.
 */
async function nextSaveTimes(db: Kysely<Database>, userId: string, count: number, now: Date): Promise<string[]> {
  const latest = await latestSaveTime(db, userId);
  const after = latest ? Date.parse(latest) + 1 : 0;
  const start = Math.max(now.getTime() - (count - 1), after);
  return Array.from({ length: count }, (_, index) => new Date(start + index).toISOString());
}

/**
 * The student's saved schools as catalogue cards, newest first. A school that has left the
 * catalogue (a later dataset no longer lists it) is left out rather than shown without facts.
 */
export async function listSavedSchools(deps: SavedSchoolsDeps, userId: string): Promise<SavedSchoolsResponse> {
  const rows = await listSavedSchoolRows(deps.db, userId);
  const results = rows.flatMap((row): SavedSchool[] => {
    const school = deps.catalog.find(String(row.school_id));
    return school && school.id === row.school_id ? [{ schoolId: row.school_id, savedAt: row.created_at, school: toCard(school) }] : [];
  });
  return { results, count: results.length };
}

/**
 * Saves a school; saving it again changes nothing (it keeps its first save time). The limit is
 * checked under the student's lock, so parallel saves at SAVED_SCHOOLS_MAX − 1 keep exactly the limit.
 */
export async function saveSchool(deps: SavedSchoolsDeps, userId: string, schoolId: number): Promise<SavedSchool> {
  const school = requireCatalogSchool(deps, schoolId);
  const savedAt = await withStudentLock(deps.db, userId, async (trx) => {
    const existing = await findSaveTime(trx, userId, schoolId);
    if (existing) return existing;
    if ((await countSavedSchools(trx, userId)) >= SAVED_SCHOOLS_MAX) throw full();
    const time = (await nextSaveTimes(trx, userId, 1, deps.now()))[0]!;
    await insertSavedSchools(trx, [{ user_id: userId, school_id: schoolId, created_at: time }]);
    return time;
  });
  return { schoolId, savedAt, school: toCard(school) };
}

/** Removes a school from the saved list; removing one that is not saved changes nothing. */
export async function removeSavedSchool(deps: SavedSchoolsDeps, userId: string, schoolId: number): Promise<void> {
  await deleteSavedSchool(deps.db, userId, schoolId);
}

/**
 * Adds the bookmarks a student made while signed out. Idempotent: ids already saved stay as they
 * are. Ids the catalogue does not know (a bookmark from an older dataset) and ids past the limit
 * are reported and skipped, so a merge never fails half-way and can always be retried. The
 * bookmarks keep their order: the last one made is the newest. Runs under the student's lock, so
 * parallel merges and saves never pass the limit together.
 */
export async function mergeSavedSchools(
  deps: SavedSchoolsDeps,
  userId: string,
  schoolIds: readonly number[],
): Promise<MergeSavedSchoolsResponse> {
  const unique = [...new Set(schoolIds)];
  const unknown = unique.filter((id) => deps.catalog.find(String(id))?.id !== id);
  const known = unique.filter((id) => !unknown.includes(id));
  return withStudentLock(deps.db, userId, async (trx) => {
    const already = new Set(await listSavedAmong(trx, userId, known));
    const fresh = known.filter((id) => !already.has(id));
    const room = Math.max(0, SAVED_SCHOOLS_MAX - (await countSavedSchools(trx, userId)));
    const added = fresh.slice(0, room);
    const overLimit = fresh.slice(room);
    if (added.length) {
      const times = await nextSaveTimes(trx, userId, added.length, deps.now());
      await insertSavedSchools(
        trx,
        added.map((id, index) => ({ user_id: userId, school_id: id, created_at: times[index]! })),
      );
    }
    return {
      merged: known.filter((id) => !overLimit.includes(id)),
      unknown,
      overLimit,
      count: await countSavedSchools(trx, userId),
    };
  });
}
