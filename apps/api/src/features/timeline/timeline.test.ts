import { describe, expect, it } from 'vitest';
import { passedLabel } from '@campuspath/contract/admissions-calendar';
import { dueInstant } from '@campuspath/contract/deadline-time';
import { timelineSchema } from '@campuspath/contract/timeline';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { GEORGIA_TECH, addApplication, addTask, dateInDays } from '../../test/workspace-items.ts';

const ctx = useTestApp();
const EASTERN = 'America/New_York';

const get = (student: SignedInUser, url: string) => ctx.app.inject({ url, headers: { cookie: student.cookie } });
const send = (student: SignedInUser, method: 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: student.cookie }, ...(payload ? { payload } : {}) });

describe('GET /api/timeline', () => {
  it("combines the national calendar with the student's items, each counted in its own zone", async () => {
    const student = await signUp(ctx.app);
    await send(student, 'PUT', '/api/reminders/time-zone', { timeZone: 'America/Los_Angeles' });
    const deadline = dateInDays(5, EASTERN);
    const applicationId = await addApplication(ctx.app, student, { schoolId: GEORGIA_TECH, deadline });
    const taskId = await addTask(ctx.app, student, { title: 'Draft supplement', dueDate: dateInDays(-1, 'America/Los_Angeles') });

    const response = await get(student, '/api/timeline');
    expect(response.statusCode, response.body).toBe(200);
    const timeline = timelineSchema.parse(response.json());
    expect(timeline).toMatchObject({ graduationYear: 2027, timeZone: 'America/Los_Angeles' });
    expect(timeline.steps.filter((step) => step.source !== 'yours')).toHaveLength(9);
    const items = timeline.steps.flatMap((step) => step.items);
    expect(items.find((item) => item.id === applicationId)).toMatchObject({
      timeZone: EASTERN,
      daysLeft: 5,
      overdue: false,
      dueAt: dueInstant(deadline, EASTERN).toISOString(),
    });
    expect(items.find((item) => item.id === taskId)).toMatchObject({ timeZone: 'America/Los_Angeles', overdue: true, completed: false });
    const taskStep = timeline.steps.find((step) => step.items.some((item) => item.id === taskId));
    expect(taskStep).toMatchObject({ state: 'overdue', isCompleted: false, category: 'tasks' });
    const active = timeline.steps.filter((step) => step.isActive);
    expect(active).toHaveLength(1);
    expect(active[0]!.state).toBe('current');
    expect(timeline.steps.filter((step) => step.state === 'upcoming').every((step) => step.date >= active[0]!.date)).toBe(true);
  });

  it('says a national or typical date has passed (or opened), never that it is done: only the student’s own items are', async () => {
    const student = await signUp(ctx.app);
    const taskId = await addTask(ctx.app, student, { title: 'Send test scores', dueDate: dateInDays(-3, EASTERN), completed: true });
    const timeline = timelineSchema.parse((await get(student, '/api/timeline')).json());
    const today = timeline.today;
    const national = timeline.steps.filter((step) => step.source !== 'yours' && step.items.length === 0);
    // "FAFSA opens – Done" read as "we filed the FAFSA".
    expect(national.filter((step) => step.date < today).length).toBeGreaterThan(0);
    for (const step of national) {
      expect(step.state, step.title).not.toBe('completed');
      expect(step.isCompleted, step.title).toBe(false);
      if (step.date < today) expect(step.state, step.title).toBe('passed');
    }
    expect(timeline.steps.find((step) => step.id === 'fafsa-opens')).toMatchObject({ state: 'passed' });
    expect(passedLabel('fafsa-opens')).toBe('Opened');
    expect(passedLabel('early-deadline-nov-1')).toBe('Passed');
    expect(timeline.steps.find((step) => step.items.some((item) => item.id === taskId))).toMatchObject({
      state: 'completed',
      isCompleted: true,
      source: 'yours',
    });
    // A passed date is never where the student is.
    expect(timeline.steps.find((step) => step.isActive)!.date >= today).toBe(true);
  });
});
