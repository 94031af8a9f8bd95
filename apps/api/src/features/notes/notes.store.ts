import type { Insertable, Kysely } from 'kysely';
import type { Database, NotesTable } from '../../db/schema.ts';

/** The store of the notes table (db/table-owners.ts): counselors' notes on a student's applications and essays. */
export async function insertNote(db: Kysely<Database>, row: Insertable<NotesTable>): Promise<void> {
  await db.insertInto('notes').values(row).execute();
}

/** How many notes one item of the student's holds. */
export async function countNotesOn(db: Kysely<Database>, studentId: string, targetKind: NotesTable['target_kind'], targetId: string) {
  const row = await db
    .selectFrom('notes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', studentId)
    .where('target_kind', '=', targetKind)
    .where('target_id', '=', targetId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

/** One item's thread, oldest first. */
export async function listNotesOn(db: Kysely<Database>, studentId: string, targetKind: NotesTable['target_kind'], targetId: string) {
  return db
    .selectFrom('notes')
    .selectAll()
    .where('user_id', '=', studentId)
    .where('target_kind', '=', targetKind)
    .where('target_id', '=', targetId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Every note on the student's items of these kinds (all of them when `kinds` is omitted), oldest first. */
export async function listNotesOf(db: Kysely<Database>, studentId: string, kinds?: readonly NotesTable['target_kind'][]) {
  let query = db.selectFrom('notes').selectAll().where('user_id', '=', studentId);
  if (kinds) query = query.where('target_kind', 'in', kinds);
  return query.orderBy('created_at').orderBy('id').execute();
}
