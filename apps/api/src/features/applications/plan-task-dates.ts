import type { Kysely } from 'kysely';
import { relativeTaskDue, type PlanRound } from '@campuspath/contract/class-plans-terms';
import type { Database } from '../../db/schema.ts';
import { listOpenRelativePlanTasks } from '../../read-models/relative-plan-tasks.ts';
import { updateTaskRow } from '../tasks/tasks.store.ts';
import { listApplicationRoundsOf } from './applications.store.ts';

/**
 * A class-plan task due "N days before your earliest deadline in a round" follows the student's
 * applications. Every write that adds or removes one of the student's applications, or changes
 * its round or deadline, calls this in its transaction: two queries (the student's open relative
 * plan tasks, their applications), each date worked out in one pass over them, and a write only
 * for a task whose date or note changed. Bounded by one student's lists (at most 40 plans of 20
 * tasks, and their applications), whatever the size of the school. A completed task stays as the
 * student completed it.
 */
export async function followApplicationDeadlines(db: Kysely<Database>, userId: string, at: string): Promise<void> {
  const tasks = await listOpenRelativePlanTasks(db, userId);
  if (tasks.length === 0) return;
  const applications = await listApplicationRoundsOf(db, [userId]);
  for (const task of tasks) {
    const { dueDate, notes } = relativeTaskDue(applications, task.relative_round as PlanRound, task.days_before);
    if (dueDate !== task.due_date || notes !== task.notes)
      await updateTaskRow(db, userId, task.id, { due_date: dueDate, notes, updated_at: at });
  }
}
