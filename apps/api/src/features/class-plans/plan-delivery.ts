import type { Kysely, Selectable, Transaction } from 'kysely';
import { relativeTaskDue, type PlanRound } from '@campuspath/contract/class-plans-terms';
import type { Database } from '../../db/schema.ts';
import type { ClassPlanTasksTable, ClassPlansTable } from '../../db/schema-class-plans.ts';
import { newId } from '../../lib/ids.ts';
import { listSchoolMembers } from '../../read-models/school-members.ts';
import { listApplicationRoundsOf } from '../applications/applications.store.ts';
import { listUserColumns } from '../auth/users.store.ts';
import { findHighSchool, findStudentSchoolId, lockHighSchool } from '../high-schools/high-schools.store.ts';
import { listRosterStudents } from '../rosters/rosters.store.ts';
import { insertTasks } from '../tasks/tasks.store.ts';
import { claimDeliveries, listDeliveries, listPlanRows, listPlanTaskRows } from './class-plans.store.ts';

/**
 * Who a plan reaches and what each student receives. A plan reaches the students who joined its
 * school and are in its class (their account's graduation year) or its roster group (the roster
 * line with their verified address). Each receives each plan once (class_plan_deliveries): a
 * student who dismissed a plan's task does not get it back, and a student who joins later gets
 * every plan of their class when they join (by code or from a roster invitation). A sample plan
 * (is_sample, the counselor demo's) reaches demo accounts only.
 */
type PlanRow = Selectable<ClassPlansTable>;
type PlanTaskRow = Selectable<ClassPlanTasksTable>;
type Application = { user_id: string; round: string; deadline: string | null };

/** Each student's applications, grouped once (a plan reaches thousands of students with a few each). */
export function applicationsByStudent(applications: readonly Application[]): Map<string, Application[]> {
  const byStudent = new Map<string, Application[]>();
  for (const application of applications) {
    const list = byStudent.get(application.user_id);
    if (list) list.push(application);
    else byStudent.set(application.user_id, [application]);
  }
  return byStudent;
}

const sameGroup = (a: string | null, b: string | null) => a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The students of the school each plan reaches, by plan id. */
export async function recipientsOf(db: Kysely<Database>, highSchoolId: string, plans: readonly PlanRow[]): Promise<Map<string, string[]>> {
  const members = await listSchoolMembers(db, highSchoolId);
  const needsRoster = plans.some((plan) => plan.group_name !== null);
  const groups = new Map<string, string | null>();
  if (needsRoster) for (const line of await listRosterStudents(db, highSchoolId)) groups.set(line.email, line.group_name);
  return new Map(
    plans.map((plan) => [
      plan.id,
      members
        // A sample plan (the counselor demo's) reaches sample students only, never a real account.
        .filter((member) => Number(plan.is_sample) === 0 || Number(member.is_demo) === 1)
        .filter((member) =>
          plan.graduation_year !== null
            ? member.graduation_year === plan.graduation_year
            : member.email_verified_at !== null && sameGroup(groups.get(member.email.toLowerCase()) ?? null, plan.group_name),
        )
        .map((member) => member.id),
    ]),
  );
}

/** The due date and note of a plan's task for one student, from their applications. */
export function dueFor(task: PlanTaskRow, applications: readonly Application[] = []): { due_date: string | null; notes: string } {
  if (task.relative_round === null || task.days_before === null) return { due_date: task.due_date, notes: '' };
  const { dueDate, notes } = relativeTaskDue(applications, task.relative_round as PlanRound, task.days_before);
  return { due_date: dueDate, notes };
}

/** Adds these plan tasks to these students' lists, as the counselor's, naming the plan and school. */
export async function addPlanTasks(
  db: Kysely<Database>,
  plan: PlanRow,
  tasks: readonly PlanTaskRow[],
  userIds: readonly string[],
  at: string,
): Promise<void> {
  if (tasks.length === 0 || userIds.length === 0) return;
  const [applications, school, maker] = await Promise.all([
    listApplicationRoundsOf(db, userIds).then(applicationsByStudent),
    findHighSchool(db, plan.high_school_id),
    plan.created_by ? listUserColumns(db, [plan.created_by], ['name']) : [],
  ]);
  const schoolName = school?.name ?? 'Your high school';
  await insertTasks(
    db,
    userIds.flatMap((userId) =>
      tasks.map((task) => ({
        id: newId(),
        user_id: userId,
        title: task.title,
        ...dueFor(task, applications.get(userId)),
        category: 'other',
        priority: 'medium',
        completed: 0,
        created_at: at,
        updated_at: at,
        assigned_by: plan.created_by,
        assigned_by_name: maker[0]?.name ?? `${schoolName} counselors`,
        plan_task_id: task.id,
        plan_title: plan.title,
        plan_school_name: schoolName,
      })),
    ),
  );
}

/**
 * Delivers each plan to those of its recipients who have not received it yet: the deliveries are
 * read once, and only the missing ones are recorded and given their tasks, a batch at a time.
 */
export async function deliverPlans(db: Kysely<Database>, highSchoolId: string, plans: readonly PlanRow[], at: string, onlyUserId?: string) {
  const planIds = plans.map((plan) => plan.id);
  const [recipients, tasks, deliveries] = await Promise.all([
    recipientsOf(db, highSchoolId, plans),
    listPlanTaskRows(db, planIds),
    listDeliveries(db, planIds, onlyUserId),
  ]);
  const received = new Set(deliveries.map((row) => `${row.plan_id} ${row.user_id}`));
  for (const plan of plans) {
    const missing = (recipients.get(plan.id) ?? []).filter(
      (userId) => (onlyUserId === undefined || userId === onlyUserId) && !received.has(`${plan.id} ${userId}`),
    );
    if (missing.length === 0) continue;
    const newcomers = await claimDeliveries(db, plan.id, missing, at);
    await addPlanTasks(
      db,
      plan,
      tasks.filter((task) => task.plan_id === plan.id),
      newcomers,
      at,
    );
  }
}

/**
 * A student who just joined the school gets every plan of their class or group (`userId`); with
 * no student named, every student of the school gets the plans they now match (a roster import
 * that placed joined students in a group). In the caller's transaction, or in one of its own,
 * with the school locked (PostgreSQL), so a plan being made at the same moment reaches the student
 * either way: it sees them as a member, or this delivery sees it.
 */
export async function deliverSchoolPlans(db: Kysely<Database>, highSchoolId: string, at: string, userId?: string): Promise<void> {
  const deliver = async (trx: Transaction<Database>) => {
    await lockHighSchool(trx, highSchoolId);
    const plans = await listPlanRows(trx, highSchoolId);
    if (plans.length > 0) await deliverPlans(trx, highSchoolId, plans, at, userId);
  };
  if (db.isTransaction) await deliver(db as Transaction<Database>);
  else await db.transaction().execute(deliver);
}

/**
 * The plans of the student's school that they now match, after something that decides which they
 * match changed: their address was verified (a group plan counts roster lines by verified address
 * only) or their graduation year changed (a plan for a class). Plans they received stay theirs.
 */
export async function deliverPlansToStudent(db: Kysely<Database>, userId: string, at: string): Promise<void> {
  const highSchoolId = await findStudentSchoolId(db, userId);
  if (highSchoolId) await deliverSchoolPlans(db, highSchoolId, at, userId);
}
