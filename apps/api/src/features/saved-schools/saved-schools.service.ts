import type { Kysely } from 'kysely';
import type { MergeSavedSchoolsResponse, SavedSchool, SavedSchoolsResponse } from '@campuspath/contract/saved-schools';
import { SAVED_SCHOOLS_FULL_MESSAGE, SAVED_SCHOOLS_MAX } from '@campuspath/contract/saved-schools-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { countStudentRows, withStudentLock } from '../../lib/student-lock.ts';
import { toCard } from '../schools/school-views.ts';

export interface SavedSchoolsDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: Clock;
}

const full = () => new HttpError(400, 'saved_schools_full', SAVED_SCHOOLS_FULL_MESSAGE, { schoolId: SAVED_SCHOOLS_FULL_MESSAGE });

/** The catalogue school for a UNITID; a 400 naming the field when the catalogue has none. */
function requireCatalogSchool(deps: SavedSchoolsDeps, schoolId: number) {
  const school = deps.catalog.find(String(schoolId));
  if (!school || school.id !== schoolId) {
    throw new HttpError(400, 'invalid_request', `No university has the id ${schoolId}`, { schoolId: 'No university has this id' });
  }
  return school;
}

/**
 * Save times for `count` new saves, strictly after the student's latest one, so "newest first"
 * holds even for saves within the same millisecond.
 */
async function nextSaveTimes(db: Kysely<Database>, userId: string, count: number, now: Date): Promise<string[]> {
  const latest = await db
    .selectFrom('saved_schools')
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const after = latest ? Date.parse(latest.created_at) + 1 : 0;
  const start = Math.max(now.getTime() - (count - 1), after);
  return Array.from({ length: count }, (_, index) => new Date(start + index).toISOString());
}

/**
 * The student's saved schools as catalogue cards, newest first. A school that has left the
 * catalogue (a later dataset no longer lists it) is left out rather than shown without facts.
 */
export async function listSavedSchools(deps: SavedSchoolsDeps, userId: string): Promise<SavedSchoolsResponse> {
  const rows = await deps.db
    .selectFrom('saved_schools')
    .select(['school_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('school_id', 'asc')
    .execute();
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
    const existing = await trx
      .selectFrom('saved_schools')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('school_id', '=', schoolId)
      .executeTakeFirst();
    if (existing) return existing.created_at;
    if ((await countStudentRows(trx, 'saved_schools', userId)) >= SAVED_SCHOOLS_MAX) throw full();
    const time = (await nextSaveTimes(trx, userId, 1, deps.now()))[0]!;
    await trx
      .insertInto('saved_schools')
      .values({ user_id: userId, school_id: schoolId, created_at: time })
      .onConflict((conflict) => conflict.columns(['user_id', 'school_id']).doNothing())
      .execute();
    return time;
  });
  return { schoolId, savedAt, school: toCard(school) };
}

/** Removes a school from the saved list; removing one that is not saved changes nothing. */
export async function removeSavedSchool(deps: SavedSchoolsDeps, userId: string, schoolId: number): Promise<void> {
  await deps.db.deleteFrom('saved_schools').where('user_id', '=', userId).where('school_id', '=', schoolId).execute();
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
    const already = new Set(
      known.length
        ? (
            await trx
              .selectFrom('saved_schools')
              .select('school_id')
              .where('user_id', '=', userId)
              .where('school_id', 'in', known)
              .execute()
          ).map((row) => row.school_id)
        : [],
    );
    const fresh = known.filter((id) => !already.has(id));
    const room = Math.max(0, SAVED_SCHOOLS_MAX - (await countStudentRows(trx, 'saved_schools', userId)));
    const added = fresh.slice(0, room);
    const overLimit = fresh.slice(room);
    if (added.length) {
      const times = await nextSaveTimes(trx, userId, added.length, deps.now());
      await trx
        .insertInto('saved_schools')
        .values(added.map((id, index) => ({ user_id: userId, school_id: id, created_at: times[index]! })))
        .onConflict((conflict) => conflict.columns(['user_id', 'school_id']).doNothing())
        .execute();
    }
    return {
      merged: known.filter((id) => !overLimit.includes(id)),
      unknown,
      overLimit,
      count: await countStudentRows(trx, 'saved_schools', userId),
    };
  });
}
