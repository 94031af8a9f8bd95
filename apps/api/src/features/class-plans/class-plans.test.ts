import { beforeAll, describe, expect, it } from 'vitest';
import { classPlanResponseSchema, type ClassPlan } from '@campuspath/contract/class-plans';
import { taskListResponseSchema, type Task } from '@campuspath/contract/tasks';
import { postClassPlan, readClassPlan } from '../../test/class-plan-requests.ts';
import { signUp, signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { counselorWithSchool, createSchool, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { importRosterCsv, ROSTER_HEADER, seniorsYear } from '../../test/roster-requests.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

/**
 * Class-wide plans: a plan reaches the school's students of its class or group, now and when they
 * join later; its completion names only students who share their tasks; editing and deleting keep
 * what students completed; a plan copies to next year; only the school's counselors reach it.
 */
const ctx = useTestApp();
const year = seniorsYear();
let counselor: SignedInUser;
let schoolId: string;
let joinCode: string;

beforeAll(async () => {
  ({ counselor, schoolId, joinCode } = await counselorWithSchool(ctx.app));
});

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
const plansUrl = () => `/api/high-schools/${schoolId}/class-plans`;
const tasksOf = async (student: SignedInUser): Promise<Task[]> =>
  taskListResponseSchema.parse((await as(student, 'GET', '/api/tasks')).json()).tasks;
const planTasksOf = async (student: SignedInUser, plan: ClassPlan) =>
  (await tasksOf(student)).filter((task) => task.fromPlan?.title === plan.title);
const student = (graduationYear: number, name: string) => signUp(ctx.app, { role: 'student', graduationYear, name });

async function apply(user: SignedInUser, round: string, deadline: string) {
  const schoolIdOf = testCatalog().schools[0]!.id;
  const response = await as(user, 'POST', '/api/applications', { schoolId: schoolIdOf, round, deadline });
  expect(response.statusCode, response.body).toBe(201);
}

describe('a plan for a graduation year', () => {
  it('reaches the class now and a student who joins later, with a relative date worked out per student', async () => {
    const early = await student(year, 'Ana Early');
    await joinSchool(ctx.app, early, joinCode);
    await shareWithSchool(ctx.app, early, true);
    await apply(early, 'early-action', `${year - 1}-11-01`);
    const plan = await postClassPlan(ctx.app, counselor, schoolId, {
      title: 'Seniors: early applications',
      graduationYear: year,
      tasks: [
        { title: 'Finish your college list', dueDate: `${year - 1}-09-15` },
        { title: 'Send test scores', relative: { round: 'early-action', daysBefore: 7 } },
      ],
    });
    expect(plan).toMatchObject({ graduationYear: year, group: null, recipients: 1, isSample: false });

    const delivered = await planTasksOf(early, plan);
    expect(delivered.map((task) => [task.title, task.dueDate])).toEqual([
      ['Finish your college list', `${year - 1}-09-15`],
      ['Send test scores', `${year - 1}-10-25`],
    ]);
    expect(delivered[0]).toMatchObject({ assignedBy: { name: 'Ms. Rivera' }, fromPlan: { title: plan.title } });
    expect(delivered[1]!.notes).toBe(
      `7 days before your Early Action deadline: counted from Nov 1, ${year - 1}, the earliest Early Action deadline in your list. It moves if that changes.`,
    );

    // A late joiner of the same class gets it at once; one of another class does not.
    const late = await student(year, 'Ben Late');
    const younger = await student(year + 1, 'Cy Younger');
    await joinSchool(ctx.app, late, joinCode);
    await joinSchool(ctx.app, younger, joinCode);
    const lateTasks = await planTasksOf(late, plan);
    expect(lateTasks.map((task) => task.title)).toEqual(['Finish your college list', 'Send test scores']);
    // No Early Action application: no invented date, and the task says why.
    expect(lateTasks[1]).toMatchObject({ dueDate: null, notes: expect.stringContaining('no Early Action application') });
    expect(await planTasksOf(younger, plan)).toEqual([]);

    // Completion: the sharing student by name and per task; the other only counted.
    await as(early, 'PATCH', `/api/tasks/${delivered[0]!.id}`, { completed: true });
    const detail = await readClassPlan(ctx.app, counselor, schoolId, plan.id);
    expect(detail.plan.recipients).toBe(2);
    expect(detail.completion.notSharing).toBe(1);
    expect(detail.completion.students.map((row) => [row.name, row.tasks.map((task) => task.status)])).toEqual([
      ['Ana Early', ['done', 'open']],
    ]);
    expect(detail.completion.tasks.map(({ done, open }) => [done, open])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(JSON.stringify(detail)).not.toContain('Ben Late');

    // Dismissing a plan's task is the student's to do; it does not come back.
    const refused = await as(late, 'PATCH', `/api/tasks/${lateTasks[0]!.id}`, { title: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect((await as(late, 'DELETE', `/api/tasks/${lateTasks[0]!.id}`)).statusCode).toBe(204);
  });
});

describe('editing, deleting and copying', () => {
  it('changes only open copies, keeps completed work, and copies to next year with dates a year later', async () => {
    const done = await student(year, 'Dee Done');
    const open = await student(year, 'Eli Open');
    await joinSchool(ctx.app, done, joinCode);
    await joinSchool(ctx.app, open, joinCode);
    const plan = await postClassPlan(ctx.app, counselor, schoolId, {
      title: 'Senior winter',
      graduationYear: year,
      tasks: [{ title: 'File the FAFSA', dueDate: `${year}-02-29`.replace(/-02-29$/, '-02-28') }, { title: 'Thank your recommenders' }],
    });
    const [fafsa] = await planTasksOf(done, plan);
    await as(done, 'PATCH', `/api/tasks/${fafsa!.id}`, { completed: true });

    const edited = await as(counselor, 'PUT', `${plansUrl()}/${plan.id}`, {
      title: 'Senior winter and spring',
      tasks: [
        { id: plan.tasks[0]!.id, title: 'File the FAFSA and CSS Profile', dueDate: `${year}-02-01` },
        { title: 'Compare aid offers', dueDate: `${year}-04-15` },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const renamed = classPlanResponseSchema.parse(edited.json()).plan;
    const listed = async (user: SignedInUser) =>
      (await planTasksOf(user, renamed)).map((task) => [task.title, task.dueDate, task.completed]);
    // The completed copy stays as the student did it; the open one changes; the removed task leaves; the new one arrives.
    expect(await listed(done)).toEqual([
      ['File the FAFSA', `${year}-02-28`, true],
      ['Compare aid offers', `${year}-04-15`, false],
    ]);
    expect(await listed(open)).toEqual([
      ['File the FAFSA and CSS Profile', `${year}-02-01`, false],
      ['Compare aid offers', `${year}-04-15`, false],
    ]);

    const copied = await as(counselor, 'POST', `${plansUrl()}/${plan.id}/copy`);
    expect(copied.statusCode).toBe(201);
    const copy = classPlanResponseSchema.parse(copied.json()).plan;
    expect(copy).toMatchObject({ title: 'Senior winter and spring', graduationYear: year + 1 });
    expect(copy.tasks.map((task) => task.dueDate)).toEqual([`${year + 1}-02-01`, `${year + 1}-04-15`]);

    expect((await as(counselor, 'DELETE', `${plansUrl()}/${plan.id}`)).statusCode).toBe(204);
    // Open tasks leave; the completed one stays the student's, still naming the plan.
    expect(await listed(open)).toEqual([]);
    expect(await listed(done)).toEqual([['File the FAFSA', `${year}-02-28`, true]]);
    expect((await as(counselor, 'GET', `${plansUrl()}/${plan.id}`)).statusCode).toBe(404);
  });
});

describe('a plan for a roster group', () => {
  it('reaches a joined student whose verified address the roster places in the group, not the rest of the class', async () => {
    const inGroup = await signUpVerified(ctx.app, ctx.mail, { role: 'student', graduationYear: year, email: 'gia@group.example.org' });
    const outside = await student(year, 'Hal Outside');
    await importRosterCsv(ctx.app, counselor, schoolId, [ROSTER_HEADER, `Gia Group,gia@group.example.org,${year},,Advisory 7`].join('\n'));
    const plan = await postClassPlan(ctx.app, counselor, schoolId, {
      title: 'Advisory 7 checklist',
      group: 'Advisory 7',
      tasks: [{ title: 'Meet your counselor' }],
    });
    expect(plan.recipients).toBe(0);
    await joinSchool(ctx.app, inGroup, joinCode);
    await joinSchool(ctx.app, outside, joinCode);
    expect((await planTasksOf(inGroup, plan)).map((task) => task.title)).toEqual(['Meet your counselor']);
    expect(await planTasksOf(outside, plan)).toEqual([]);
  });
});

describe('who may reach plans, and bad input', () => {
  it('answers 404 to a counselor of another school and to the school’s students', async () => {
    const plan = await postClassPlan(ctx.app, counselor, schoolId, {
      title: 'Juniors',
      graduationYear: year + 1,
      tasks: [{ title: 'Visit a campus' }],
    });
    const other = await signUpAs(ctx.app, 'counselor');
    await createSchool(ctx.app, other);
    const member = await student(year + 1, 'Ivy Member');
    await joinSchool(ctx.app, member, joinCode);
    for (const user of [other, member]) {
      expect((await as(user, 'GET', plansUrl())).statusCode).toBe(404);
      expect((await as(user, 'GET', `${plansUrl()}/${plan.id}`)).statusCode).toBe(404);
      expect((await as(user, 'DELETE', `${plansUrl()}/${plan.id}`)).statusCode).toBe(404);
    }
  });

  it('names each bad field', async () => {
    const both = await as(counselor, 'POST', plansUrl(), { title: ' ', tasks: [{ title: 'x', dueDate: '2026-02-30' }] });
    expect(both.statusCode).toBe(400);
    // Fields are named at the top level of the body, as everywhere in the API; the message says what is wrong.
    expect(both.json().fields).toEqual({
      graduationYear: 'Choose a graduation year or a roster group (one of the two)',
      tasks: 'Enter a date as YYYY-MM-DD',
      title: 'Enter a title',
    });
    const mixed = await as(counselor, 'POST', plansUrl(), {
      title: 'Mixed',
      graduationYear: year,
      tasks: [{ title: 'x', dueDate: '2026-10-01', relative: { round: 'rolling', daysBefore: -1 } }],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fields).toEqual({ tasks: 'Choose a round with a deadline' });
    const stray = await as(counselor, 'POST', plansUrl(), {
      title: 'Stray',
      graduationYear: year,
      tasks: [{ title: 'x', dueDate: '2026-10-01', relative: { round: 'early-action', daysBefore: 3 } }],
    });
    expect(stray.json().fields).toEqual({ tasks: 'Give a due date or a round to count from, not both' });
    const plan = await postClassPlan(ctx.app, counselor, schoolId, { title: 'Edit me', graduationYear: 2099, tasks: [{ title: 'One' }] });
    const foreign = await as(counselor, 'PUT', `${plansUrl()}/${plan.id}`, {
      title: 'Edit me',
      tasks: [{ id: 'not-a-task', title: 'One' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ tasks: 'Task 1 is not in this plan (or is listed twice)' });
  });
});
