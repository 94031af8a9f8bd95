import { describe, expect, it } from 'vitest';
import { applicationSchema, type Application } from '@campuspath/contract/applications';
import { dashboardSchema } from '@campuspath/contract/dashboard';
import { studentPlanResponseSchema } from '@campuspath/contract/sharing';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, followStudent, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { applicationRequests } from '../../test/application-requests.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A counselor the student shares colleges with records the college's own reply and deposit date
 * of an accepted application, with its source; the student, a parent and the counselor read it as
 * the counselor's. Parents read only (403); a counselor without the scope gets 404.
 */
const ctx = useTestApp();
const { createOk, send } = applicationRequests(ctx);

const as = (user: SignedInUser, method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

async function admittedStudent() {
  const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  const { joinCode } = await createSchool(ctx.app, counselor);
  const student = await signUpAs(ctx.app, 'student', 'Maya');
  await joinSchool(ctx.app, student, joinCode.joinCode);
  await shareWithSchool(ctx.app, student, true);
  const { parent } = await followStudent(ctx.app, student);
  const application = await createOk(student, { status: 'accepted' });
  const url = `/api/students/${student.user.id}/applications/${application.id}/reply-deadline`;
  return { counselor, student, parent, application, url };
}

const planApplication = async (viewer: SignedInUser, student: SignedInUser): Promise<Application> => {
  const plan = studentPlanResponseSchema.parse((await as(viewer, 'GET', `/api/students/${student.user.id}/plan`)).json());
  return plan.applications![0]!;
};

describe("a counselor records the college's reply and deposit date", () => {
  it('shows it with its source as the counselor’s to the student, a parent and the counselor, and goes back to the default', async () => {
    const { counselor, student, parent, application, url } = await admittedStudent();
    expect(application).toMatchObject({ replyDeadline: '2027-05-01', replyDeadlineSource: null, replyDeadlineBy: null });

    const recorded = await as(counselor, 'PUT', url, { replyDeadline: '2027-04-15', replyDeadlineSource: ' Admission portal ' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const expected = { replyDeadline: '2027-04-15', replyDeadlineSource: 'Admission portal', replyDeadlineBy: 'Ms. Rivera' };
    expect(applicationSchema.parse(recorded.json())).toMatchObject(expected);
    const own = await send(student, 'GET', `/api/applications/${application.id}`);
    expect(applicationSchema.parse(own.json())).toMatchObject(expected);
    expect(await planApplication(parent, student)).toMatchObject(expected);
    expect(await planApplication(counselor, student)).toMatchObject(expected);
    // The dashboard's next step says where the date comes from and who recorded it.
    const dashboard = dashboardSchema.parse((await as(student, 'GET', '/api/dashboard')).json());
    expect(dashboard.season.steps.find((step) => step.id === `reply-${application.id}`)).toMatchObject({
      date: '2027-04-15',
      detail: "The college's reply and deposit date (source: Admission portal; recorded by Ms. Rivera, counselor).",
    });
    // On the student's calendar at the new date.
    const deadlines = await as(student, 'GET', '/api/deadlines?from=2027-04-01&to=2027-05-31');
    expect((deadlines.json() as { items: { kind: string; date: string }[] }).items.filter((item) => item.kind === 'reply')).toEqual([
      expect.objectContaining({ date: '2027-04-15' }),
    ]);

    const back = await as(counselor, 'PUT', url, { replyDeadline: null });
    expect(applicationSchema.parse(back.json())).toMatchObject({
      replyDeadline: '2027-05-01',
      replyDeadlineSource: null,
      replyDeadlineBy: null,
    });
  });

  it('is the student’s again once the student changes it', async () => {
    const { counselor, student, application, url } = await admittedStudent();
    await as(counselor, 'PUT', url, { replyDeadline: '2027-04-15', replyDeadlineSource: 'Admission portal' });
    const changed = await send(student, 'PATCH', `/api/applications/${application.id}`, { replyDeadlineSource: 'Admission letter' });
    expect(applicationSchema.parse(changed.json())).toMatchObject({
      replyDeadline: '2027-04-15',
      replyDeadlineSource: 'Admission letter',
      replyDeadlineBy: null,
    });
  });

  it('needs a source with a date, and an accepted application, naming the field', async () => {
    const { counselor, student, url } = await admittedStudent();
    const noSource = await as(counselor, 'PUT', url, { replyDeadline: '2027-04-15' });
    expect(noSource.statusCode).toBe(400);
    expect(Object.keys(noSource.json().fields)).toEqual(['replyDeadlineSource']);
    const badDate = await as(counselor, 'PUT', url, { replyDeadline: '15/04/2027', replyDeadlineSource: 'Letter' });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().fields)).toEqual(['replyDeadline']);

    const submitted = await createOk(student, { schoolId: 166683, status: 'submitted' });
    const notAccepted = await as(counselor, 'PUT', `/api/students/${student.user.id}/applications/${submitted.id}/reply-deadline`, {
      replyDeadline: '2027-04-15',
      replyDeadlineSource: 'Letter',
    });
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json()).toMatchObject({ error: 'not_accepted', fields: { applicationId: expect.any(String) } });
  });

  it('answers 403 to a parent and the student, and 404 to a counselor without the colleges scope or of another school', async () => {
    const { counselor, student, parent, application, url } = await admittedStudent();
    const body = { replyDeadline: '2027-04-15', replyDeadlineSource: 'Admission portal' };
    for (const user of [parent, student]) expect((await as(user, 'PUT', url, body)).statusCode).toBe(403);

    const stranger = await signUpAs(ctx.app, 'counselor', 'Mr. Hale');
    await createSchool(ctx.app, stranger);
    expect((await as(stranger, 'PUT', url, body)).statusCode).toBe(404);

    const shares = (await as(student, 'GET', '/api/sharing')).json() as { viewers: { id: string; kind?: string; name: string }[] };
    const schoolShare = shares.viewers.find((viewer) => viewer.name !== parent.user.name)!;
    await as(student, 'PATCH', `/api/sharing/viewers/${schoolShare.id}`, { scopes: { colleges: false } });
    expect((await as(counselor, 'PUT', url, body)).statusCode).toBe(404);
    // Nothing changed.
    const own = applicationSchema.parse((await send(student, 'GET', `/api/applications/${application.id}`)).json());
    expect(own).toMatchObject({ replyDeadline: '2027-05-01', replyDeadlineSource: null, replyDeadlineBy: null });
  });
});
