import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RosterStudentsTable } from '../../db/schema-sharing.ts';

/**
 * The store of roster_students (db/table-owners.ts): the students counselors imported for their
 * school, one per school and address.
 */
export async function listRosterStudents(db: Kysely<Database>, highSchoolId: string) {
  return db
    .selectFrom('roster_students')
    .selectAll()
    .where('high_school_id', '=', highSchoolId)
    .orderBy('graduation_year')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

const BATCH = 500;

export async function insertRosterStudents(db: Kysely<Database>, rows: readonly Insertable<RosterStudentsTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('roster_students')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

type RosterLineFields = Pick<RosterStudentsTable, 'name' | 'graduation_year' | 'student_number' | 'group_name' | 'updated_at'>;

/**
 * Lines changed per statement: a 5,000-line re-import is 50 statements, not 5,000 round trips.
 * Each row walks its column's CASE, so the work per statement grows with the batch squared.
 */
const UPDATE_BATCH = 100;
/** Integer columns: PostgreSQL reads a parameter in a CASE as text, so these are cast back. */
const INTEGER_COLUMNS = new Set<string>(['graduation_year']);

/**
 * Writes each line's new fields, by id, at `highSchoolId`: one UPDATE per batch, each column set
 * through `CASE id WHEN … THEN … END` (portable to SQLite and PostgreSQL, unlike UPDATE … FROM VALUES).
 */
export async function updateRosterStudents(
  db: Kysely<Database>,
  highSchoolId: string,
  lines: readonly { id: string; fields: RosterLineFields }[],
): Promise<void> {
  for (let start = 0; start < lines.length; start += UPDATE_BATCH) {
    const batch = lines.slice(start, start + UPDATE_BATCH);
    const columns = Object.keys(batch[0]!.fields) as (keyof RosterLineFields)[];
    const set = Object.fromEntries(
      columns.map((column) => {
        // A value every line of the batch shares (the time, often the group) is set as it is.
        const first = batch[0]!.fields[column];
        if (batch.every((line) => line.fields[column] === first)) return [column, first];
        const cases = sql`case ${sql.ref('id')} ${sql.join(
          batch.map((line) => sql`when ${line.id} then ${line.fields[column]}`),
          sql` `,
        )} end`;
        return [column, INTEGER_COLUMNS.has(column) ? sql`cast(${cases} as integer)` : cases];
      }),
    );
    await db
      .updateTable('roster_students')
      .set(set)
      .where('high_school_id', '=', highSchoolId)
      .where(
        'id',
        'in',
        batch.map((line) => line.id),
      )
      .execute();
  }
}

export async function deleteRosterStudent(db: Kysely<Database>, highSchoolId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('roster_students').where('high_school_id', '=', highSchoolId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteRoster(db: Kysely<Database>, highSchoolId: string): Promise<void> {
  await db.deleteFrom('roster_students').where('high_school_id', '=', highSchoolId).execute();
}

/** The roster lines that name this address, at any school (an account's export). */
export async function listRosterLinesFor(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('roster_students')
    .select(['high_school_id', 'name', 'email', 'graduation_year', 'student_number', 'group_name', 'invited_at', 'created_at'])
    .where('email', '=', email.toLowerCase())
    .execute();
}

export async function findRosterStudent(db: Kysely<Database>, id: string) {
  return db.selectFrom('roster_students').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Queues one student's invitation for `requestedBy`: sets `invited_at` only while it still holds
 * `previous` (null for a first invitation), so two counselors sending at once queue it once. True
 * when this send queued it; the email scheduler sends it (roster-invitation-sender.ts).
 */
export async function queueInvitation(
  db: Kysely<Database>,
  id: string,
  previous: string | null,
  at: string,
  requestedBy: string,
): Promise<boolean> {
  const result = await db
    .updateTable('roster_students')
    .set({ invited_at: at, invitation_requested_by: requestedBy, invitation_sent_at: null })
    .where('id', '=', id)
    .where((eb) => (previous === null ? eb('invited_at', 'is', null) : eb('invited_at', '=', previous)))
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Up to `limit` queued invitations not sent yet, oldest first (through the queue index). A line
 * nobody requested is not sent: the demo's sample invitations read as invited without an email.
 */
export async function listQueuedInvitations(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('roster_students')
    .select(['id', 'high_school_id', 'email', 'name', 'invited_at', 'invitation_requested_by'])
    .where('invitation_sent_at', 'is', null)
    .where('invited_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .where('invitation_requested_by', 'is not', null)
    .orderBy('invited_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Records that the invitation queued at `invitedAt` went out (a later resend has its own). */
export async function markInvitationSent(db: Kysely<Database>, id: string, invitedAt: string, at: string): Promise<void> {
  await db
    .updateTable('roster_students')
    .set({ invitation_sent_at: at })
    .where('id', '=', id)
    .where('invited_at', '=', invitedAt)
    .execute();
}

/**
 * The invitations `counselorId` queued that have not gone out, taken back as their account is
 * deleted: nobody stands behind them any more (the column would only go null, leaving them
 * "invited" with no email ever sent), so the students read as not invited, for another counselor
 * of the school to invite. Those already sent stay invited.
 */
export async function withdrawUnsentInvitations(db: Kysely<Database>, counselorId: string): Promise<void> {
  await db
    .updateTable('roster_students')
    .set({ invited_at: null, invitation_requested_by: null })
    .where('invitation_requested_by', '=', counselorId)
    .where('invitation_sent_at', 'is', null)
    .execute();
}

/** An invitation the mail server kept refusing leaves the queue: the student shows as not invited, to be invited again. */
export async function dropInvitation(db: Kysely<Database>, id: string, invitedAt: string): Promise<void> {
  await db
    .updateTable('roster_students')
    .set({ invited_at: null, invitation_requested_by: null })
    .where('id', '=', id)
    .where('invited_at', '=', invitedAt)
    .where('invitation_sent_at', 'is', null)
    .execute();
}

export async function unsubscribeRosterStudent(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable('roster_students').set({ unsubscribed_at: at }).where('id', '=', id).where('unsubscribed_at', 'is', null).execute();
}
