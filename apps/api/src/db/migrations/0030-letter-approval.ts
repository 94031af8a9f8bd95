import type { Kysely } from 'kysely';

/**
 * A school's rules for the letters its students ask of teachers in the app (docs/schools.md,
 * "Letter rules and approval"), set by its counselors:
 * - high_schools.letters_ask_from: the first day its students may ask (YYYY-MM-DD); null: any day.
 * - high_schools.letters_need_approval: 1 when a counselor approves each request before the
 *   teacher sees it or is emailed; 0 (the default) otherwise.
 * And on a request made under that rule:
 * - letter_requests.approval_school_id: the school whose counselors decide it (null: none was
 *   needed). Its status is 'awaiting' until they do, then 'requested' (approved) or
 *   'not_approved'; neither of the first two statuses is one a teacher's queue or reminders read.
 *   A school is deleted only without students, and a student who leaves has their waiting
 *   requests released first, so the reference is cleared rather than kept.
 * - letter_requests.approval_message: the counselor's message to the student ('' when none);
 *   never shown to the teacher.
 * - letter_requests.approval_decided_at: when a counselor decided; null while it waits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('high_schools').addColumn('letters_ask_from', 'varchar(10)').execute();
  await db.schema
    .alterTable('high_schools')
    .addColumn('letters_need_approval', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('letter_requests')
    .addColumn('approval_school_id', 'varchar(36)', (col) => col.references('high_schools.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('letter_requests')
    .addColumn('approval_message', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('letter_requests').addColumn('approval_decided_at', 'varchar(40)').execute();
  // The approval queue: a school's waiting requests, oldest first.
  await db.schema
    .createIndex('letter_requests_approval_queue')
    .on('letter_requests')
    .columns(['approval_school_id', 'status', 'created_at'])
    .execute();
}
