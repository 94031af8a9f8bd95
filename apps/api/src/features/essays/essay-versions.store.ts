import type { Insertable, Kysely } from 'kysely';
import type { Database, EssayVersionsTable } from '../../db/schema.ts';

/** The store of the essay_versions table (db/table-owners.ts): the saved copies of each essay's text. */
export async function findLatestVersionRow(db: Kysely<Database>, userId: string, essayId: string) {
  return db
    .selectFrom('essay_versions')
    .select(['body', 'created_at'])
    .where('essay_id', '=', essayId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertVersion(db: Kysely<Database>, row: Insertable<EssayVersionsTable>): Promise<void> {
  await db.insertInto('essay_versions').values(row).execute();
}

/** Deletes the essay's copies beyond the newest `keep`. */
export async function deleteVersionsBeyond(db: Kysely<Database>, userId: string, essayId: string, keep: number): Promise<void> {
  const ids = await db
    .selectFrom('essay_versions')
    .select('id')
    .where('essay_id', '=', essayId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const excess = ids.slice(keep).map((row) => row.id);
  if (excess.length > 0) await db.deleteFrom('essay_versions').where('id', 'in', excess).execute();
}

/** The essay's copies, newest first. */
export async function listVersionRows(db: Kysely<Database>, userId: string, essayId: string) {
  return db
    .selectFrom('essay_versions')
    .select(['id', 'word_count', 'created_at', 'body'])
    .where('essay_id', '=', essayId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findVersionRow(db: Kysely<Database>, userId: string, essayId: string, versionId: string) {
  return db
    .selectFrom('essay_versions')
    .select(['id', 'word_count', 'created_at', 'body'])
    .where('id', '=', versionId)
    .where('essay_id', '=', essayId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Every copy of every essay of the student, oldest first (their data export). */
export async function listAllVersionRows(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('essay_versions')
    .select(['id', 'essay_id', 'word_count', 'created_at', 'body'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
