import { sql, type InsertObject, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * What the store of roster_students and roster_teachers (db/table-owners.ts) does the same way on
 * both: a school's lines written in batches, found and removed one at a time, and the invitation
 * queue each line carries (queued by a counselor, claimed by the email scheduler, marked sent,
 * dropped or withdrawn). rosters.store.ts and roster-teachers.store.ts keep what only one has.
 */
export type RosterKind = 'students' | 'teachers';

const TABLES = { students: 'roster_students', teachers: 'roster_teachers' } as const;

/**
 * What keeps a line out of the queue. A student who unsubscribed is never invited or sent to; a
 * teacher who joined is not invited again (teachers who stopped emails are dropped by the sender,
 * which reads teacher_email_stops).
 */
const QUEUE_GUARDS = {
  students: { queue: 'unsubscribed_at', send: 'unsubscribed_at' },
  teachers: { queue: 'joined_user_id', send: null },
} as const;

const BATCH = 500;

export async function insertRosterLines<K extends RosterKind>(
  db: Kysely<Database>,
  kind: K,
  rows: readonly InsertObject<Database, (typeof TABLES)[K]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto(TABLES[kind])
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

export async function findRosterStudent(db: Kysely<Database>, id: string) {
  return db.selectFrom(TABLES.students).selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRosterTeacher(db: Kysely<Database>, id: string) {
  return db.selectFrom(TABLES.teachers).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Takes a line off the school's roster; a teacher's goes with any link to an account, and no account or request is touched. */
export async function deleteRosterLine(db: Kysely<Database>, kind: RosterKind, highSchoolId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom(TABLES[kind]).where('high_school_id', '=', highSchoolId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Queues one line's invitation for `requestedBy`: sets `invited_at` only while it still holds
 * `previous` (null for a first invitation), so two counselors sending at once queue it once. True
 * when this send queued it; the email scheduler sends it (roster-invitation-sender.ts,
 * roster-teacher-invitation-sender.ts).
 */
export async function queueRosterInvitation(
  db: Kysely<Database>,
  kind: RosterKind,
  id: string,
  previous: string | null,
  at: string,
  requestedBy: string,
): Promise<boolean> {
  const result = await db
    .updateTable(TABLES[kind])
    .set({ invited_at: at, invitation_requested_by: requestedBy, invitation_sent_at: null })
    .where('id', '=', id)
    .where((eb) => (previous === null ? eb('invited_at', 'is', null) : eb('invited_at', '=', previous)))
    .where(sql.ref(QUEUE_GUARDS[kind].queue), 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Up to `limit` queued invitations not sent yet, oldest first (through the queue index). A line
 * nobody requested is not sent: the demo's sample invitations read as invited without an email.
 */
export async function listQueuedRosterInvitations(db: Kysely<Database>, kind: RosterKind, limit: number) {
  const guard = QUEUE_GUARDS[kind].send;
  return db
    .selectFrom(TABLES[kind])
    .select(['id', 'high_school_id', 'email', 'name', 'invited_at', 'invitation_requested_by'])
    .where('invitation_sent_at', 'is', null)
    .where('invited_at', 'is not', null)
    .$if(guard !== null, (query) => query.where(sql.ref(guard!), 'is', null))
    .where('invitation_requested_by', 'is not', null)
    .orderBy('invited_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Records that the invitation queued at `invitedAt` went out (a later resend has its own). */
export async function markRosterInvitationSent(
  db: Kysely<Database>,
  kind: RosterKind,
  id: string,
  invitedAt: string,
  at: string,
): Promise<void> {
  await db.updateTable(TABLES[kind]).set({ invitation_sent_at: at }).where('id', '=', id).where('invited_at', '=', invitedAt).execute();
}

/**
 * An invitation that will not go out (the mail server kept refusing it, or a teacher's address
 * stopped our emails) leaves the queue: the line shows as not invited, to be invited again.
 */
export async function dropRosterInvitation(db: Kysely<Database>, kind: RosterKind, id: string, invitedAt: string): Promise<void> {
  await db
    .updateTable(TABLES[kind])
    .set({ invited_at: null, invitation_requested_by: null })
    .where('id', '=', id)
    .where('invited_at', '=', invitedAt)
    .where('invitation_sent_at', 'is', null)
    .execute();
}

/**
 * The invitations `counselorId` queued that have not gone out, taken back as their account is
 * deleted: nobody stands behind them any more (the column would only go null, leaving them
 * "invited" with no email ever sent), so the lines read as not invited, for another counselor of
 * the school to invite. Those already sent stay invited.
 */
export async function withdrawUnsentRosterInvitations(db: Kysely<Database>, kind: RosterKind, counselorId: string): Promise<void> {
  await db
    .updateTable(TABLES[kind])
    .set({ invited_at: null, invitation_requested_by: null })
    .where('invitation_requested_by', '=', counselorId)
    .where('invitation_sent_at', 'is', null)
    .execute();
}
