import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Read model `relative-plan-tasks` (tasks, class_plan_tasks): a student's open tasks from class
 * plans that are due relative to a round's deadline, with the round and the days before it, and
 * the date and note they carry now. One query through the student's tasks (indexed by user), so
 * its cost is bounded by one student's list.
 */
export async function listOpenRelativePlanTasks(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('tasks')
    .innerJoin('class_plan_tasks', 'class_plan_tasks.id', 'tasks.plan_task_id')
    .select(['tasks.id', 'tasks.due_date', 'tasks.notes', 'class_plan_tasks.relative_round', 'class_plan_tasks.days_before'])
    .where('tasks.user_id', '=', userId)
    .where('tasks.completed', '=', 0)
    .where('class_plan_tasks.relative_round', 'is not', null)
    .where('class_plan_tasks.days_before', 'is not', null)
    .execute();
  return rows.map((row) => ({ ...row, relative_round: row.relative_round!, days_before: row.days_before! }));
}
