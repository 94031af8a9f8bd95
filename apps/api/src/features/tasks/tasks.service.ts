import type { Kysely, Selectable } from 'kysely';
import type { Task, createTaskBodySchema, updateTaskBodySchema } from '@campuspath/contract/tasks';
import {
  COUNSELOR_TASKS_FULL_MESSAGE,
  COUNSELOR_TASKS_PER_STUDENT_MAX,
  TASKS_FULL_MESSAGE,
  TASKS_MAX,
  type TaskCategory,
  type TaskPriority,
} from '@campuspath/contract/tasks-terms';
import type { z } from 'zod';
import type { Database, TasksTable } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { requireRoom } from '../../lib/quota.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import { countTasksAssignedBy, deleteTaskRow, findTaskRow, insertTasks, listTaskRows, updateTaskRow } from './tasks.store.ts';

export interface TasksDeps {
  db: Kysely<Database>;
  now: Clock;
}

export type CreateTaskInput = z.output<typeof createTaskBodySchema>;
export type UpdateTaskInput = z.output<typeof updateTaskBodySchema>;

export const TASK_NOT_FOUND = /*i18n*/ 'Task not found';

function toTask(row: Selectable<TasksTable>): Task {
  return {
    id: row.id,
    title: row.title,
    dueDate: row.due_date,
    category: row.category as TaskCategory,
    priority: row.priority as TaskPriority,
    completed: Number(row.completed) === 1,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    assignedBy: row.assigned_by_name === null ? null : { name: row.assigned_by_name },
    fromPlan: row.plan_title === null ? null : { title: row.plan_title, schoolName: row.plan_school_name ?? '' },
  };
}

/** Every task of the student, by due date (no due date last), then oldest first. */
export async function listTasks(deps: TasksDeps, userId: string): Promise<Task[]> {
  const rows = await listTaskRows(deps.db, userId);
  return rows
    .sort((a, b) => {
      if (a.due_date !== b.due_date) {
        if (a.due_date === null) return 1;
        if (b.due_date === null) return -1;
        return a.due_date < b.due_date ? -1 : 1;
      }
      return a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
    })
    .map(toTask);
}

export async function findTask(deps: TasksDeps, userId: string, taskId: string): Promise<Task | null> {
  const row = await findTaskRow(deps.db, userId, taskId);
  return row ? toTask(row) : null;
}

export async function requireTask(deps: TasksDeps, userId: string, taskId: string): Promise<Task> {
  const task = await findTask(deps, userId, taskId);
  if (!task) throw notFound(TASK_NOT_FOUND);
  return task;
}

/**
 * Adds a task; past its limit, a 400 `quota_exceeded` naming it instead (checked under the
 * student's lock). `assignedBy` is the counselor adding it to the student's list: a counselor's
 * tasks count against their own limit on that student (COUNSELOR_TASKS_PER_STUDENT_MAX), the
 * student's own against TASKS_MAX, so no counselor can fill a student's list.
 */
export async function createTask(
  deps: TasksDeps,
  userId: string,
  input: CreateTaskInput,
  assignedBy: { id: string; name: string } | null = null,
): Promise<Task> {
  const id = newId();
  const now = deps.now().toISOString();
  await withStudentLock(deps.db, userId, async (trx) => {
    const [max, message] = assignedBy ? [COUNSELOR_TASKS_PER_STUDENT_MAX, COUNSELOR_TASKS_FULL_MESSAGE] : [TASKS_MAX, TASKS_FULL_MESSAGE];
    requireRoom(await countTasksAssignedBy(trx, userId, assignedBy?.id ?? null), max, message);
    await insertTasks(trx, [
      {
        id,
        user_id: userId,
        title: input.title,
        due_date: input.dueDate,
        category: input.category,
        priority: input.priority,
        completed: input.completed ? 1 : 0,
        notes: input.notes,
        created_at: now,
        updated_at: now,
        assigned_by: assignedBy?.id ?? null,
        assigned_by_name: assignedBy?.name ?? null,
        plan_task_id: null,
        plan_title: null,
        plan_school_name: null,
      },
    ]);
  });
  return requireTask(deps, userId, id);
}

export const ASSIGNED_TASK_MESSAGE = /*i18n*/ 'This task is from your counselor: you can mark it done or dismiss it, but not change it.';

/** Changes the task's fields; a task from a counselor takes only `completed` (403 `assigned_task` otherwise). */
export async function updateTask(deps: TasksDeps, userId: string, taskId: string, input: UpdateTaskInput): Promise<Task> {
  const task = await requireTask(deps, userId, taskId);
  const edits = Object.entries(input).filter(([key, value]) => key !== 'completed' && value !== undefined);
  if (task.assignedBy && edits.length > 0) throw new HttpError(403, 'assigned_task', ASSIGNED_TASK_MESSAGE);
  const updated = await updateTaskRow(deps.db, userId, taskId, {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.dueDate !== undefined ? { due_date: input.dueDate } : {}),
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.priority !== undefined ? { priority: input.priority } : {}),
    ...(input.completed !== undefined ? { completed: input.completed ? 1 : 0 } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    updated_at: deps.now().toISOString(),
  });
  if (!updated) throw notFound(TASK_NOT_FOUND);
  return requireTask(deps, userId, taskId);
}

export async function deleteTask(deps: TasksDeps, userId: string, taskId: string): Promise<void> {
  if (!(await deleteTaskRow(deps.db, userId, taskId))) throw notFound(TASK_NOT_FOUND);
}
