import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, TasksTable } from '../../db/schema.ts';

/**
 * The store of the tasks table (db/table-owners.ts): the student's to-do list. Every other
 * feature that reads or adds tasks (deadlines, the dashboard, a counselor's caseload, the
 * demos) calls these functions.
 */
export async function listTaskRows(db: Kysely<Database>, userId: string) {
  return db.selectFrom('tasks').selectAll().where('user_id', '=', userId).execute();
}

/** Several students' tasks at once, the columns a counselor's caseload counts. */
export async function listTaskSummariesOf(db: Kysely<Database>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom('tasks').select(['user_id', 'due_date', 'completed', 'updated_at']).where('user_id', 'in', userIds).execute();
}

export async function findTaskRow(db: Kysely<Database>, userId: string, taskId: string) {
  return db.selectFrom('tasks').selectAll().where('id', '=', taskId).where('user_id', '=', userId).executeTakeFirst();
}

export async function countTasks(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

/** The student's tasks a counselor gave them (`assignedBy`), or their own (null). */
export async function countTasksAssignedBy(db: Kysely<Database>, userId: string, assignedBy: string | null): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('assigned_by', assignedBy === null ? 'is' : '=', assignedBy)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertTasks(db: Kysely<Database>, rows: readonly Insertable<TasksTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('tasks').values(rows).execute();
}

/** Sets the given columns of the student's task; returns whether it exists. */
export async function updateTaskRow(
  db: Kysely<Database>,
  userId: string,
  taskId: string,
  changes: Updateable<TasksTable>,
): Promise<boolean> {
  const result = await db.updateTable('tasks').set(changes).where('id', '=', taskId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the student's task; returns whether it existed. */
export async function deleteTaskRow(db: Kysely<Database>, userId: string, taskId: string): Promise<boolean> {
  const result = await db.deleteFrom('tasks').where('id', '=', taskId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The students' tasks due from `from` to `to` (both included), done or not. */
export async function listTasksDueBetween(db: Kysely<Database>, userIds: readonly string[], { from, to }: { from: string; to: string }) {
  return db
    .selectFrom('tasks')
    .select(['user_id', 'id', 'title', 'completed', 'due_date'])
    .where('user_id', 'in', userIds)
    .where('due_date', '>=', from)
    .where('due_date', '<=', to)
    .execute();
}

/** When each of the student's tasks was created and last changed (the calendar feed's revisions). */
export async function listTaskTimes(db: Kysely<Database>, userId: string) {
  return db.selectFrom('tasks').select(['id', 'created_at', 'updated_at']).where('user_id', '=', userId).execute();
}

/** When each of these tasks was created. */
export async function taskCreationTimes(db: Kysely<Database>, taskIds: readonly string[]) {
  if (taskIds.length === 0) return [];
  return db.selectFrom('tasks').select(['id', 'created_at']).where('id', 'in', taskIds).execute();
}
