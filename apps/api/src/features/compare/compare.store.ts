import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The store of the compare_items table (db/table-owners.ts): a signed-in student's comparison list, by position. */
export async function listCompareItems(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('compare_items')
    .select(['school_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('position', 'asc')
    .orderBy('created_at', 'asc')
    .execute();
}

/**
 * Replaces the student's list with `schoolIds` in this order; a school already on it keeps the time it was
 * first added, a new one gets `now`. Call under the student's lock (compare.service.ts).
 */
export async function replaceCompareItems(db: Kysely<Database>, userId: string, schoolIds: readonly number[], now: string): Promise<void> {
  const existing = await db.selectFrom('compare_items').select(['school_id', 'created_at']).where('user_id', '=', userId).execute();
  const addedAt = new Map(existing.map((row) => [row.school_id, row.created_at]));
  await db.deleteFrom('compare_items').where('user_id', '=', userId).execute();
  if (schoolIds.length === 0) return;
  await db
    .insertInto('compare_items')
    .values(schoolIds.map((id, position) => ({ user_id: userId, school_id: id, position, created_at: addedAt.get(id) ?? now })))
    // Two saves racing: the last one's order wins, never a 500.
    .onConflict((conflict) => conflict.columns(['user_id', 'school_id']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })))
    .execute();
}
