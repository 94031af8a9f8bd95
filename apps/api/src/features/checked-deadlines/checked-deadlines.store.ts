import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CheckedDeadlinesTable, DeadlineUpdateDismissalsTable } from '../../db/schema-high-school-knowledge.ts';

/**
 * The store of the checked_deadlines and deadline_update_dismissals tables (db/table-owners.ts):
 * the deadlines a school's counselors checked, and the students' "keep my date" answers to them.
 */
export async function listCheckedDeadlineRows(
  db: Kysely<Database>,
  highSchoolId: string,
  filter: { collegeIds?: readonly number[]; round?: string; cycle?: number },
) {
  let query = db.selectFrom('checked_deadlines').selectAll().where('high_school_id', '=', highSchoolId);
  if (filter.collegeIds !== undefined) query = query.where('college_id', 'in', filter.collegeIds);
  if (filter.round !== undefined) query = query.where('round', '=', filter.round);
  if (filter.cycle !== undefined) query = query.where('cycle', '=', filter.cycle);
  return query.execute();
}

export async function findCheckedDeadlineRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('checked_deadlines').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The school's entry for a college, round and cycle (one each), if any. */
export async function findCheckedDeadlineFor(db: Kysely<Database>, highSchoolId: string, collegeId: number, round: string, cycle: number) {
  return db
    .selectFrom('checked_deadlines')
    .selectAll()
    .where('high_school_id', '=', highSchoolId)
    .where('college_id', '=', collegeId)
    .where('round', '=', round)
    .where('cycle', '=', cycle)
    .executeTakeFirst();
}

export async function insertCheckedDeadline(db: Kysely<Database>, row: Insertable<CheckedDeadlinesTable>): Promise<void> {
  await db.insertInto('checked_deadlines').values(row).execute();
}

export async function updateCheckedDeadline(db: Kysely<Database>, id: string, changes: Updateable<CheckedDeadlinesTable>): Promise<void> {
  await db.updateTable('checked_deadlines').set(changes).where('id', '=', id).execute();
}

/** Deletes one of the school's entries; returns whether it existed. */
export async function deleteCheckedDeadlineRow(db: Kysely<Database>, highSchoolId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('checked_deadlines')
    .where('id', '=', id)
    .where('high_school_id', '=', highSchoolId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listDismissals(db: Kysely<Database>, userId: string) {
  return db.selectFrom('deadline_update_dismissals').selectAll().where('user_id', '=', userId).execute();
}

/** Records (or renews) the student's "keep my date" for an application and a checked deadline. */
export async function upsertDismissal(db: Kysely<Database>, row: Insertable<DeadlineUpdateDismissalsTable>): Promise<void> {
  const values = { date: row.date, time_zone: row.time_zone, dismissed_at: row.dismissed_at };
  await db
    .insertInto('deadline_update_dismissals')
    .values(row)
    .onConflict((conflict) => conflict.columns(['application_id', 'deadline_id']).doUpdateSet(values))
    .execute();
}
