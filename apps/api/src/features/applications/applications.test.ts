import { describe, expect, it } from 'vitest';
import { applicationListResponseSchema, applicationSchema } from '@campuspath/contract/applications';
import { DEFAULT_CHECKLIST_LABELS } from '@campuspath/contract/applications-terms';
import { newId } from '../../lib/ids.ts';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { followStudent } from '../../test/roles.ts';
import { MIT, STANFORD, YALE, applicationRequests } from '../../test/application-requests.ts';

// Deleting an application with its linked essays and documents is in application-delete.test.ts.
const ctx = useTestApp();
const { create, createOk, send } = applicationRequests(ctx);

describe('creating an application', () => {
  it('stores the school id and answers with catalogue facts, the default checklist and its time zone', async () => {
    const student = await signUp(ctx.app);
    const application = await createOk(student, { deadline: '2026-11-01', portalUrl: 'https://apply.example.edu/portal' });
    expect(application).toMatchObject({
      schoolId: STANFORD,
      school: { id: STANFORD, name: 'Stanford University', slug: 'stanford-university', city: 'Stanford', state: 'CA' },
      round: 'early-action',
      status: 'drafting',
      deadline: '2026-11-01',
      timeZone: 'America/Los_Angeles',
      decisionDate: null,
      notes: '',
      portalUrl: 'https://apply.example.edu/portal',
      progress: 0,
      linkedEssays: 0,
      linkedDocuments: 0,
    });
    expect(application.checklist.map((item) => item.label)).toEqual([...DEFAULT_CHECKLIST_LABELS]);
    expect(application.missingItems).toEqual([...DEFAULT_CHECKLIST_LABELS]);
    expect(new Set(application.checklist.map((item) => item.id)).size).toBe(DEFAULT_CHECKLIST_LABELS.length);

    const row = await ctx.database.handle.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: student.user.id, school_id: STANFORD, round: 'early-action', time_zone: 'America/Los_Angeles' });
  });

  it('takes the checklist the student edited, computes progress and missing items, and treats empty fields as none', async () => {
    const student = await signUp(ctx.app);
    const application = await createOk(student, {
      schoolId: MIT,
      round: 'regular-decision',
      status: 'in-progress',
      deadline: '',
      decisionDate: '',
      portalUrl: '  ',
      notes: 'Ask about the maker portfolio',
      checklist: [
        { label: '  Application form ', done: true },
        { label: 'Personal essay', done: false },
        { label: 'Transcript requested', done: true },
      ],
    });
    expect(application).toMatchObject({
      deadline: null,
      decisionDate: null,
      portalUrl: null,
      notes: 'Ask about the maker portfolio',
      status: 'in-progress',
    });
    expect(application.checklist.map(({ label, done }) => ({ label, done }))).toEqual([
      { label: 'Application form', done: true },
      { label: 'Personal essay', done: false },
      { label: 'Transcript requested', done: true },
    ]);
    expect(application.progress).toBe(67);
    expect(application.missingItems).toEqual(['Personal essay']);
  });

  it('gives 0 progress for an empty checklist', async () => {
    const student = await signUp(ctx.app);
    const application = await createOk(student, { checklist: [] });
    expect(application).toMatchObject({ checklist: [], progress: 0, missingItems: [] });
  });

  it('allows one application per school and round: 409 naming the round', async () => {
    const student = await signUp(ctx.app);
    await createOk(student, { schoolId: YALE, round: 'early-action' });
    const duplicate = await create(student, { schoolId: YALE, round: 'early-action' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: 'duplicate_application',
      message: 'You already have an Early Action application for Yale University.',
      fields: { round: 'You already have an Early Action application for Yale University.' },
    });
    // Another round at the same school, and the same round for another student, are fine.
    await createOk(student, { schoolId: YALE, round: 'regular-decision' });
    await createOk(await signUp(ctx.app), { schoolId: YALE, round: 'early-action' });
  });

  it('names each invalid field', async () => {
    const student = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { cookie: student.cookie },
      payload: {
        schoolId: 'stanford',
        round: 'someday',
        status: 'done',
        deadline: '2026-02-30',
        decisionDate: '11/01/2026',
        portalUrl: 'javascript:alert(1)',
        checklist: [{ label: ' ' }],
        notes: 'x'.repeat(10_001),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(
      ['checklist', 'deadline', 'decisionDate', 'notes', 'portalUrl', 'round', 'schoolId', 'status'].sort(),
    );
    expect(response.json().fields.schoolId).toBe('Choose a school from the list');
    expect(response.json().fields.deadline).toBe('Enter a date as YYYY-MM-DD');
  });

  it('refuses a school id that is not in the catalogue, and unknown fields', async () => {
    const student = await signUp(ctx.app);
    const missing = await create(student, { schoolId: 999_999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ schoolId: 'Choose a school from the list' });
    const unknown = await create(student, { userId: 'someone-else' } as never);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ userId: 'Unknown parameter' });
  });
});

