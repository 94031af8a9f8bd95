import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { byNameThenId } from '../../lib/name-order.ts';
import type { RosterStudentsTable } from '../../db/schema-sharing.ts';

/**
 * The store of roster_students (db/table-owners.ts): the students counselors imported for their
 * school, one per school and address. What students and teachers share (batched inserts, the
 * invitation queue) is in roster-lines.store.ts.
 */
/** A school's students by class year, then by name as people read it ("Student 2" before "Student 10"). */
export async function listRosterStudents(db: Kysely<Database>, highSchoolId: string) {
  const rows = await db.selectFrom('roster_students').selectAll().where('high_school_id', '=', highSchoolId).execute();
  return rows.sort((a, b) => a.graduation_year - b.graduation_year || byNameThenId(a, b));
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

export async function unsubscribeRosterStudent(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable('roster_students').set({ unsubscribed_at: at }).where('id', '=', id).where('unsubscribed_at', 'is', null).execute();
}
