import type { Kysely, Selectable } from 'kysely';
import type { Document, UpdateDocumentBody } from '@campuspath/contract/documents';
import { DOCUMENT_FILE_MESSAGES, DOCUMENT_QUOTA, type DocumentType } from '@campuspath/contract/documents-terms';
import type { Database, DocumentsTable } from '../../db/schema.ts';
import { notFound, storageWriteFailed } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { storageWriteErrorFrom, type FileStorage } from '../../lib/storage.ts';
import { quotaExceeded } from '../../lib/quota.ts';
import { requireOwnedApplication } from '../applications/applications.service.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import {
  deleteDocumentLink,
  deleteDocumentRows,
  documentUsage,
  findDocumentRow as findDocumentRowIn,
  insertDocument,
  insertDocumentLinks,
  listDocumentLinks,
  listDocumentRows,
  updateDocumentRow,
} from './documents.store.ts';

export interface DocumentsDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  now: Clock;
}

type DocumentRow = Selectable<DocumentsTable>;

const documentNotFound = () => notFound(/*i18n*/ 'Document not found');

function toDocument(row: DocumentRow, applicationIds: string[]): Document {
  return {
    id: row.id,
    name: row.name,
    type: row.type as DocumentType,
    mimeType: row.mime_type,
    sizeBytes: Number(row.size_bytes),
    uploadedAt: row.created_at,
    updatedAt: row.updated_at,
    applicationIds,
  };
}

async function linkedApplications(db: Kysely<Database>, userId: string, documentIds: string[]): Promise<Map<string, string[]>> {
  const links = new Map<string, string[]>();
  const rows = await listDocumentLinks(db, userId, documentIds);
  for (const row of rows) links.set(row.document_id, [...(links.get(row.document_id) ?? []), row.application_id]);
  return links;
}

/** The student's documents, newest first. */
export async function listDocuments({ db }: DocumentsDeps, userId: string): Promise<Document[]> {
  const rows = await listDocumentRows(db, userId);
  const links = await linkedApplications(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDocument(row, links.get(row.id) ?? []));
}

export async function findDocumentRow({ db }: DocumentsDeps, userId: string, id: string): Promise<DocumentRow | null> {
  return (await findDocumentRowIn(db, userId, id)) ?? null;
}

export async function requireDocumentRow(deps: DocumentsDeps, userId: string, id: string): Promise<DocumentRow> {
  const row = await findDocumentRow(deps, userId, id);
  if (!row) throw documentNotFound();
  return row;
}

export async function requireDocument(deps: DocumentsDeps, userId: string, id: string): Promise<Document> {
  const row = await requireDocumentRow(deps, userId, id);
  const links = await linkedApplications(deps.db, userId, [id]);
  return toDocument(row, links.get(id) ?? []);
}

export interface NewDocument {
  name: string;
  type: DocumentType;
  mimeType: string;
  bytes: Uint8Array;
}

/** Whether the student's documents leave room for one more file of `bytes`. */
async function hasRoomFor(db: Kysely<Database>, userId: string, bytes: number): Promise<boolean> {
  const usage = await documentUsage(db, userId);
  return usage.files + 1 <= DOCUMENT_QUOTA.files && usage.bytes + bytes <= DOCUMENT_QUOTA.bytes;
}

const quotaFull = () => quotaExceeded(DOCUMENT_FILE_MESSAGES.quota, 'file');

/**
 * Stores the file, then writes its row; if the row cannot be written the file is removed, so
 * storage never keeps a file no row points at. The storage key is the new id, never the file name.
 * The allowance is checked before the file is written (a full account writes nothing) and again,
 * under the student's lock, with the row: parallel uploads at the limit cannot all pass.
 */
export async function createDocument(deps: DocumentsDeps, userId: string, input: NewDocument): Promise<Document> {
  if (!(await hasRoomFor(deps.db, userId, input.bytes.byteLength))) throw quotaFull();
  const id = newId();
  const storageKey = id;
  const now = deps.now().toISOString();
  try {
    await deps.storage.put(storageKey, input.bytes);
  } catch (error) {
    // Disk full or unwritable: nothing was stored and no row is written; the form shows why.
    const failure = storageWriteErrorFrom(error);
    throw failure ? storageWriteFailed(failure, 'file') : error;
  }
  try {
    // The file is written outside the lock, so the lock is held only for a count and an insert.
    await withStudentLock(deps.db, userId, async (trx) => {
      if (!(await hasRoomFor(trx, userId, input.bytes.byteLength))) throw quotaFull();
      await insertDocument(trx, {
        id,
        user_id: userId,
        name: input.name,
        type: input.type,
        mime_type: input.mimeType,
        size_bytes: input.bytes.byteLength,
        storage_key: storageKey,
        created_at: now,
        updated_at: now,
      });
    });
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
  return requireDocument(deps, userId, id);
}

/** Rename and/or change the type. */
export async function updateDocument(deps: DocumentsDeps, userId: string, id: string, changes: UpdateDocumentBody): Promise<Document> {
  await requireDocumentRow(deps, userId, id);
  await updateDocumentRow(deps.db, userId, id, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.type !== undefined ? { type: changes.type } : {}),
    updated_at: deps.now().toISOString(),
  });
  return requireDocument(deps, userId, id);
}

/** Removes the row (its application links cascade) and then the stored file. */
export async function deleteDocument(deps: DocumentsDeps, userId: string, id: string): Promise<void> {
  const row = await requireDocumentRow(deps, userId, id);
  await deleteDocumentRows(deps.db, userId, [id]);
  await deps.storage.remove(row.storage_key);
}

/** The stored bytes of one of the student's documents. */
export async function readDocumentFile(deps: DocumentsDeps, userId: string, id: string): Promise<{ row: DocumentRow; bytes: Buffer }> {
  const row = await requireDocumentRow(deps, userId, id);
  const bytes = await deps.storage.get(row.storage_key);
  if (!bytes) throw notFound(/*i18n*/ 'The file of this document is missing');
  return { row, bytes };
}

/** Marks the document as used in one of the student's applications (linking twice is harmless). */
export async function linkDocument(deps: DocumentsDeps, userId: string, id: string, applicationId: string): Promise<Document> {
  await requireDocumentRow(deps, userId, id);
  await requireOwnedApplication(deps.db, userId, applicationId);
  await insertDocumentLinks(deps.db, [{ document_id: id, application_id: applicationId, user_id: userId }]);
  return requireDocument(deps, userId, id);
}

export async function unlinkDocument(deps: DocumentsDeps, userId: string, id: string, applicationId: string): Promise<Document> {
  await requireDocumentRow(deps, userId, id);
  await requireOwnedApplication(deps.db, userId, applicationId);
  await deleteDocumentLink(deps.db, userId, id, applicationId);
  return requireDocument(deps, userId, id);
}
