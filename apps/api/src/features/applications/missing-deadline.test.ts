import { describe, expect, it } from 'vitest';
import { dashboardSchema } from '@campuspath/contract/dashboard';
import { schoolDetailSchema } from '@campuspath/contract/school-detail';
import { taskSchema } from '@campuspath/contract/tasks';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { GEORGIA_TECH, STANFORD, addApplication, dateInDays } from '../../test/workspace-items.ts';

// An Early Action application created without a deadline showed "Deadline Not set" and
// nothing else. The field stays optional, but creating it adds a "Find the deadline" task linking
// to the college's admissions page, and the dashboard counts the applications still missing one.
const ctx = useTestApp();

const tasksOf = async (student: SignedInUser) =>
  taskSchema.array().parse((await ctx.app.inject({ url: '/api/tasks', headers: { cookie: student.cookie } })).json().tasks);
const dashboardOf = async (student: SignedInUser) =>
  dashboardSchema.parse((await ctx.app.inject({ url: '/api/dashboard', headers: { cookie: student.cookie } })).json());

describe('an application without a deadline', () => {
  it('adds a visible "Find the deadline" task linking to the college’s IPEDS admissions page, and the dashboard counts it', async () => {
    const student = await signUp(ctx.app);
    const school = schoolDetailSchema.parse((await ctx.app.inject({ url: `/api/schools/${GEORGIA_TECH}` })).json());
    expect(school.urls.admissions).toMatch(/^https?:\/\//);
    await addApplication(ctx.app, student, { schoolId: GEORGIA_TECH, round: 'early-action', deadline: null });

    const [task, ...others] = await tasksOf(student);
    expect(others).toEqual([]);
    expect(task).toMatchObject({
      title: `Find the Early Action deadline for ${school.name}`,
      category: 'application',
      priority: 'high',
      completed: false,
      dueDate: null,
    });
    expect(task!.notes).toContain(school.urls.admissions!);
    expect((await dashboardOf(student)).upcomingDeadlines.missingDeadline).toBe(1);
  });

  it('adds no task when the deadline is given or the round has none (rolling), and stops counting once it is entered', async () => {
    const student = await signUp(ctx.app);
    await addApplication(ctx.app, student, { schoolId: GEORGIA_TECH, round: 'early-action', deadline: dateInDays(20, 'America/New_York') });
    await addApplication(ctx.app, student, { schoolId: STANFORD, round: 'rolling', deadline: null });
    // An application entered as already sent or decided has no deadline left to find.
    await addApplication(ctx.app, student, { schoolId: STANFORD, round: 'early-action', status: 'submitted', deadline: null });
    await addApplication(ctx.app, student, { schoolId: STANFORD, round: 'early-decision', status: 'accepted', deadline: null });
    expect(await tasksOf(student)).toEqual([]);
    expect((await dashboardOf(student)).upcomingDeadlines.missingDeadline).toBe(0);

    const id = await addApplication(ctx.app, student, { schoolId: STANFORD, round: 'regular-decision', deadline: null });
    expect((await tasksOf(student)).map((task) => task.title)).toEqual(['Find the Regular Decision deadline for Stanford University']);
    expect((await dashboardOf(student)).upcomingDeadlines.missingDeadline).toBe(1);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      headers: { cookie: student.cookie },
      payload: { deadline: dateInDays(40, 'America/Los_Angeles') },
    });
    expect(patched.statusCode).toBe(200);
    expect((await dashboardOf(student)).upcomingDeadlines.missingDeadline).toBe(0);
  });

  it('adds no task when the form says the counselors recorded no deadline for this round (it said so instead)', async () => {
    const student = await signUp(ctx.app);
    await addApplication(ctx.app, student, { schoolId: GEORGIA_TECH, round: 'early-decision', deadline: null, findDeadlineTask: false });
    expect(await tasksOf(student)).toEqual([]);
    // Still counted as missing a deadline on the student's own dashboard.
    expect((await dashboardOf(student)).upcomingDeadlines.missingDeadline).toBe(1);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { cookie: student.cookie },
      payload: { schoolId: STANFORD, round: 'early-action', findDeadlineTask: 'no' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('findDeadlineTask');
  });
});
