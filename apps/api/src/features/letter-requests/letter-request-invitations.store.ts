import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The store of the emails a letter request sends its teacher (letter_requests' invitation columns
 * and teacher_email_stops, db/table-owners.ts): queued with a compare-and-set, read in the order
 * they were queued by the scheduler, marked sent once their ledger row is.
 */

/** The emails waiting, oldest first, leaving out addresses that stopped them. */
export async function listQueuedTeacherInvitations(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('letter_requests')
    .select(['id', 'user_id', 'teacher_email', 'teacher_name', 'nearest_deadline', 'teacher_invited_at'])
    .where('teacher_invitation_sent_at', 'is', null)
    .where('teacher_invited_at', 'is not', null)
    .where('teacher_invitation_failed_at', 'is', null)
    .where('teacher_email', 'not in', (eb) => eb.selectFrom('teacher_email_stops').select('email'))
    .orderBy('teacher_invited_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Queues an email to the teacher at `at`, only while the request's last queued moment is still
 * `expected` (what the caller read), so two resends at once queue one email.
 */
export async function queueTeacherInvitation(db: Kysely<Database>, id: string, expected: string | null, at: string): Promise<boolean> {
  const result = await db
    .updateTable('letter_requests')
    .set({ teacher_invited_at: at, teacher_invitation_sent_at: null, teacher_invitation_failed_at: null })
    .where('id', '=', id)
    .where((eb) => (expected === null ? eb('teacher_invited_at', 'is', null) : eb('teacher_invited_at', '=', expected)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records that the email queued at `invitedAt` went out (a later resend has its own). */
export async function markTeacherInvitationSent(db: Kysely<Database>, id: string, invitedAt: string, at: string): Promise<void> {
  await db
    .updateTable('letter_requests')
    .set({ teacher_invitation_sent_at: at })
    .where('id', '=', id)
    .where('teacher_invited_at', '=', invitedAt)
    .execute();
}

/**
 * Gives up the email queued at `invitedAt`: the mail server refused it on every attempt, or its
 * last attempt's claim outlived its lease. The student sees it failed and may send it again.
 */
export async function failTeacherInvitation(db: Kysely<Database>, id: string, invitedAt: string, at: string): Promise<void> {
  await db
    .updateTable('letter_requests')
    .set({ teacher_invitation_failed_at: at })
    .where('id', '=', id)
    .where('teacher_invited_at', '=', invitedAt)
    .where('teacher_invitation_sent_at', 'is', null)
    .where('teacher_invitation_failed_at', 'is', null)
    .execute();
}

export async function stopTeacherEmails(db: Kysely<Database>, email: string, at: string): Promise<void> {
  await db
    .insertInto('teacher_email_stops')
    .values({ email, stopped_at: at })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
}

/** When this address stopped the emails; null when it did not. */
export async function findTeacherEmailStop(db: Kysely<Database>, email: string): Promise<string | null> {
  const row = await db.selectFrom('teacher_email_stops').select('stopped_at').where('email', '=', email).executeTakeFirst();
  return row?.stopped_at ?? null;
}

/** The address's owner takes "Stop these emails" back: requests may email it again. */
export async function resumeTeacherEmails(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('teacher_email_stops').where('email', '=', email).execute();
}

/** Which of these addresses stopped the emails. */
export async function listStoppedTeacherEmails(db: Kysely<Database>, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.selectFrom('teacher_email_stops').select('email').where('email', 'in', emails).execute();
  return new Set(rows.map((row) => row.email));
}

/** One of the student's own requests. */
export async function findRequestRowOfStudent(db: Kysely<Database>, userId: string, id: string) {
  return db.selectFrom('letter_requests').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** A request by id, for a link whose signed token is the authority. */
export async function findRequestRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('letter_requests').select(['id', 'teacher_email']).where('id', '=', id).executeTakeFirst();
}
