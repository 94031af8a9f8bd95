import type { Kysely } from 'kysely';

/**
 * Whether an application was deferred before its final decision (docs/admission-history.md): the
 * status moves on from Deferred to the decision, and a history row built from it records the
 * deferral beside the decision, as a counselor's file does. Applications decided before this
 * column existed are recorded as not deferred (nothing kept says otherwise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('was_deferred', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
