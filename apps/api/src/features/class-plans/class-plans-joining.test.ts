import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isPostgresUrl } from '../../db/database.ts';
import { highSchoolListResponseSchema } from '@campuspath/contract/high-schools';
import { taskListResponseSchema, type Task } from '@campuspath/contract/tasks';
import { postClassPlan } from '../../test/class-plan-requests.ts';
import { openVerificationLink, sessionCookieFrom, signUp, type SignedInUser } from '../../test/factories.ts';
import { counselorWithSchool, joinSchool } from '../../test/roles.ts';
import { importRosterCsv, ROSTER_HEADER, seniorsYear } from '../../test/roster-requests.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * When a student starts to match a plan after joining: their address verified (a group plan counts
 * roster lines by verified address), their graduation year changed. And the counselor demo's
 * sample school and plans stay apart from real accounts.
 */
const ctx = useTestApp();
const year = seniorsYear();
let counselor: SignedInUser;
let schoolId: string;
let joinCode: string;

beforeAll(async () => {
  ({ counselor, schoolId, joinCode } = await counselorWithSchool(ctx.app));
});

const tasksOf = async (cookie: string): Promise<Task[]> =>
  taskListResponseSchema.parse((await ctx.app.inject({ url: '/api/tasks', headers: { cookie } })).json()).tasks;
const planTitlesOf = async (student: SignedInUser) => (await tasksOf(student.cookie)).map((task) => task.fromPlan?.title ?? null);

describe('a student who starts to match a plan after joining', () => {
  it('gets a group plan once their address is verified', async () => {
    await importRosterCsv(
      ctx.app,
      counselor,
      schoolId,
      [ROSTER_HEADER, `Uma Unverified,uma@group.example.org,${year},,Advisory 9`].join('\n'),
    );
    await postClassPlan(ctx.app, counselor, schoolId, {
      title: 'Advisory 9 plan',
      group: 'Advisory 9',
      tasks: [{ title: 'Meet your advisor', dueDate: `${year - 1}-10-01` }],
    });
    const uma = await signUp(ctx.app, { role: 'student', graduationYear: year, email: 'uma@group.example.org' });
    await joinSchool(ctx.app, uma, joinCode);
    // Not yet: anyone could have typed that address at sign-up.
    expect(await planTitlesOf(uma)).not.toContain('Advisory 9 plan');

    const opened = await openVerificationLink(ctx.app, ctx.mail, uma.email);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await planTitlesOf(uma)).toContain('Advisory 9 plan');
  });

  it('gets their new class’s plans when they change their graduation year', async () => {
    await postClassPlan(ctx.app, counselor, schoolId, {
      title: 'Seniors plan',
      graduationYear: year,
      tasks: [{ title: 'Finish your list', dueDate: `${year - 1}-09-15` }],
    });
    const junior = await signUp(ctx.app, { role: 'student', graduationYear: year + 1, name: 'Jo Junior' });
    await joinSchool(ctx.app, junior, joinCode);
    expect(await planTitlesOf(junior)).not.toContain('Seniors plan');

    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: junior.cookie },
      payload: { graduationYear: year },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await planTitlesOf(junior)).toEqual(['Seniors plan']);
  });
});

/**
 * Runs `first`, and once it waits on a lock, `second`; on PostgreSQL a second connection holds
 * `table` in SHARE mode meanwhile (reads go on, writes wait), so `first` stops at its first write
 * there with what it read so far. On SQLite they simply run one after the other.
 */
