import type { ClassPlanDetailResponse } from '@campuspath/contract/class-plans';
import { listSharingStudents } from '../../read-models/caseload-students.ts';
import { readScopes } from '../sharing/share-scopes.ts';
import { listTasksFromPlanTasks } from '../tasks/tasks.store.ts';
import { listDeliveries } from './class-plans.store.ts';
import { readPlan, requirePlanRow, type ClassPlansDeps } from './class-plans.service.ts';

/**
 * A plan with its completion, as the rules of sharing allow: a counselor sees a student's tasks
 * only while the student shares "Tasks" with the school's counselors, so only those students are
 * named, each task's state beside them (done, open, or dismissed by the student). The others who
 * received the plan are one number: joining a school shares nothing until the student chooses,
 * and no count is split by task for them (in a group of one it would tell that student's progress).
 */
export async function readPlanDetail(
  deps: ClassPlansDeps,
  userId: string,
  highSchoolId: string,
  planId: string,
): Promise<ClassPlanDetailResponse> {
  const row = await requirePlanRow(deps, userId, highSchoolId, planId);
  const [plan, deliveries, sharing] = await Promise.all([
    readPlan(deps, highSchoolId, row),
    listDeliveries(deps.db, [row.id]),
    listSharingStudents(deps.db, highSchoolId),
  ]);
  const received = new Set(deliveries.map((delivery) => delivery.user_id));
  const shown = sharing
    .filter((student) => received.has(student.id) && readScopes(student.scopes).tasks)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const shownIds = new Set(shown.map((student) => student.id));
  const copies = (
    await listTasksFromPlanTasks(
      deps.db,
      plan.tasks.map((task) => task.id),
    )
  ).filter((copy) => shownIds.has(copy.user_id));
  const copyOf = new Map(copies.map((copy) => [`${copy.user_id} ${copy.plan_task_id}`, copy]));
  const students = shown.map((student) => ({
    id: student.id,
    name: student.name,
    graduationYear: student.graduation_year,
    tasks: plan.tasks.map((task) => {
      const copy = copyOf.get(`${student.id} ${task.id}`);
      const status = !copy ? ('dismissed' as const) : Number(copy.completed) === 1 ? ('done' as const) : ('open' as const);
      return { taskId: task.id, status, dueDate: copy?.due_date ?? null };
    }),
  }));
  return {
    plan,
    completion: {
      students,
      tasks: plan.tasks.map((task) => {
        const states = students.map((student) => student.tasks.find((entry) => entry.taskId === task.id)!.status);
        return {
          taskId: task.id,
          done: states.filter((state) => state === 'done').length,
          open: states.filter((state) => state === 'open').length,
          dismissed: states.filter((state) => state === 'dismissed').length,
        };
      }),
      notSharing: Math.max(0, plan.recipients - students.length),
    },
  };
}
