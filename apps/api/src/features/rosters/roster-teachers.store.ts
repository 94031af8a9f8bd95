import type { Insertable, Kysely } from 'kysely';
import { ROSTER_MAX_TEACHERS } from '@campuspath/contract/rosters';
import type { Database } from '../../db/schema.ts';
import type { RosterTeachersTable } from '../../db/schema-sharing.ts';

/**
 * The store of roster_teachers (db/table-owners.ts): the teachers counselors imported with their
 * school's roster, one per school and address. Every read is of one school, by name, and bounded
 * by the most teachers a roster holds.
 */
export async function listRosterTeachers(db: Kysely<Database>, highSchoolId: string) {
  return db
    .selectFrom('roster_teachers')
    .selectAll()
    .where('high_school_id', '=', highSchoolId)
    .orderBy('name')
    .orderBy('id')
    .limit(ROSTER_MAX_TEACHERS)
    .execute();
}

const BATCH = 500;

export async function insertRosterTeachers(db: Kysely<Database>, rows: readonly Insertable<RosterTeachersTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('roster_teachers')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

export async function updateRosterTeacher(db: Kysely<Database>, id: string, fields: Pick<RosterTeachersTable, 'name' | 'updated_at'>) {
  await db.updateTable('roster_teachers').set(fields).where('id', '=', id).execute();
}

/** The teacher roster lines that name this address, at any school (an account's export). */
export async function listRosterTeacherLinesFor(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('roster_teachers')
    .select(['high_school_id', 'name', 'email', 'created_at', 'invited_at', 'joined_at'])
    .where('email', '=', email.toLowerCase())
    .limit(ROSTER_MAX_TEACHERS)
    .execute();
}

export async function findRosterTeacher(db: Kysely<Database>, id: string) {
  return db.selectFrom('roster_teachers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Takes a teacher off the roster: the line goes (and with it any link to an account); no account or request is touched. */
export async function deleteRosterTeacher(db: Kysely<Database>, highSchoolId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('roster_teachers').where('high_school_id', '=', highSchoolId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Queues one teacher's invitation for `requestedBy`: sets `invited_at` only while it still holds
 * `previous` (null for a first invitation), so two counselors sending at once queue it once.
 */
export async function queueRosterTeacherInvitation(
  db: Kysely<Database>,
  id: string,
  previous: string | null,
  at: string,
  requestedBy: string,
): Promise<boolean> {
  const result = await db
    .updateTable('roster_teachers')
    .set({ invited_at: at, invitation_requested_by: requestedBy, invitation_sent_at: null })
    .where('id', '=', id)
    .where((eb) => (previous === null ? eb('invited_at', 'is', null) : eb('invited_at', '=', previous)))
    .where('joined_user_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Up to `limit` queued teacher invitations not sent yet, oldest first (through the queue index). */
export async function listQueuedRosterTeacherInvitations(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('roster_teachers')
    .select(['id', 'high_school_id', 'email', 'name', 'invited_at', 'invitation_requested_by'])
    .where('invitation_sent_at', 'is', null)
    .where('invited_at', 'is not', null)
    .where('invitation_requested_by', 'is not', null)
    .orderBy('invited_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Records that the invitation queued at `invitedAt` went out (a later resend has its own). */
export async function markRosterTeacherInvitationSent(db: Kysely<Database>, id: string, invitedAt: string, at: string): Promise<void> {
  await db
    .updateTable('roster_teachers')
    .set({ invitation_sent_at: at })
    .where('id', '=', id)
    .where('invited_at', '=', invitedAt)
    .execute();
}

/** An invitation that will not go out (refused for good, or the address stopped teachers' emails) leaves the queue. */
export async function dropRosterTeacherInvitation(db: Kysely<Database>, id: string, invitedAt: string): Promise<void> {
  await db
    .updateTable('roster_teachers')
    .set({ invited_at: null, invitation_requested_by: null })
    .where('id', '=', id)
    .where('invited_at', '=', invitedAt)
    .where('invitation_sent_at', 'is', null)
    .execute();
}

/** The unsent teacher invitations a deleted counselor queued: nobody stands behind them any more. */
export async function withdrawUnsentTeacherInvitations(db: Kysely<Database>, counselorId: string): Promise<void> {
  await db
    .updateTable('roster_teachers')
    .set({ invited_at: null, invitation_requested_by: null })
    .where('invitation_requested_by', '=', counselorId)
    .where('invitation_sent_at', 'is', null)
    .execute();
}

/**
 * Links the line to the teacher account that accepted; true when it is (now or already) theirs.
 * A line another account joined stays that account's.
 */
export async function joinRosterTeacher(db: Kysely<Database>, id: string, userId: string, at: string): Promise<boolean> {
  await db
    .updateTable('roster_teachers')
    .set({ joined_user_id: userId, joined_at: at })
    .where('id', '=', id)
    .where('joined_user_id', 'is', null)
    .execute();
  const row = await db.selectFrom('roster_teachers').select('joined_user_id').where('id', '=', id).executeTakeFirst();
  return row?.joined_user_id === userId;
}

/** The schools a teacher account joined from their invitations (an account's export). */
export async function listJoinedRosterTeacherLines(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('roster_teachers')
    .select(['high_school_id', 'name', 'email', 'created_at', 'invited_at', 'joined_at'])
    .where('joined_user_id', '=', userId)
    .limit(ROSTER_MAX_TEACHERS)
    .execute();
}

/** A deleted teacher account leaves the schools it joined: their lines read as invited again, not joined. */
export async function unlinkJoinedTeacher(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('roster_teachers').set({ joined_user_id: null, joined_at: null }).where('joined_user_id', '=', userId).execute();
}
