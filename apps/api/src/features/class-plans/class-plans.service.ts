import type { Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { ClassPlan, createClassPlanBodySchema, updateClassPlanBodySchema } from '@campuspath/contract/class-plans';
import { CLASS_PLANS_PER_SCHOOL_MAX, nextYearDay, type PlanRound } from '@campuspath/contract/class-plans-terms';
import type { Database } from '../../db/schema.ts';
import type { ClassPlanTasksTable, ClassPlansTable } from '../../db/schema-class-plans.ts';
import { notFound, refuseField } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { requireRoom } from '../../lib/quota.ts';
import { requireUserColumns } from '../auth/users.store.ts';
import { listStudentIds, lockHighSchool } from '../high-schools/high-schools.store.ts';
import { requireCounselorOf } from '../sharing/access.ts';
import {
  countPlans,
  deletePlanRow,
  findPlanRow,
  insertPlan,
  insertPlanTasks,
  listDeliveries,
  listPlanRows,
  listPlansMadeBy,
  listPlanTaskRows,
} from './class-plans.store.ts';
import { deliverPlans, recipientsOf } from './plan-delivery.ts';
import { releaseTasksFromPlanTasks } from '../tasks/tasks.store.ts';

export interface ClassPlansDeps {
  db: Kysely<Database>;
  now: Clock;
}

export type CreateClassPlanInput = z.output<typeof createClassPlanBodySchema>;
export type UpdateClassPlanInput = z.output<typeof updateClassPlanBodySchema>;
export type PlanRow = Selectable<ClassPlansTable>;
export type PlanTaskRow = Selectable<ClassPlanTasksTable>;

export const PLAN_NOT_FOUND = /*i18n*/ 'Class plan not found';
const PLANS_FULL = `A school keeps at most ${CLASS_PLANS_PER_SCHOOL_MAX} class plans. Delete one it no longer needs first.`;

export function toPlanTask(row: PlanTaskRow) {
  return {
    id: row.id,
    title: row.title,
    dueDate: row.due_date,
    relative:
      row.relative_round !== null && row.days_before !== null
        ? { round: row.relative_round as PlanRound, daysBefore: row.days_before }
        : null,
  };
}

export function toPlan(row: PlanRow, tasks: readonly PlanTaskRow[], recipients: number): ClassPlan {
  return {
    id: row.id,
    title: row.title,
    graduationYear: row.graduation_year,
    group: row.group_name,
    isSample: Number(row.is_sample) === 1,
    tasks: tasks.filter((task) => task.plan_id === row.id).map(toPlanTask),
    recipients,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Rows of a plan's tasks as sent, in their order. */
export const planTaskRows = (planId: string, tasks: UpdateClassPlanInput['tasks']): PlanTaskRow[] =>
  tasks.map((task, position) => ({
    id: task.id ?? newId(),
    plan_id: planId,
    position,
    title: task.title,
    due_date: task.dueDate,
    relative_round: task.relative?.round ?? null,
    days_before: task.relative?.daysBefore ?? null,
  }));

/** The students who received each plan and still belong to its school, counted. */
async function recipientCounts(db: Kysely<Database>, highSchoolId: string, plans: readonly PlanRow[]) {
  const [current, deliveries] = await Promise.all([
    recipientsOf(db, highSchoolId, plans),
    listDeliveries(
      db,
      plans.map((plan) => plan.id),
    ),
  ]);
  const received = new Map<string, string[]>();
  for (const row of deliveries) {
    const ids = received.get(row.plan_id);
    if (ids) ids.push(row.user_id);
    else received.set(row.plan_id, [row.user_id]);
  }
  return (planId: string) => {
    const members = new Set(current.get(planId));
    return (received.get(planId) ?? []).filter((id) => members.has(id)).length;
  };
}

export async function listPlans(deps: ClassPlansDeps, userId: string, highSchoolId: string): Promise<ClassPlan[]> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const plans = await listPlanRows(deps.db, highSchoolId);
  const [tasks, count] = await Promise.all([
    listPlanTaskRows(
      deps.db,
      plans.map((plan) => plan.id),
    ),
    recipientCounts(deps.db, highSchoolId, plans),
  ]);
  return plans.map((plan) => toPlan(plan, tasks, count(plan.id)));
}

export async function requirePlanRow(deps: ClassPlansDeps, userId: string, highSchoolId: string, planId: string): Promise<PlanRow> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const plan = await findPlanRow(deps.db, highSchoolId, planId);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

/**
 * Inside a change to a plan: takes the school's lock (as creating a plan and a student joining
 * do), then reads the plan again, so two saves, or a save and a join, happen one after the other
 * and a plan deleted meanwhile answers 404 instead of being written to.
 */
export async function lockPlanRow(trx: Transaction<Database>, highSchoolId: string, planId: string): Promise<PlanRow> {
  await lockHighSchool(trx, highSchoolId);
  const plan = await findPlanRow(trx, highSchoolId, planId);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

export async function readPlan(deps: ClassPlansDeps, highSchoolId: string, plan: PlanRow): Promise<ClassPlan> {
  const [tasks, count] = await Promise.all([listPlanTaskRows(deps.db, [plan.id]), recipientCounts(deps.db, highSchoolId, [plan])]);
  return toPlan(plan, tasks, count(plan.id));
}

/** Stores a new plan and delivers it to every student of the school it reaches. */
async function addPlan(
  deps: ClassPlansDeps,
  userId: string,
  highSchoolId: string,
  plan: Pick<PlanRow, 'title' | 'graduation_year' | 'group_name' | 'is_sample'>,
  tasks: UpdateClassPlanInput['tasks'],
): Promise<ClassPlan> {
  const id = newId();
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockHighSchool(trx, highSchoolId);
    requireRoom(await countPlans(trx, highSchoolId), CLASS_PLANS_PER_SCHOOL_MAX, PLANS_FULL);
    const row: PlanRow = { id, high_school_id: highSchoolId, created_by: userId, created_at: at, updated_at: at, ...plan };
    await insertPlan(trx, row);
    await insertPlanTasks(trx, planTaskRows(id, tasks));
    await deliverPlans(trx, highSchoolId, [row], at);
  });
  return readPlan(deps, highSchoolId, (await findPlanRow(deps.db, highSchoolId, id))!);
}

export async function createPlan(
  deps: ClassPlansDeps,
  userId: string,
  highSchoolId: string,
  input: CreateClassPlanInput,
): Promise<ClassPlan> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  if (input.tasks.some((task) => task.id !== undefined)) throw refuseField('tasks', /*i18n*/ 'A new plan’s tasks have no id yet');
  // A demo counselor's plan is sample content, like the rest of the demo: it reaches sample students only.
  const { is_demo } = await requireUserColumns(deps.db, userId, ['is_demo']);
  return addPlan(
    deps,
    userId,
    highSchoolId,
    { title: input.title, graduation_year: input.graduationYear ?? null, group_name: input.group ?? null, is_sample: Number(is_demo) },
    input.tasks,
  );
}

