import type { Kysely } from 'kysely';
import type { ClassPlan } from '@campuspath/contract/class-plans';
import type { Database } from '../../db/schema.ts';
import { refuseField } from '../../lib/errors.ts';
import { listStudentIds } from '../high-schools/high-schools.store.ts';
import { listApplicationRoundsOf } from '../applications/applications.store.ts';
import {
  listTasksFromPlanTasks,
  releaseTasksFromPlanTasks,
  renameTasksFromPlan,
  updateOpenTasksFromPlanTask,
} from '../tasks/tasks.store.ts';
import {
  deletePlanTaskRows,
  findPlanRow,
  insertPlanTasks,
  listDeliveries,
  listPlanTaskRows,
  updatePlanTaskRow,
  updatePlanTitle,
} from './class-plans.store.ts';
import {
  planTaskRows,
  lockPlanRow,
  readPlan,
  requirePlanRow,
  type ClassPlansDeps,
  type PlanRow,
  type PlanTaskRow,
  type UpdateClassPlanInput,
} from './class-plans.service.ts';
import { addPlanTasks, applicationsByStudent, deliverPlans, dueFor, recipientsOf } from './plan-delivery.ts';

/**
 * Editing a plan changes what its students have not done yet, and never what they did:
 * - a changed task: each student's open copy takes the new title and date (a relative date is
 *   worked out again for each student); a completed copy stays as the student completed it;
 * - a removed task: open copies leave the lists; completed ones stay, still naming the plan;
 * - a new task: added to every student who received the plan and still belongs to the school;
 * - students who joined the plan's class or group since it was made receive the whole plan.
 * Only the school's students now are changed: one who left keeps every copy as it was (a removed
 * task's copy stays on their list, no longer tied to the plan). A task a student dismissed is not given back. The class or group of a plan does not change:
 * copying the plan makes one for another class.
 */
export async function updatePlan(
  deps: ClassPlansDeps,
  userId: string,
  highSchoolId: string,
  planId: string,
  input: UpdateClassPlanInput,
): Promise<ClassPlan> {
  await requirePlanRow(deps, userId, highSchoolId, planId);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const plan = await lockPlanRow(trx, highSchoolId, planId);
    const old = await listPlanTaskRows(trx, [plan.id]);
    const oldIds = new Set(old.map((task) => task.id));
    const seen = new Set<string>();
    input.tasks.forEach((task, index) => {
      if (task.id === undefined) return;
      if (!oldIds.has(task.id) || seen.has(task.id))
        throw refuseField(
          'tasks',
          /*i18n*/ { id: 'Task {number} is not in this plan (or is listed twice)', values: { number: index + 1 } },
        );
      seen.add(task.id);
    });
    const rows = planTaskRows(plan.id, input.tasks);
    const removed = old.filter((task) => !seen.has(task.id)).map((task) => task.id);
    // Only the school's students now: one who left keeps their copies as they were.
    const members = await listStudentIds(trx, highSchoolId);
    await releaseTasksFromPlanTasks(trx, removed, members);
    await deletePlanTaskRows(trx, removed);
    const renamed: PlanRow = { ...plan, title: input.title, updated_at: at };
    await updatePlanTitle(trx, plan.id, input.title, at);
    await renameTasksFromPlan(trx, [...seen], members, input.title);
    const changed: PlanTaskRow[] = [];
    for (const row of rows.filter((task) => seen.has(task.id))) {
      await updatePlanTaskRow(trx, row.id, row);
      const before = old.find((task) => task.id === row.id)!;
      if (
        before.title !== row.title ||
        before.due_date !== row.due_date ||
        before.relative_round !== row.relative_round ||
        before.days_before !== row.days_before
      ) {
        changed.push(row);
      }
    }
    await updateOpenCopies(trx, changed, members, at);
    const added = rows.filter((task) => !seen.has(task.id));
    await insertPlanTasks(trx, added);
    const [recipients, deliveries] = await Promise.all([recipientsOf(trx, highSchoolId, [plan]), listDeliveries(trx, [plan.id])]);
    const stillHere = new Set(recipients.get(plan.id));
    await addPlanTasks(
      trx,
      renamed,
      added,
      deliveries.map((row) => row.user_id).filter((id) => stillHere.has(id)),
      at,
    );
    await deliverPlans(trx, highSchoolId, [renamed], at);
  });
  return readPlan(deps, highSchoolId, (await findPlanRow(deps.db, highSchoolId, planId))!);
}

/**
 * The open copy of each changed task of each student of the school (`members`) takes its new title
 * and date. A relative date differs by student, but students share a handful of dates: the copies
 * and applications are read once for all the tasks, then one update per (task, date, note) group,
 * in slices, so an edit for a class of thousands is a few statements per task, not one per student.
 */
async function updateOpenCopies(
  db: Kysely<Database>,
  tasks: readonly PlanTaskRow[],
  members: readonly string[],
  at: string,
): Promise<void> {
  for (const task of tasks.filter((row) => row.relative_round === null)) {
    for (const slice of slices(members)) {
      await updateOpenTasksFromPlanTask(db, task.id, slice, { title: task.title, due_date: task.due_date, notes: '', updated_at: at });
    }
  }
  const relative = new Map(tasks.filter((row) => row.relative_round !== null).map((row) => [row.id, row]));
  if (relative.size === 0) return;
  const current = new Set(members);
  const copies = (await listTasksFromPlanTasks(db, [...relative.keys()])).filter(
    (copy) => Number(copy.completed) === 0 && current.has(copy.user_id) && copy.plan_task_id !== null,
  );
  const applications = applicationsByStudent(await listApplicationRoundsOf(db, [...new Set(copies.map((copy) => copy.user_id))]));
  const groups = new Map<string, { task: PlanTaskRow; due: ReturnType<typeof dueFor>; userIds: string[] }>();
  for (const copy of copies) {
    const task = relative.get(copy.plan_task_id!)!;
    const due = dueFor(task, applications.get(copy.user_id));
    const key = JSON.stringify([task.id, due.due_date, due.notes]);
    const group = groups.get(key) ?? groups.set(key, { task, due, userIds: [] }).get(key)!;
    group.userIds.push(copy.user_id);
  }
  for (const { task, due, userIds } of groups.values()) {
    for (const slice of slices(userIds)) {
      await updateOpenTasksFromPlanTask(db, task.id, slice, { title: task.title, ...due, updated_at: at });
    }
  }
}

/** Ids in slices small enough for either database's limit on bound parameters. */
const SLICE = 1_000;
function* slices(ids: readonly string[]): Generator<readonly string[]> {
  for (let start = 0; start < ids.length; start += SLICE) yield ids.slice(start, start + SLICE);
}