async function interleave<A, B>(table: string, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  const { url } = ctx.database;
  if (!isPostgresUrl(url)) return [await first(), await second()];
  const blocker = new pg.Client({ connectionString: url });
  await blocker.connect();
  const waiting = async (count: number) => {
    await blocker.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await blocker.query<{ waiting: string }>(
      "SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    if (Number(rows[0]?.waiting) < count) throw new Error(`${rows[0]?.waiting ?? 0} of ${count} requests wait on a lock`);
  };
  try {
    await blocker.query('BEGIN');
    await blocker.query(`LOCK TABLE ${table} IN SHARE MODE`);
    const a = first();
    await vi.waitFor(() => waiting(1), { timeout: 10_000, interval: 10 });
    const b = second();
    // The second either finishes (nothing makes it wait) or waits on the first's lock on the school.
    await Promise.race([b, vi.waitFor(() => waiting(2), { timeout: 10_000, interval: 10 })]);
    await blocker.query('COMMIT');
    return await Promise.all([a, b]);
  } finally {
    await blocker.end();
  }
}

describe('a plan made while a student joins', () => {
  it('reaches the student whichever finishes first', async () => {
    const classmate = await signUp(ctx.app, { role: 'student', graduationYear: year + 3, name: 'Cam Classmate' });
    await joinSchool(ctx.app, classmate, joinCode);
    const joiner = await signUp(ctx.app, { role: 'student', graduationYear: year + 3, name: 'Jay Joiner' });
    // The plan has read the school's students and waits to record its deliveries when the student joins.
    await interleave(
      'class_plan_deliveries',
      () =>
        postClassPlan(ctx.app, counselor, schoolId, {
          title: 'Made at the same moment',
          graduationYear: year + 3,
          tasks: [{ title: 'Say hello', dueDate: `${year}-01-15` }],
        }),
      () => joinSchool(ctx.app, joiner, joinCode),
    );
    expect(await planTitlesOf(classmate)).toEqual(['Made at the same moment']);
    expect(await planTitlesOf(joiner)).toEqual(['Made at the same moment']);
  });
});

describe('a student who left the school', () => {
  it('keeps their open copies as they were when the plan is edited or deleted', async () => {
    const plan = await postClassPlan(ctx.app, counselor, schoolId, {
      title: 'Leavers plan',
      graduationYear: year + 2,
      tasks: [{ title: 'Visit a campus', dueDate: `${year}-03-01` }],
    });
    const stays = await signUp(ctx.app, { role: 'student', graduationYear: year + 2, name: 'Sam Stays' });
    const leaves = await signUp(ctx.app, { role: 'student', graduationYear: year + 2, name: 'Lee Leaves' });
    await joinSchool(ctx.app, stays, joinCode);
    await joinSchool(ctx.app, leaves, joinCode);
    const left = await ctx.app.inject({ method: 'DELETE', url: '/api/high-schools/membership', headers: { cookie: leaves.cookie } });
    expect(left.statusCode, left.body).toBe(204);

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/high-schools/${schoolId}/class-plans/${plan.id}`,
      headers: { cookie: counselor.cookie },
      payload: { title: 'Leavers plan', tasks: [{ id: plan.tasks[0]!.id, title: 'Visit two campuses', dueDate: `${year}-04-01` }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const titles = async (student: SignedInUser) => (await tasksOf(student.cookie)).map((task) => [task.title, task.dueDate]);
    expect(await titles(stays)).toEqual([['Visit two campuses', `${year}-04-01`]]);
    expect(await titles(leaves)).toEqual([['Visit a campus', `${year}-03-01`]]);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/high-schools/${schoolId}/class-plans/${plan.id}`,
      headers: { cookie: counselor.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await titles(stays)).toEqual([]);
    expect(await titles(leaves)).toEqual([['Visit a campus', `${year}-03-01`]]);
  });
});

describe('the counselor demo’s sample school', () => {
  async function demoCounselor() {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/demo', payload: { role: 'counselor' } });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = sessionCookieFrom(response.headers['set-cookie']);
    const list = await ctx.app.inject({ url: '/api/high-schools', headers: { cookie } });
    const [school] = highSchoolListResponseSchema.parse(list.json()).highSchools;
    return { cookie, school: school! };
  }

  it('cannot be joined by a real student, who gets none of its sample plans', async () => {
    const { school } = await demoCounselor();
    const real = await signUp(ctx.app, { role: 'student', graduationYear: year, name: 'Rae Real' });
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/api/high-schools/join',
      headers: { cookie: real.cookie },
      payload: { code: school.joinCode },
    });
    expect(joined.statusCode, joined.body).toBe(400);
    expect(joined.json()).toMatchObject({ error: 'sample_school', fields: { code: expect.stringContaining('sample school') } });
    expect(await planTitlesOf(real)).toEqual([]);
  });

  it('marks the plans its counselor makes, and their copies, as sample', async () => {
    const { cookie, school } = await demoCounselor();
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/high-schools/${school.id}/class-plans`,
      headers: { cookie },
      payload: { title: 'My try', graduationYear: year, tasks: [{ title: 'Try a task', dueDate: `${year - 1}-10-01` }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().plan).toMatchObject({ isSample: true });
    const copied = await ctx.app.inject({
      method: 'POST',
      url: `/api/high-schools/${school.id}/class-plans/${made.json().plan.id}/copy`,
      headers: { cookie },
    });
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json().plan).toMatchObject({ isSample: true, graduationYear: year + 1 });
  });
});
