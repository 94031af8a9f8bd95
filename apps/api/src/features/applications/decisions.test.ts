import { describe, expect, it } from 'vitest';
import { applicationSchema, type Application } from '@campuspath/contract/applications';
import { DEFAULT_CHECKLIST_LABELS } from '@campuspath/contract/applications-terms';
import { dashboardSchema } from '@campuspath/contract/dashboard';
import { ONE_DEPOSIT_RULE, WAITLIST_GUIDE, waitlistTaskTitle } from '@campuspath/contract/decisions-terms';
import { DEFAULT_TIME_ZONE, dateIn } from '@campuspath/contract/deadline-time';
import { deadlinesResponseSchema } from '@campuspath/contract/deadlines';
import { signUp, type SignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createSchool, followStudent, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { MIT, STANFORD, YALE, applicationRequests } from '../../test/application-requests.ts';

// The decision season on an application: statuses, dates, deposit, attending, waitlists, and what
// the dashboard makes of them (docs/decisions-and-money.md).
const ctx = useTestApp();
const { createOk, send } = applicationRequests(ctx);
const GEORGIA_TECH = 139755;

async function patchOk(student: SignedInUser, id: string, payload: object): Promise<Application> {
  const response = await send(student, 'PATCH', `/api/applications/${id}`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return applicationSchema.parse(response.json());
}

const dashboardOf = async (student: SignedInUser) =>
  dashboardSchema.parse((await ctx.app.inject({ url: '/api/dashboard', headers: { cookie: student.cookie } })).json());

describe('decision statuses and dates', () => {
  it('records deferred, then the final decision, each with the day it came; a given day overrides it', async () => {
    const student = await signUp(ctx.app);
    const application = await createOk(student, { status: 'submitted' });
    expect(application).toMatchObject({ decidedOn: null, replyDeadline: null, depositPaid: false, attending: false });
    // The student's day in the default zone (none saved): decision-day.test.ts pins the clock.
    const today = dateIn(DEFAULT_TIME_ZONE, new Date());

    const deferred = await patchOk(student, application.id, { status: 'deferred' });
    expect(deferred).toMatchObject({ status: 'deferred', decidedOn: today, missingItems: [] });
    const admitted = await patchOk(student, application.id, { status: 'accepted', decidedOn: '2027-03-14' });
    expect(admitted).toMatchObject({ status: 'accepted', decidedOn: '2027-03-14' });
    const withdrawn = await patchOk(student, application.id, { status: 'withdrawn' });
    expect(withdrawn).toMatchObject({ status: 'withdrawn', decidedOn: '2027-03-14' });

    const bad = await send(student, 'PATCH', `/api/applications/${application.id}`, { status: 'maybe', decidedOn: '14/03/2027' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['decidedOn', 'status']);
  });

  it('remembers a deferral through the final decision, and forgets one marked by mistake', async () => {
    const student = await signUp(ctx.app);
    const wasDeferred = async (id: string) =>
      Number(
        (await ctx.database.handle.db.selectFrom('applications').select('was_deferred').where('id', '=', id).executeTakeFirstOrThrow())
          .was_deferred,
      );
    const kept = await createOk(student, { status: 'submitted' });
    await patchOk(student, kept.id, { status: 'deferred' });
    for (const status of ['waitlisted', 'rejected', 'accepted']) {
      await patchOk(student, kept.id, { status });
      expect(await wasDeferred(kept.id)).toBe(1);
    }
    // Deferred by mistake, then back before any decision: a later decision was not after a deferral.
    const backTo = [
      ['submitted', MIT],
      ['in-progress', YALE],
      ['drafting', GEORGIA_TECH],
    ] as const;
    for (const [back, schoolId] of backTo) {
      const mistaken = await createOk(student, { schoolId, status: 'submitted' });
      await patchOk(student, mistaken.id, { status: 'deferred' });
      await patchOk(student, mistaken.id, { status: back });
      expect(await wasDeferred(mistaken.id)).toBe(0);
      await patchOk(student, mistaken.id, { status: 'accepted' });
      expect(await wasDeferred(mistaken.id)).toBe(0);
    }
  });

  it('lists no missing items for deferred or withdrawn applications to the student, a parent or a counselor', async () => {
    const student = await signUp(ctx.app);
    const { parent } = await followStudent(ctx.app, student);
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { joinCode } = await createSchool(ctx.app, counselor);
    await joinSchool(ctx.app, student, joinCode.joinCode);
    await shareWithSchool(ctx.app, student, true);

    const deferred = await createOk(student, { schoolId: STANFORD, status: 'deferred' });
    const withdrawn = await createOk(student, { schoolId: MIT, status: 'withdrawn' });
    const open = await createOk(student, { schoolId: YALE, status: 'in-progress' });
    expect([deferred.missingItems, withdrawn.missingItems, open.missingItems]).toEqual([[], [], [...DEFAULT_CHECKLIST_LABELS]]);

    for (const viewer of [parent, counselor]) {
      const plan = await ctx.app.inject({ url: `/api/students/${student.user.id}/plan`, headers: { cookie: viewer.cookie } });
      expect(plan.statusCode, plan.body).toBe(200);
      const shown = (plan.json() as { applications: { status: string; missingItems: string[] }[] }).applications;
      expect(Object.fromEntries(shown.map((entry) => [entry.status, entry.missingItems]))).toEqual({
        deferred: [],
        withdrawn: [],
        'in-progress': [...DEFAULT_CHECKLIST_LABELS],
      });
    }
  });
});

describe('the reply and deposit date of an accepted application', () => {
  it('starts at May 1 of the entry year as the common default, and takes the college’s own date only with its source', async () => {
    const student = await signUp(ctx.app);
    const application = await createOk(student, { status: 'submitted' });
    const accepted = await patchOk(student, application.id, { status: 'accepted' });
    expect(accepted).toMatchObject({ replyDeadline: '2027-05-01', replyDeadlineSource: null });

    const noSource = await send(student, 'PATCH', `/api/applications/${application.id}`, { replyDeadline: '2027-04-15' });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().fields).toHaveProperty('replyDeadlineSource');

    const own = await patchOk(student, application.id, {
      replyDeadline: '2027-04-15',
      replyDeadlineSource: ' Admission letter, March 12 ',
    });
    expect(own).toMatchObject({ replyDeadline: '2027-04-15', replyDeadlineSource: 'Admission letter, March 12' });
    const back = await patchOk(student, application.id, { replyDeadline: null });
    expect(back).toMatchObject({ replyDeadline: '2027-05-01', replyDeadlineSource: null });
  });

  it('refuses a deposit or "I’m attending" on an application that is not accepted, naming the field', async () => {
    const student = await signUp(ctx.app);
    const application = await createOk(student, { status: 'waitlisted' });
    for (const field of ['depositPaid', 'attending']) {
      const response = await send(student, 'PATCH', `/api/applications/${application.id}`, { [field]: true });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });

  it('keeps one college attended, and the dashboard prompts to decline and withdraw the others with the one-deposit rule', async () => {
    const student = await signUp(ctx.app);
    const tech = await createOk(student, { schoolId: GEORGIA_TECH, round: 'regular-decision', status: 'accepted' });
    const stanford = await createOk(student, { schoolId: STANFORD, status: 'accepted' });
    const mit = await createOk(student, { schoolId: MIT, round: 'regular-decision', status: 'waitlisted' });
    // The waitlist's date comes before the reply date: it leads while deciding; once decided, the deposit and closing the others lead.
    await patchOk(student, mit.id, { waitlistReplyDate: '2027-04-20' });
    await createOk(student, { schoolId: YALE, round: 'regular-decision', status: 'rejected' });

    const before = await dashboardOf(student);
    expect(before.season.phase).toBe('deciding');
    expect(before.season.steps[0]!.id).toBe(`waitlist-${mit.id}`);
    expect(before.season.steps.map((step) => step.id).sort()).toEqual(
      [`reply-${stanford.id}`, `reply-${tech.id}`, `waitlist-${mit.id}`].sort(),
    );

    await patchOk(student, stanford.id, { attending: true });
    const chosen = await patchOk(student, tech.id, { attending: true });
    expect(chosen.attending).toBe(true);
    const list = (await send(student, 'GET', '/api/applications')).json().applications as Application[];
    expect(list.filter((entry) => entry.attending).map((entry) => entry.id)).toEqual([tech.id]);

    const decided = await dashboardOf(student);
    expect(decided.season.phase).toBe('decided');
    expect(decided.season.attending).toMatchObject({
      applicationId: tech.id,
      depositPaid: false,
      oneDepositRule: ONE_DEPOSIT_RULE,
      toClose: expect.arrayContaining([
        expect.objectContaining({ applicationId: stanford.id, action: 'decline', status: 'accepted' }),
        expect.objectContaining({ applicationId: mit.id, action: 'withdraw', status: 'waitlisted' }),
      ]),
    });
    expect(decided.season.attending?.toClose).toHaveLength(2);
    expect(decided.season.steps.map((step) => step.id)).toEqual([`deposit-${tech.id}`, `close-others-${tech.id}`, `waitlist-${mit.id}`]);
    // Each step's facts beside its English, for a page in another language to word.
    expect(decided.season.steps.map((step) => step.kind)).toEqual(['deposit', 'close-others', 'waitlist']);
    expect(decided.season.steps[1]!.closeNames).toHaveLength(2);
    expect(decided.season.steps[0]!.schoolName).toBe(decided.season.attending!.schoolName);

    await patchOk(student, tech.id, { depositPaid: true });
    await patchOk(student, stanford.id, { status: 'withdrawn' });
    await patchOk(student, mit.id, { status: 'withdrawn' });
    const closed = await dashboardOf(student);
    expect(closed.season.attending).toMatchObject({ depositPaid: true, toClose: [] });
    expect(closed.season.steps).toEqual([]);
  });

  it('tells an Early Decision admit to withdraw the other applications', async () => {
    const student = await signUp(ctx.app);
    const early = await createOk(student, { schoolId: MIT, round: 'early-decision', status: 'accepted' });
    await createOk(student, { schoolId: YALE, round: 'regular-decision', status: 'submitted' });
    const { season } = await dashboardOf(student);
    expect(season.steps[0]).toMatchObject({ id: `binding-${early.id}`, kind: 'binding', label: 'Withdraw your other applications' });
    expect(season.steps[0]!.detail).toMatch(/Early Decision is binding/);
  });
});

describe('waitlists', () => {
  it('adds a task to confirm interest with a short guide, once, and lists the reply-by date with the reply date on the calendar', async () => {
    const student = await signUp(ctx.app);
    const application = await createOk(student, { schoolId: MIT, round: 'regular-decision', status: 'submitted' });
    await patchOk(student, application.id, { status: 'waitlisted', waitlistReplyDate: '2027-04-20' });
    await patchOk(student, application.id, { notes: 'Emailed the regional officer' });
    const tasks = (await send(student, 'GET', '/api/tasks')).json() as { tasks: { title: string; notes: string }[] };
    const waitlistTasks = tasks.tasks.filter((task) => task.title === waitlistTaskTitle('Massachusetts Institute of Technology'));
    expect(waitlistTasks).toHaveLength(1);
    expect(waitlistTasks[0]!.notes).toBe(WAITLIST_GUIDE);

    const other = await createOk(student, { schoolId: STANFORD, status: 'accepted' });
    const calendar = deadlinesResponseSchema.parse((await send(student, 'GET', '/api/deadlines?from=2027-04-01&to=2027-05-31')).json());
    expect(calendar.items.map((item) => [item.kind, item.id, item.date, item.completed])).toEqual([
      ['waitlist', application.id, '2027-04-20', false],
      ['reply', other.id, '2027-05-01', false],
    ]);

    // The outcome: admitted from the waitlist, the waitlist date is no longer the student's to meet.
    await patchOk(student, application.id, { status: 'accepted' });
    await patchOk(student, other.id, { depositPaid: true });
    const after = deadlinesResponseSchema.parse((await send(student, 'GET', '/api/deadlines?from=2027-04-01&to=2027-05-31')).json());
    expect(after.items.map((item) => [item.kind, item.id, item.completed])).toEqual([
      ['reply', application.id, false],
      ['reply', other.id, true],
    ]);
  });
});
