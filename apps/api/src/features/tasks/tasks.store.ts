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

/**
 * The student's tasks a counselor gave them one by one (`assignedBy`), or their own (null). Tasks
 * from a class plan are not counted: the plan's own limits bound them.
 */
export async function countTasksAssignedBy(db: Kysely<Database>, userId: string, assignedBy: string | null): Promise<number> {
  const row = await db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('assigned_by', assignedBy === null ? 'is' : '=', assignedBy)
    .where('plan_title', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Rows per INSERT: a class plan gives every student of a class each of its tasks at once, and one
 * statement binds 15 values a row (SQLite takes at most 32,766 bound values, PostgreSQL 65,535).
 */
const INSERT_BATCH = 500;

export async function insertTasks(db: Kysely<Database>, rows: readonly Insertable<TasksTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .insertInto('tasks')
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
  }
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

/** The students' tasks delivered from these class-plan tasks. */
export async function listTasksFromPlanTasks(db: Kysely<Database>, planTaskIds: readonly string[]) {
  if (planTaskIds.length === 0) return [];
  return db
    .selectFrom('tasks')
    .select(['id', 'user_id', 'plan_task_id', 'completed', 'due_date'])
    .where('plan_task_id', 'in', planTaskIds)
    .execute();
}

/**
 * Changes the still-open tasks delivered from a class-plan task to these students (the school's
 * members now); a completed one stays as the student did it.
 */
export async function updateOpenTasksFromPlanTask(
  db: Kysely<Database>,
  planTaskId: string,
  userIds: readonly string[],
  changes: Pick<Updateable<TasksTable>, 'title' | 'due_date' | 'notes' | 'updated_at'>,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('tasks')
    .set(changes)
    .where('plan_task_id', '=', planTaskId)
    .where('user_id', 'in', userIds)
    .where('completed', '=', 0)
    .execute();
}

/** The plan's new title on every task still delivered from it to these students (the school's members now). */
export async function renameTasksFromPlan(
  db: Kysely<Database>,
  planTaskIds: readonly string[],
  userIds: readonly string[],
  planTitle: string,
): Promise<void> {
  if (planTaskIds.length === 0 || userIds.length === 0) return;
  await db
    .updateTable('tasks')
    .set({ plan_title: planTitle })
    .where('plan_task_id', 'in', planTaskIds)
    .where('user_id', 'in', userIds)
    .execute();
}

/**
 * A class-plan task removed: the open copies of these students (the school's members now) leave
 * their lists; every other copy stays its student's (their work, or the list of a student who
 * left the school), no longer tied to the plan but still naming it as their source.
 */
export async function releaseTasksFromPlanTasks(
  db: Kysely<Database>,
  planTaskIds: readonly string[],
  userIds: readonly string[],
): Promise<void> {
  if (planTaskIds.length === 0) return;
  if (userIds.length > 0) {
    await db
      .deleteFrom('tasks')
      .where('plan_task_id', 'in', planTaskIds)
      .where('user_id', 'in', userIds)
      .where('completed', '=', 0)
      .execute();
  }
  await db.updateTable('tasks').set({ plan_task_id: null }).where('plan_task_id', 'in', planTaskIds).execute();
}
