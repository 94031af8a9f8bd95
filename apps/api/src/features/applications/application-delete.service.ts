import { withStudentLock } from '../auth/student-lock.ts';
import { followApplicationDeadlines } from './plan-task-dates.ts';
import { deleteDocumentRows, documentIdsLinkedTo, listDocumentsLinkedNowhere } from '../documents/documents.store.ts';
import { deleteEssaysLinkedNowhere, essayIdsLinkedTo } from '../essays/essays.store.ts';
import { deleteApplicationRow } from './applications.store.ts';
import { requireOwnedApplication, type ApplicationsDeps } from './applications.service.ts';

/**
 * Deletes an application. Its links to essays and documents always go (they cascade). With
 * `linked: 'delete'` the essays and documents it was linked to are deleted too, except those
 * another application still uses; their files are removed from storage after the rows, so a
 * failure part-way never leaves a document row pointing at a missing file.
 */
export async function deleteApplication(deps: ApplicationsDeps, userId: string, id: string, linked: 'keep' | 'delete'): Promise<void> {
  await requireOwnedApplication(deps.db, userId, id);
  // The student's lock: the relative plan dates worked out below read every application of theirs,
  // which a concurrent create or change must not slip past.
  const storageKeys = await withStudentLock(deps.db, userId, async (trx) => {
    const essayIds = linked === 'delete' ? await essayIdsLinkedTo(trx, userId, id) : [];
    const documentIds = linked === 'delete' ? await documentIdsLinkedTo(trx, userId, id) : [];

    await deleteApplicationRow(trx, userId, id);
    await followApplicationDeadlines(trx, userId, deps.now().toISOString());

    await deleteEssaysLinkedNowhere(trx, userId, essayIds);
    const documents = await listDocumentsLinkedNowhere(trx, userId, documentIds);
    await deleteDocumentRows(
      trx,
      userId,
      documents.map((document) => document.id),
    );
    return documents.map((document) => document.storage_key);
  });
  await Promise.all(storageKeys.map((key) => deps.storage.remove(key)));
}
