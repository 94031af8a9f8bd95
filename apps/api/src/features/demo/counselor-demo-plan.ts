import type { I18n } from '@lingui/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { insertPlan, insertPlanTasks } from '../class-plans/class-plans.store.ts';
import { deliverPlans } from '../class-plans/plan-delivery.ts';

/** The demo's sample plan is named so everywhere it appears: in the counselor's list and in each student's tasks. */
export const demoPlanTitle = (i18n: I18n) => i18n._('Sample plan: senior fall');

const inDays = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A sample class plan for the demo school's class, delivered to its sample students like a
 * real one: one task on a day, one due a week before each student's Early Action deadline (a
 * student without one gets it undated, saying why). Marked sample (`is_sample`).
 */
export async function addDemoClassPlan(
  db: Kysely<Database>,
  i18n: I18n,
  plan: { schoolId: string; counselorId: string; graduationYear: number; today: Date },
) {
  const { schoolId, counselorId, graduationYear, today } = plan;
  const now = today.toISOString();
  const row = {
    id: newId(),
    high_school_id: schoolId,
    title: demoPlanTitle(i18n),
    graduation_year: graduationYear,
    group_name: null,
    created_by: counselorId,
    is_sample: 1,
    created_at: now,
    updated_at: now,
  };
  await insertPlan(db, row);
  await insertPlanTasks(db, [
    {
      id: newId(),
      plan_id: row.id,
      position: 0,
      title: i18n._('Sample task: ask two teachers for letters'),
      due_date: inDays(today, 14),
      relative_round: null,
      days_before: null,
    },
    {
      id: newId(),
      plan_id: row.id,
      position: 1,
      title: i18n._('Sample task: send your test scores'),
      due_date: null,
      relative_round: 'early-action',
      days_before: 7,
    },
  ]);
  await deliverPlans(db, schoolId, [row], now);
}
