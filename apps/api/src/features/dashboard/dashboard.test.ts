import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboardSchema } from '@campuspath/contract/dashboard';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../test/test-clock.ts';
import { buildProfileBody } from '../../../../../test/factories.ts';
import { signUp } from '../../test/factories.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const TODAY = '2026-11-20';

// "Days left" counts from the present instant in each item's zone, so the clock is set to a
// fixed noon (Eastern) on TODAY: the expectations below hold on any day the suite runs.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T17:00:00Z'));
});
afterAll(() => vi.useRealTimers());

async function getDashboard(cookie: string, today = TODAY) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/dashboard?today=${today}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return dashboardSchema.parse(response.json());
}

describe('GET /api/dashboard', () => {
  it('asks for no major: a test score is enough for the chance, and the next step names only what is missing', async () => {
    const student = await signUp(ctx.app);
    const body = buildProfileBody({ gpa: 3.6, satTotal: 1300, satReading: null, satMath: null, act: null, intendedMajors: [] });
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie: student.cookie }, payload: body });
    expect(saved.statusCode).toBe(200);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: student.cookie } });
    expect(session.json().user).toMatchObject({ chanceReady: true, profileComplete: false });
    const profileStep = (await getDashboard(student.cookie)).readiness.find((item) => item.id === 'profile');
    expect(profileStep?.done).toBe(true);
    expect(JSON.stringify(profileStep)).not.toMatch(/major/i);

    const noTest = await signUp(ctx.app);
    const gpaOnly = buildProfileBody({ gpa: 3.6, satTotal: null, satReading: null, satMath: null, act: null, intendedMajors: [] });
    await ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie: noTest.cookie }, payload: gpaOnly });
    const step = (await getDashboard(noTest.cookie)).readiness.find((item) => item.id === 'profile');
    expect(step?.done).toBe(false);
    expect(step?.detail).not.toMatch(/major|GPA/i);
  });

  it('guides a new student with zeros and an unchecked readiness list', async () => {
    const { cookie } = await signUp(ctx.app, { graduationYear: 2027 });
    const dashboard = await getDashboard(cookie);
    expect(dashboard.savedCount).toBe(0);
    expect(dashboard.applicationProgress).toEqual({
      percent: 0,
      total: 0,
      counts: { researching: 0, preparing: 0, applied: 0, accepted: 0 },
    });
    expect(dashboard.upcomingDeadlines.count).toBe(0);
    expect(dashboard.readiness.every((item) => !item.done)).toBe(true);
    // The class of 2027's season: Common App opened 1 Aug 2026 (passed, never "done"); the next step is the Jan 1 deadline.
    expect(dashboard.timeline.find((step) => step.isActive)).toMatchObject({ id: 'regular-deadline-jan-1', date: '2027-01-01' });
    expect(dashboard.timeline.find((step) => step.id === 'common-app-opens')).toMatchObject({
      isCompleted: false,
      state: 'passed',
      date: '2026-08-01',
    });
  });

  it("computes the numbers from the student's own rows", async () => {
    const { cookie, user } = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const db = ctx.database.handle.db;
    const [a, b, c, d] = testCatalog().schools.slice(0, 4);
    const now = nowIso();
    await db
      .insertInto('saved_schools')
      .values([a!, b!, c!, d!].map((school) => ({ user_id: user.id, school_id: school.id, created_at: now })))
      .execute();
    const application = (schoolId: number, status: string, deadline: string | null) => ({
      id: newId(),
      user_id: user.id,
      school_id: schoolId,
      round: 'regular-decision',
      deadline,
      time_zone: null,
      status,
      decision_date: null,
      notes: '',
      portal_url: null,
      checklist: '[]',
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('applications')
      .values([
        application(a!.id, 'drafting', '2026-11-30'),
        application(b!.id, 'submitted', '2026-11-25'),
        application(c!.id, 'accepted', null),
      ])
      .execute();
    const task = (title: string, due: string | null, completed: number) => ({
      id: newId(),
      user_id: user.id,
      title,
      due_date: due,
      category: 'Application',
      priority: 'high',
      completed,
      notes: '',
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('tasks')
      .values([
        task('Ask counselor', '2026-11-22', 0),
        task('Old task', '2026-11-01', 0),
        task('Far task', '2027-02-01', 0),
        task('Done task', '2026-11-21', 1),
      ])
      .execute();
    await db
      .insertInto('profiles')
      .values({
        user_id: user.id,
        gpa: 3.8,
        weighted_gpa: null,
        sat_total: 1450,
        sat_reading: null,
        sat_math: null,
        act: null,
        class_rank: null,
        class_size: null,
        income_band: null,
        term_gpas: JSON.stringify([
          { term: 'Fall 2025', gpa: 3.7 },
          { term: 'Spring 2026', gpa: 3.9 },
        ]),
        courses: JSON.stringify([{ name: 'AP Biology', kind: 'AP', score: 5 }]),
        intended_majors: JSON.stringify(['11']),
        preferences: '{}',
        updated_at: now,
      })
      .execute();

    const dashboard = await getDashboard(cookie);
    expect(dashboard.savedCount).toBe(4);
    // d is saved with no application: researching. a drafting: preparing. b submitted: applied. c accepted.
    expect(dashboard.applicationProgress).toEqual({
      percent: 50,
      total: 4,
      counts: { researching: 1, preparing: 1, applied: 1, accepted: 1 },
    });
    expect(dashboard.academics).toEqual({
      currentGpa: 3.8,
      gpaTrend: [
        { term: 'Fall 2025', gpa: 3.7 },
        { term: 'Spring 2026', gpa: 3.9 },
      ],
      sat: 1450,
      act: null,
      apCourses: 1,
    });
    // Within 14 days and not done: the drafting application (Nov 30) and "Ask counselor" (Nov 22).
    expect(dashboard.upcomingDeadlines.items.map((item) => [item.kind, item.date, item.daysLeft])).toEqual([
      ['task', '2026-11-22', 2],
      ['application', '2026-11-30', 10],
    ]);
    expect(dashboard.upcomingTasks.map((item) => [item.title, item.overdue])).toEqual([
      ['Old task', true],
      ['Ask counselor', false],
      ['Far task', false],
    ]);
    expect(dashboard.savedSchools).toHaveLength(4);
    // The student's own deadlines join the timeline; a sent application's step is done.
    const own = dashboard.timeline
      .filter((step) => step.source === 'yours' && step.category === 'applications')
      .map((step) => [step.date, step.isCompleted]);
    expect(own).toEqual([
      ['2026-11-25', true],
      ['2026-11-30', false],
    ]);
    expect(dashboard.readiness.find((item) => item.id === 'profile')?.done).toBe(true);
    expect(dashboard.readiness.find((item) => item.id === 'submit')?.done).toBe(true);

    const theirs = await getDashboard(other.cookie);
    expect(theirs.savedCount).toBe(0);
    expect(theirs.upcomingTasks).toEqual([]);
  });

  it('requires a session and a valid date', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await signUp(ctx.app);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/dashboard?today=20-11-2026', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('today');
  });
});
