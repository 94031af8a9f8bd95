import { beforeAll, describe, expect, it } from 'vitest';
import { taskListResponseSchema, type Task } from '@campuspath/contract/tasks';
import { postClassPlan } from '../../test/class-plan-requests.ts';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { counselorWithSchool, joinSchool } from '../../test/roles.ts';
import { seniorsYear } from '../../test/roster-requests.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

/**
 * A plan task due "N days before your earliest deadline in a round" follows the student's own
 * applications after it was delivered: an application added in the round dates it, an earlier
 * deadline moves it, removing the application takes the date away again, and a completed task
 * stays as the student completed it.
 */
const ctx = useTestApp();
const year = seniorsYear();
let counselor: SignedInUser;
let schoolId: string;
let joinCode: string;

beforeAll(async () => {
  ({ counselor, schoolId, joinCode } = await counselorWithSchool(ctx.app));
});

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
const planTasksOf = async (student: SignedInUser): Promise<Task[]> =>
  taskListResponseSchema.parse((await as(student, 'GET', '/api/tasks')).json()).tasks.filter((task) => task.fromPlan !== null);

async function apply(user: SignedInUser, college: number, round: string, deadline: string): Promise<string> {
  const response = await as(user, 'POST', '/api/applications', { schoolId: testCatalog().schools[college]!.id, round, deadline });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('a relative plan date after delivery', () => {
  it('follows the applications the student adds, changes and removes in that round', async () => {
    const student = await signUp(ctx.app, { role: 'student', graduationYear: year, name: 'Dee Later' });
    await joinSchool(ctx.app, student, joinCode);
    await postClassPlan(ctx.app, counselor, schoolId, {
      title: 'Early rounds',
      graduationYear: year,
      tasks: [
        { title: 'Send test scores', relative: { round: 'early-action', daysBefore: 7 } },
        { title: 'Ask for a counselor letter', relative: { round: 'early-action', daysBefore: 14 } },
        { title: 'Finish the Common App', dueDate: `${year - 1}-10-01` },
      ],
    });
    const delivered = await planTasksOf(student);
    const [scores, letter, commonApp] = ['Send test scores', 'Ask for a counselor letter', 'Finish the Common App'].map((title) =>
      delivered.find((task) => task.title === title),
    );
    expect(scores).toMatchObject({ dueDate: null, notes: expect.stringContaining('no Early Action application') });

    // An Early Action application dates the task, and its note says from which deadline.
    const first = await apply(student, 0, 'early-action', `${year - 1}-11-15`);
    // A Regular Decision one changes nothing.
    await apply(student, 1, 'regular-decision', `${year}-01-05`);
    expect((await planTasksOf(student)).find((task) => task.id === scores!.id)).toMatchObject({
      dueDate: `${year - 1}-11-08`,
      notes: expect.stringContaining(`counted from Nov 15, ${year - 1}, the earliest Early Action deadline in your list`),
    });

    // The student completes one task: it stays as completed, whatever happens to the deadline.
    expect((await as(student, 'PATCH', `/api/tasks/${letter!.id}`, { completed: true })).statusCode).toBe(200);

    // An earlier Early Action deadline moves the date; so does changing it back later.
    const second = await apply(student, 2, 'early-action', `${year - 1}-11-01`);
    let tasks = await planTasksOf(student);
    expect(tasks.find((task) => task.id === scores!.id)?.dueDate).toBe(`${year - 1}-10-25`);
    expect(tasks.find((task) => task.id === letter!.id)).toMatchObject({ completed: true, dueDate: `${year - 1}-11-01` });
    expect((await as(student, 'PATCH', `/api/applications/${second}`, { deadline: `${year - 1}-11-20` })).statusCode).toBe(200);
    expect((await planTasksOf(student)).find((task) => task.id === scores!.id)?.dueDate).toBe(`${year - 1}-11-08`);

    // Moving an application to another round, or removing it, takes its deadline out of the count.
    expect((await as(student, 'PATCH', `/api/applications/${first}`, { round: 'early-decision' })).statusCode).toBe(200);
    expect((await planTasksOf(student)).find((task) => task.id === scores!.id)?.dueDate).toBe(`${year - 1}-11-13`);
    expect((await as(student, 'DELETE', `/api/applications/${second}`)).statusCode).toBe(204);
    tasks = await planTasksOf(student);
    expect(tasks.find((task) => task.id === scores!.id)).toMatchObject({
      dueDate: null,
      notes: expect.stringContaining('no Early Action application'),
    });
    // A task with a fixed day never moves.
    expect(tasks.find((task) => task.id === commonApp!.id)?.dueDate).toBe(`${year - 1}-10-01`);
  });

  it('ends on the right date when the student removes one application while adding another', async () => {
    // On PostgreSQL each request has its own connection: without the student's lock around the
    // removal, it could work the date out from applications read before the new one was committed.
    await postClassPlan(ctx.app, counselor, schoolId, {
      title: 'Race',
      graduationYear: year,
      tasks: [{ title: 'Race task', relative: { round: 'early-action', daysBefore: 7 } }],
    });
    for (let round = 0; round < 4; round++) {
      const student = await signUp(ctx.app, { role: 'student', graduationYear: year, name: `Racer ${round}` });
      await joinSchool(ctx.app, student, joinCode);
      const leaving = await apply(student, 10 + 2 * round, 'early-action', `${year - 1}-11-01`);
      const [removed, added] = await Promise.all([
        as(student, 'DELETE', `/api/applications/${leaving}`),
        as(student, 'POST', '/api/applications', {
          schoolId: testCatalog().schools[11 + 2 * round]!.id,
          round: 'early-action',
          deadline: `${year - 1}-11-15`,
        }),
      ]);
      expect([removed.statusCode, added.statusCode]).toEqual([204, 201]);
      expect((await planTasksOf(student)).find((task) => task.title === 'Race task')?.dueDate).toBe(`${year - 1}-11-08`);
    }
  });
});
