import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { revokeUserSessions } from '../../lib/sessions.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { assertStrongPassword } from '../auth/auth.service.ts';
import { supersedeEmailLinks } from '../auth/email-links.store.ts';
import { hashPassword } from '../auth/password.ts';
import { requireUser } from '../auth/users.ts';
import { releaseHighSchools } from '../high-schools/high-schools.service.ts';
import { exportSharing } from '../sharing/sharing-export.ts';

export interface AccountDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  now: Clock;
}

export interface AccountCredentials {
  passwordHash: string;
  isDemo: boolean;
}

/** What the checks before a sensitive change read: the password hash and whether this is a demo account. */
export async function requireCredentials(deps: Pick<AccountDeps, 'db'>, userId: string): Promise<AccountCredentials> {
  const row = await deps.db.selectFrom('users').select(['password_hash', 'is_demo']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { passwordHash: row.password_hash, isDemo: Boolean(row.is_demo) };
}

export interface UpdateAccountInput {
  name?: string;
  graduationYear?: number;
}

/** Saves the fields given (a change of email goes through auth/email-verification.service.ts: it waits for its link). */
export async function updateAccount(deps: Pick<AccountDeps, 'db' | 'now'>, userId: string, input: UpdateAccountInput): Promise<void> {
  const { name, graduationYear } = input;
  if (name === undefined && graduationYear === undefined) return;
  await deps.db
    .updateTable('users')
    .set({
      ...(name !== undefined ? { name } : {}),
      ...(graduationYear !== undefined ? { graduation_year: graduationYear } : {}),
      updated_at: deps.now().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

/** Sets a new (strong) password and signs out every session but `keepSessionId`; reset links sent before stop working. */
export async function changePassword(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  userId: string,
  newPassword: string,
  keepSessionId: string | undefined,
): Promise<void> {
  const { db } = deps;
  const user = await requireUser(db, userId);
  assertStrongPassword(newPassword, user, 'newPassword');
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(newPassword), updated_at: deps.now().toISOString() })
    .where('id', '=', userId)
    .execute();
  await revokeUserSessions(db, userId, keepSessionId);
  await supersedeEmailLinks(db, userId, 'reset', deps.now());
}

/**
 * Removes a user and everything they own. Rows go in one statement (every table cascades from
 * `users`: a student's shares go with them, and so does every parent's and counselor's access;
 * a viewer's own shares and views go with the viewer); stored files are removed after the rows, so a failure part-way never leaves a
 * document row pointing at a missing file.
 */
export async function deleteUserAndFiles(deps: AccountDeps, userId: string): Promise<void> {
  // A school's last counselor: refused while it has students; otherwise the empty school goes too.
  await releaseHighSchools(deps.db, userId);
  const files = await deps.db.selectFrom('documents').select('storage_key').where('user_id', '=', userId).execute();
  await deps.db.deleteFrom('users').where('id', '=', userId).execute();
  await Promise.all(files.map((file) => deps.storage.remove(file.storage_key)));
}

/**
 * Every row the user owns, as JSON, for "Download all my data". Secrets (password hash, sessions,
 * the emailed links' token hashes) are left out.
 */
export async function exportUserData(deps: AccountDeps, userId: string): Promise<Record<string, unknown>> {
  const { db } = deps;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'graduation_year', 'is_demo', 'email_verified_at', 'pending_email', 'created_at', 'updated_at'])
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
  // The comparison list, in its order.
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
    exportedAt: deps.now().toISOString(),
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
    // Schools, what the student shares and with whom, invitations, students followed.
    ...(await exportSharing(db, userId)),
  };
}
