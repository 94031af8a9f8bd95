import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FileStorage } from '../../lib/storage.ts';

export interface AccountDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

/**
 * Removes a user and everything they own. Rows go in one statement (every table cascades from
 * `users`); stored files are removed after the rows, so a failure part-way never leaves a
 * document row pointing at a missing file.
 */
export async function deleteUserAndFiles(deps: AccountDeps, userId: string): Promise<void> {
  const files = await deps.db.selectFrom('documents').select('storage_key').where('user_id', '=', userId).execute();
  await deps.db.deleteFrom('users').where('id', '=', userId).execute();
  await Promise.all(files.map((file) => deps.storage.remove(file.storage_key)));
}

/** Every row the user owns, as JSON, for "Download all my data". Secrets (password hash, sessions) are left out. */
export async function exportUserData(deps: AccountDeps, userId: string): Promise<Record<string, unknown>> {
  const { db } = deps;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'graduation_year', 'is_demo', 'created_at', 'updated_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const parseJson = (row: Record<string, unknown>, keys: string[]) => {
    const copy: Record<string, unknown> = { ...row };
    for (const key of keys) {
      try {
        copy[key] = JSON.parse(String(row[key]));
      } catch {
        // Stored by us as JSON; an unreadable value is exported as it is.
      }
    }
    delete copy.user_id;
    return copy;
  };
  // The comparison list (issue 7), in its order.
  const compareItems = await db.selectFrom('compare_items').selectAll().where('user_id', '=', userId).orderBy('position').execute();
  const [profile, savedSchools, applications, essays, essayVersions, essayLinks, documents, documentLinks, letters, tasks] =
    await Promise.all([
      db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
      db.selectFrom('saved_schools').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('applications').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('essays').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('essay_versions').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('essay_applications').selectAll().where('user_id', '=', userId).execute(),
      db
        .selectFrom('documents')
        .select(['id', 'name', 'type', 'mime_type', 'size_bytes', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .execute(),
      db.selectFrom('document_applications').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('letters').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('tasks').selectAll().where('user_id', '=', userId).execute(),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    account: user,
    profile: profile ? parseJson(profile, ['term_gpas', 'courses', 'intended_majors', 'preferences']) : null,
    savedSchools: savedSchools.map((row) => parseJson(row, [])),
    compareList: compareItems.map((row) => parseJson(row, [])),
    applications: applications.map((row) => parseJson(row, ['checklist'])),
    essays: essays.map((row) => parseJson(row, [])),
    essayVersions: essayVersions.map((row) => parseJson(row, [])),
    essayApplicationLinks: essayLinks.map((row) => parseJson(row, [])),
    documents: documents.map((row) => ({ ...row, note: 'Download the file itself from the Documents tab.' })),
    documentApplicationLinks: documentLinks.map((row) => parseJson(row, [])),
    letters: letters.map((row) => parseJson(row, ['school_ids'])),
    tasks: tasks.map((row) => parseJson(row, [])),
  };
}
