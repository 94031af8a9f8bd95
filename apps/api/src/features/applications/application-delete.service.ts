import { requireOwnedApplication, type ApplicationsDeps } from './applications.service.ts';

/**
 * Deletes an application. Its links to essays and documents always go (they cascade). With
 * `linked: 'delete'` the essays and documents it was linked to are deleted too, except those
 * another application still uses; their files are removed from storage after the rows, so a
 * failure part-way never leaves a document row pointing at a missing file.
 */
export async function deleteApplication(deps: ApplicationsDeps, userId: string, id: string, linked: 'keep' | 'delete'): Promise<void> {
  await requireOwnedApplication(deps.db, userId, id);
  const storageKeys = await deps.db.transaction().execute(async (trx) => {
    const essayIds =
      linked === 'delete'
        ? (
            await trx
              .selectFrom('essay_applications')
              .select('essay_id')
              .where('user_id', '=', userId)
              .where('application_id', '=', id)
              .execute()
          ).map((row) => row.essay_id)
        : [];
    const documentIds =
      linked === 'delete'
        ? (
            await trx
              .selectFrom('document_applications')
              .select('document_id')
              .where('user_id', '=', userId)
              .where('application_id', '=', id)
              .execute()
          ).map((row) => row.document_id)
        : [];

    await trx.deleteFrom('applications').where('user_id', '=', userId).where('id', '=', id).execute();

    if (essayIds.length) {
      await trx
        .deleteFrom('essays')
        .where('user_id', '=', userId)
        .where('id', 'in', essayIds)
        .where('id', 'not in', trx.selectFrom('essay_applications').select('essay_id'))
        .execute();
    }
    if (!documentIds.length) return [];
    const documents = await trx
      .selectFrom('documents')
      .select(['id', 'storage_key'])
      .where('user_id', '=', userId)
      .where('id', 'in', documentIds)
      .where('id', 'not in', trx.selectFrom('document_applications').select('document_id'))
      .execute();
    if (documents.length) {
      await trx
        .deleteFrom('documents')
        .where('user_id', '=', userId)
        .where(
          'id',
          'in',
          documents.map((document) => document.id),
        )
        .execute();
    }
    return documents.map((document) => document.storage_key);
  });
  await Promise.all(storageKeys.map((key) => deps.storage.remove(key)));
}
