import type { Insertable, Kysely } from 'kysely';
import type { Database, FormerViewersTable } from '../../db/schema.ts';

/**
 * The store of the former_viewers table (db/table-owners.ts): a parent the student stopped
 * sharing with, by address, with the switches they had and when it ended (migration 0013).
 */

/** Keeps (or refreshes) the student's last choices for that address. */
export async function upsertFormerViewer(db: Kysely<Database>, row: Insertable<FormerViewersTable>): Promise<void> {
  await db
    .insertInto('former_viewers')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'email']).doUpdateSet({ viewer_id: row.viewer_id, scopes: row.scopes, ended_at: row.ended_at }),
    )
    .execute();
}

/** The parent follows the student again: they are no longer a former viewer. */
export async function deleteFormerViewer(db: Kysely<Database>, studentId: string, parentId: string): Promise<void> {
  await db.deleteFrom('former_viewers').where('user_id', '=', studentId).where('viewer_id', '=', parentId).execute();
}

/** The addresses the student stopped sharing with, with the switches each had. */
export async function listFormerViewersOf(db: Kysely<Database>, studentId: string) {
  return db.selectFrom('former_viewers').select(['email', 'scopes', 'ended_at']).where('user_id', '=', studentId).execute();
}

/** The students who stopped sharing with this parent, most recent first. */
export async function listFormerStudentsOf(db: Kysely<Database>, parentId: string) {
  return db
    .selectFrom('former_viewers')
    .select(['user_id', 'ended_at'])
    .where('viewer_id', '=', parentId)
    .orderBy('ended_at', 'desc')
    .execute();
}

/** Whether this student stopped sharing with this parent. */
export async function isFormerViewer(db: Kysely<Database>, studentId: string, viewerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('former_viewers')
    .select('user_id')
    .where('user_id', '=', studentId)
    .where('viewer_id', '=', viewerId)
    .executeTakeFirst();
  return row !== undefined;
}
