import { beforeAll, describe, expect, it } from 'vitest';
import { postClassPlan } from '../../test/class-plan-requests.ts';
import { LONG_AGO, studentRow } from '../../test/direct-rows.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { counselorWithSchool } from '../../test/roles.ts';
import { seniorsYear } from '../../test/roster-requests.ts';
import { useTestApp } from '../../test/test-app.ts';
import { newId } from '../../lib/ids.ts';

/**
 * A plan for a whole class: every student of a class of 150 receives each of 20 tasks (3,000 task
 * rows, more than one statement binds on SQLite), when the plan is made and when a task is added.
 * The students are written straight to the tables (signing up 150 would spend the time hashing).
 */
const ctx = useTestApp();
const year = seniorsYear();
const CLASS_SIZE = 150;
let counselor: SignedInUser;
let schoolId: string;

beforeAll(async () => {
  ({ counselor, schoolId } = await counselorWithSchool(ctx.app));
  const { db } = ctx.database.handle;
  const ids = Array.from({ length: CLASS_SIZE }, () => newId());
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values(ids.map((id) => ({ ...studentRow(id, `senior-${id}@example.com`, 'Senior Student', now), graduation_year: year })))
    .execute();
  await db
    .insertInto('high_school_students')
    .values(ids.map((id) => ({ user_id: id, high_school_id: schoolId, joined_at: LONG_AGO })))
    .execute();
});

const planTaskCount = async (title: string) => {
  const row = await ctx.database.handle.db
    .selectFrom('tasks')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('plan_title', '=', title)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

describe('a plan for a class of 150', () => {
  it('reaches every student with every task, when made, when a task is added and when every task is re-dated', async () => {
    const tasks = Array.from({ length: 20 }, (_, index) => ({
      title: `Step ${index + 1}`,
      relative: { round: 'regular-decision' as const, daysBefore: 20 - index },
    }));
    const plan = await postClassPlan(ctx.app, counselor, schoolId, { title: 'Senior year', graduationYear: year, tasks });
    expect(plan.recipients).toBe(CLASS_SIZE);
    expect(await planTaskCount('Senior year')).toBe(CLASS_SIZE * 20);

    // One task out, one new one in: the new one reaches all 150 again.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/high-schools/${schoolId}/class-plans/${plan.id}`,
      headers: { cookie: counselor.cookie },
      payload: {
        title: 'Senior year',
        tasks: [
          ...plan.tasks.slice(1).map((task) => ({ id: task.id, title: task.title, relative: task.relative })),
          { title: 'Thank your recommenders', dueDate: `${year}-05-01` },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().plan.recipients).toBe(CLASS_SIZE);
    expect(await planTaskCount('Senior year')).toBe(CLASS_SIZE * 20);

    // Every relative task re-dated and renamed: each student's open copy follows (in a few
    // statements per task, one per distinct date, not one per student).
    const current = edited.json().plan as typeof plan;
    const redated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/high-schools/${schoolId}/class-plans/${plan.id}`,
      headers: { cookie: counselor.cookie },
      payload: {
        title: 'Senior year',
        tasks: current.tasks.map((task) =>
          task.relative
            ? { id: task.id, title: `${task.title} (revised)`, relative: { ...task.relative, daysBefore: task.relative.daysBefore + 1 } }
            : { id: task.id, title: task.title, dueDate: task.dueDate },
        ),
      },
    });
    expect(redated.statusCode, redated.body).toBe(200);
    const revised = await ctx.database.handle.db
      .selectFrom('tasks')
      .select(['user_id', 'title', 'notes'])
      .where('plan_title', '=', 'Senior year')
      .where('title', 'like', '% (revised)')
      .execute();
    expect(revised).toHaveLength(CLASS_SIZE * 19);
    expect(new Set(revised.map((task) => task.user_id)).size).toBe(CLASS_SIZE);
    // None of these students has a regular-decision application: each copy says why it has no date.
    expect(revised.every((task) => task.notes.length > 0)).toBe(true);
  });
});