describe('reading and changing applications', () => {
  it('lists only my applications, soonest deadline first', async () => {
    const student = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    await createOk(other, { schoolId: MIT });
    const late = await createOk(student, { schoolId: MIT, deadline: '2027-01-01', round: 'regular-decision' });
    const none = await createOk(student, { schoolId: YALE });
    const soon = await createOk(student, { schoolId: STANFORD, deadline: '2026-11-01' });
    const response = await send(student, 'GET', '/api/applications');
    expect(response.statusCode).toBe(200);
    const { applications } = applicationListResponseSchema.parse(response.json());
    expect(applications.map((application) => application.id)).toEqual([soon.id, late.id, none.id]);
  });

  it('updates only the fields sent, replaces the checklist and keeps item ids', async () => {
    const student = await signUp(ctx.app);
    const application = await createOk(student, { deadline: '2026-11-01', notes: 'keep me' });
    const [first, second] = application.checklist;
    const response = await send(student, 'PATCH', `/api/applications/${application.id}`, {
      status: 'submitted',
      decisionDate: '2026-12-15',
      deadline: null,
      checklist: [
        { id: first!.id, label: first!.label, done: true },
        { id: second!.id, label: 'Personal essay (final)', done: false },
        { label: 'Interview', done: true },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = applicationSchema.parse(response.json());
    expect(updated).toMatchObject({ status: 'submitted', decisionDate: '2026-12-15', deadline: null, notes: 'keep me', progress: 67 });
    // Submitted: the unticked item stays on the checklist, never listed as missing.
    expect(updated.missingItems).toEqual([]);
    expect(updated.checklist[0]!.id).toBe(first!.id);
    expect(updated.checklist[1]!.id).toBe(second!.id);
    expect(updated.checklist[2]!.id).toMatch(/\S/);

    const fetched = await send(student, 'GET', `/api/applications/${application.id}`);
    expect(applicationSchema.parse(fetched.json())).toEqual(updated);
  });

  it('refuses a round change that would duplicate another application (409), and bad values (400)', async () => {
    const student = await signUp(ctx.app);
    await createOk(student, { schoolId: MIT, round: 'early-action' });
    const second = await createOk(student, { schoolId: MIT, round: 'regular-decision' });
    const duplicate = await send(student, 'PATCH', `/api/applications/${second.id}`, { round: 'early-action' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields.round).toContain('Massachusetts Institute of Technology');

    const bad = await send(student, 'PATCH', `/api/applications/${second.id}`, {
      status: 'maybe',
      schoolId: YALE,
      portalUrl: 'ftp://x.example',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['portalUrl', 'schoolId', 'status']);
  });
});

describe('ownership and sign-in', () => {
  it("answers 404 to another student on every route and never touches the owner's row", async () => {
    const owner = await signUp(ctx.app);
    const intruder = await signUp(ctx.app);
    const application = await createOk(owner, { notes: 'mine' });
    const url = `/api/applications/${application.id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { notes: 'stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await send(intruder, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Application not found' });
    }
    const list = applicationListResponseSchema.parse((await send(intruder, 'GET', '/api/applications')).json());
    expect(list.applications).toEqual([]);
    const still = applicationSchema.parse((await send(owner, 'GET', url)).json());
    expect(still.notes).toBe('mine');
  });

  it('answers 404 for an id that does not exist', async () => {
    const student = await signUp(ctx.app);
    expect((await send(student, 'GET', `/api/applications/${newId()}`)).statusCode).toBe(404);
  });

  it('answers 401 without a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/applications'],
      ['POST', '/api/applications'],
      ['GET', '/api/applications/x'],
      ['PATCH', '/api/applications/x'],
      ['DELETE', '/api/applications/x'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('submitted and decided applications are not unfinished work', () => {
  it('lists no missing items to the student or to a parent once the application is submitted, accepted, rejected or waitlisted', async () => {
    const student = await signUp(ctx.app);
    const { parent } = await followStudent(ctx.app, student);
    const schools = [STANFORD, MIT, YALE, 110662];
    const statuses = ['submitted', 'accepted', 'rejected', 'waitlisted'] as const;
    for (const [index, status] of statuses.entries()) {
      // The default checklist, none of it ticked: a student who applied rarely goes back to tick it.
      const application = await createOk(student, { schoolId: schools[index], status });
      expect(application.missingItems, status).toEqual([]);
    }
    const open = await createOk(student, { schoolId: 166027, status: 'in-progress' });
    expect(open.missingItems).toEqual([...DEFAULT_CHECKLIST_LABELS]);

    const plan = await ctx.app.inject({ url: `/api/students/${student.user.id}/plan`, headers: { cookie: parent.cookie } });
    expect(plan.statusCode).toBe(200);
    const shown = (plan.json() as { applications: { status: string; missingItems: string[] }[] }).applications;
    for (const application of shown) {
      expect(application.missingItems, application.status).toEqual(
        application.status === 'in-progress' ? [...DEFAULT_CHECKLIST_LABELS] : [],
      );
    }
  });
});
