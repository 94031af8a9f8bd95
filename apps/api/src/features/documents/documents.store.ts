import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, DocumentApplicationsTable, DocumentsTable } from '../../db/schema.ts';

/**
 * The store of the documents and document_applications tables (db/table-owners.ts): the
 * student's uploaded files (the bytes are in lib/storage.ts under each row's storage key) and
 * the applications each is used in.
 */
export async function listDocumentRows(db: Kysely<Database>, userId: string) {
  return db.selectFrom('documents').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function findDocumentRow(db: Kysely<Database>, userId: string, id: string) {
  return db.selectFrom('documents').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** How many files the student has and their total size in bytes. */
export async function documentUsage(db: Kysely<Database>, userId: string): Promise<{ files: number; bytes: number }> {
  const usage = await db
    .selectFrom('documents')
    .select((eb) => [eb.fn.countAll().as('files'), eb.fn.sum<number | string | null>('size_bytes').as('bytes')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) and sum() as strings.
  return { files: Number(usage.files), bytes: Number(usage.bytes ?? 0) };
}

export async function insertDocument(db: Kysely<Database>, row: Insertable<DocumentsTable>): Promise<void> {
  await db.insertInto('documents').values(row).execute();
}

export async function updateDocumentRow(
  db: Kysely<Database>,
  userId: string,
  id: string,
  changes: Updateable<DocumentsTable>,
): Promise<void> {
  await db.updateTable('documents').set(changes).where('user_id', '=', userId).where('id', '=', id).execute();
}

/** Deletes the student's documents (their application links cascade); their stored files are the caller's to remove. */
export async function deleteDocumentRows(db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('documents').where('user_id', '=', userId).where('id', 'in', ids).execute();
}

/** The storage keys of the student's files (the account's deletion removes them after the rows). */
export async function listStorageKeys(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('documents').select('storage_key').where('user_id', '=', userId).execute();
  return rows.map((row) => row.storage_key);
}

/** Every storage key any document names (the start-up sweep keeps these files). */
export async function listAllStorageKeys(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('documents').select('storage_key').execute();
  return rows.map((row) => row.storage_key);
}

/** The student's document types (the dashboard's readiness asks for a transcript). */
export async function listDocumentTypes(db: Kysely<Database>, userId: string) {
  return db.selectFrom('documents').select(['type']).where('user_id', '=', userId).execute();
}

/** The applications each of the documents is used in, by application id. */
export async function listDocumentLinks(db: Kysely<Database>, userId: string, documentIds: readonly string[]) {
  if (documentIds.length === 0) return [];
  return db
    .selectFrom('document_applications')
    .select(['document_id', 'application_id'])
    .where('user_id', '=', userId)
    .where('document_id', 'in', documentIds)
    .orderBy('application_id')
    .execute();
}

/** Links the documents to applications (linking twice is harmless). */
export async function insertDocumentLinks(db: Kysely<Database>, links: readonly Insertable<DocumentApplicationsTable>[]): Promise<void> {
  if (links.length === 0) return;
  await db
    .insertInto('document_applications')
    .values(links)
    .onConflict((conflict) => conflict.columns(['document_id', 'application_id']).doNothing())
    .execute();
}

export async function deleteDocumentLink(db: Kysely<Database>, userId: string, documentId: string, applicationId: string): Promise<void> {
  await db
    .deleteFrom('document_applications')
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .where('application_id', '=', applicationId)
    .execute();
}

/** How many documents are linked to each of the student's applications (or only to `applicationId`). */
export async function countDocumentLinksByApplication(db: Kysely<Database>, userId: string, applicationId?: string) {
  let query = db
    .selectFrom('document_applications')
    .select(['application_id', (eb) => eb.fn.countAll().as('count')])
    .where('user_id', '=', userId)
    .groupBy('application_id');
  if (applicationId) query = query.where('application_id', '=', applicationId);
  return query.execute();
}

/** The documents linked to the student's application. */
export async function documentIdsLinkedTo(db: Kysely<Database>, userId: string, applicationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('document_applications')
    .select('document_id')
    .where('user_id', '=', userId)
    .where('application_id', '=', applicationId)
    .execute();
  return rows.map((row) => row.document_id);
}

/** Those of `ids` that no application uses any more, with their storage keys. */
export async function listDocumentsLinkedNowhere(db: Kysely<Database>, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('documents')
    .select(['id', 'storage_key'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('id', 'not in', db.selectFrom('document_applications').select('document_id'))
    .execute();
}
