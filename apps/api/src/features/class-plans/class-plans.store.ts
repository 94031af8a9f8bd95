import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ClassPlanTasksTable, ClassPlansTable } from '../../db/schema-class-plans.ts';

/**
 * The store of class_plans, class_plan_tasks and class_plan_deliveries (db/table-owners.ts): a
 * school's class-wide plans, their tasks, and which students received each plan.
 */
export async function insertPlan(db: Kysely<Database>, row: Insertable<ClassPlansTable>): Promise<void> {
  await db.insertInto('class_plans').values(row).execute();
}

export async function listPlanRows(db: Kysely<Database>, highSchoolId: string) {
  return db.selectFrom('class_plans').selectAll().where('high_school_id', '=', highSchoolId).orderBy('created_at').orderBy('id').execute();
}

export async function findPlanRow(db: Kysely<Database>, highSchoolId: string, planId: string) {
  return db.selectFrom('class_plans').selectAll().where('high_school_id', '=', highSchoolId).where('id', '=', planId).executeTakeFirst();
}

/** The plans a counselor made, at any school (their account's export). */
export async function listPlansMadeBy(db: Kysely<Database>, userId: string) {
  return db.selectFrom('class_plans').selectAll().where('created_by', '=', userId).orderBy('created_at').execute();
}

export async function countPlans(db: Kysely<Database>, highSchoolId: string): Promise<number> {
  const row = await db
    .selectFrom('class_plans')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('high_school_id', '=', highSchoolId)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a string.
  return Number(row.count);
}

export async function updatePlanTitle(db: Kysely<Database>, planId: string, title: string, at: string): Promise<void> {
  await db.updateTable('class_plans').set({ title, updated_at: at }).where('id', '=', planId).execute();
}

export async function deletePlanRow(db: Kysely<Database>, planId: string): Promise<void> {
  await db.deleteFrom('class_plans').where('id', '=', planId).execute();
}

export async function listPlanTaskRows(db: Kysely<Database>, planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  return db.selectFrom('class_plan_tasks').selectAll().where('plan_id', 'in', planIds).orderBy('position').orderBy('id').execute();
}

export async function insertPlanTasks(db: Kysely<Database>, rows: readonly Insertable<ClassPlanTasksTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('class_plan_tasks').values(rows).execute();
}

export async function updatePlanTaskRow(
  db: Kysely<Database>,
  id: string,
  fields: Pick<ClassPlanTasksTable, 'position' | 'title' | 'due_date' | 'relative_round' | 'days_before'>,
): Promise<void> {
  await db.updateTable('class_plan_tasks').set(fields).where('id', '=', id).execute();
}

export async function deletePlanTaskRows(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('class_plan_tasks').where('id', 'in', ids).execute();
}

/** Who received each of these plans (only whether `userId` did, when named). */
export async function listDeliveries(db: Kysely<Database>, planIds: readonly string[], userId?: string) {
  if (planIds.length === 0) return [];
  let query = db.selectFrom('class_plan_deliveries').select(['plan_id', 'user_id']).where('plan_id', 'in', planIds);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.execute();
}

/** Rows per INSERT of deliveries (3 bound values a row). */
const DELIVERY_BATCH = 1_000;

/**
 * Records that these students received the plan and returns those it was new to: when two
 * deliveries race for one student, exactly one records it, and only that one adds the tasks.
 */
export async function claimDeliveries(db: Kysely<Database>, planId: string, userIds: readonly string[], at: string): Promise<string[]> {
  const claimed: string[] = [];
  for (let start = 0; start < userIds.length; start += DELIVERY_BATCH) {
    const rows = await db
      .insertInto('class_plan_deliveries')
      .values(userIds.slice(start, start + DELIVERY_BATCH).map((userId) => ({ plan_id: planId, user_id: userId, delivered_at: at })))
      .onConflict((conflict) => conflict.columns(['plan_id', 'user_id']).doNothing())
      .returning('user_id')
      .execute();
    claimed.push(...rows.map((row) => row.user_id));
  }
  return claimed;
}
