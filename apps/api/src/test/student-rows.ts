import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The per-student lists a count cap guards; each has a `user_id` column. */
export type StudentListTable = 'applications' | 'essays' | 'tasks' | 'letters' | 'documents' | 'saved_schools' | 'compare_items';

/** How many rows of `table` the student has (what the caps tests check after racing requests). */
export async function countStudentRows(db: Kysely<Database>, table: StudentListTable, userId: string): Promise<number> {
  // The tables differ in their other columns, so the union is narrowed to one for the builder's types.
  const row = await db
    .selectFrom(table as 'tasks')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}