/** The plan again for next year's class: graduation year + 1 (a group plan keeps its group), each fixed day a year later; a sample plan's copy is sample too. */
export async function copyPlanToNextYear(deps: ClassPlansDeps, userId: string, highSchoolId: string, planId: string): Promise<ClassPlan> {
  const plan = await requirePlanRow(deps, userId, highSchoolId, planId);
  const tasks = await listPlanTaskRows(deps.db, [plan.id]);
  return addPlan(
    deps,
    userId,
    highSchoolId,
    {
      title: plan.title,
      graduation_year: plan.graduation_year === null ? null : plan.graduation_year + 1,
      group_name: plan.group_name,
      is_sample: plan.is_sample,
    },
    tasks.map((task) => ({
      title: task.title,
      dueDate: task.due_date === null ? null : nextYearDay(task.due_date),
      relative: toPlanTask(task).relative,
    })),
  );
}

/**
 * Deletes the plan: open tasks leave the lists of the school's students; completed ones stay
 * theirs, still naming the plan, as do the tasks of students who left the school.
 */
export async function deletePlan(deps: ClassPlansDeps, userId: string, highSchoolId: string, planId: string): Promise<void> {
  await requirePlanRow(deps, userId, highSchoolId, planId);
  await deps.db.transaction().execute(async (trx) => {
    const plan = await lockPlanRow(trx, highSchoolId, planId);
    const [tasks, members] = await Promise.all([listPlanTaskRows(trx, [plan.id]), listStudentIds(trx, highSchoolId)]);
    await releaseTasksFromPlanTasks(
      trx,
      tasks.map((task) => task.id),
      members,
    );
    await deletePlanRow(trx, plan.id);
  });
}

/** The plans a counselor made, for their account's export (each with its tasks; no student's progress). */
export async function exportPlansMade(db: Kysely<Database>, userId: string) {
  const plans = await listPlansMadeBy(db, userId);
  const tasks = await listPlanTaskRows(
    db,
    plans.map((plan) => plan.id),
  );
  const deliveries = await listDeliveries(
    db,
    plans.map((plan) => plan.id),
  );
  return plans.map((plan) => ({
    ...toPlan(plan, tasks, deliveries.filter((row) => row.plan_id === plan.id).length),
    highSchoolId: plan.high_school_id,
  }));
}
