import { sql, type Kysely } from 'kysely';

/**
 * Letter requests: a student asks a teacher, in the app, for a recommendation letter.
 *
 * - letter_requests: one per ask, from the student (`user_id`, so it leaves with their account) to
 *   the teacher's address (`teacher_email`, lower-cased); a teacher account reads the requests sent
 *   to its verified address. It carries the student's note, whether they waived their right to see
 *   the letter, its status (requested, accepted, declined, submitted), the teacher's message, and
 *   the student's tracker row (`letter_id`) that the teacher's actions keep up to date.
 *   `nearest_deadline` is the soonest open college deadline, for the queue's order and for the
 *   reminder scheduler's partial index (read-models/open-deadlines.ts repeats its predicate).
 * - letter_request_colleges: the colleges and deadlines the letter is for (from the student's
 *   applications), each marked submitted by the teacher on its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('letter_requests')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('letter_id', 'varchar(36)', (col) => col.notNull().references('letters.id').onDelete('cascade'))
    .addColumn('teacher_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('teacher_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('waived', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('nearest_deadline', 'varchar(10)')
    .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(40)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('letter_requests_user').on('letter_requests').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('letter_requests_teacher').on('letter_requests').columns(['teacher_email', 'nearest_deadline']).execute();
  await db.schema.createIndex('letter_requests_letter').on('letter_requests').column('letter_id').execute();

  await db.schema
    .createTable('letter_request_colleges')
    .addColumn('request_id', 'varchar(36)', (col) => col.notNull().references('letter_requests.id').onDelete('cascade'))
    .addColumn('school_id', 'integer', (col) => col.notNull())
    .addColumn('round', 'varchar(40)', (col) => col.notNull())
    .addColumn('deadline', 'varchar(10)')
    .addColumn('submitted_at', 'varchar(40)')
    .addPrimaryKeyConstraint('letter_request_colleges_pk', ['request_id', 'school_id'])
    .execute();

  // Requests with a letter still to write, by deadline then teacher: the scheduler's range scan.
  await db.schema
    .createIndex('letter_requests_open_due')
    .on('letter_requests')
    .columns(['nearest_deadline', 'teacher_email'])
    .where(sql.raw<boolean>("status IN ('requested', 'accepted')"))
    .execute();
}
