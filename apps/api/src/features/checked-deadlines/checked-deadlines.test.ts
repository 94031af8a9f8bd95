import { beforeAll, describe, expect, it } from 'vitest';
import { checkedDeadlineListResponseSchema, deadlineUpdateListResponseSchema } from '@campuspath/contract/checked-deadlines';
import { importRejectedSchema } from '@campuspath/contract/admission-history-imports';
import { notificationsSchema } from '@campuspath/contract/reminders';
import { buildApplicationBody } from '../../../../../test/factories.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, joinSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';
import { putDeadline } from '../../test/history-requests.ts';

/**
 * Counselor-checked deadlines: recorded with their source, pasted as CSV with a row
 * report, read by the school's students as the counselor's (never official), offered to students'
 * applications that differ, and never changing an application without the student's say.
 */
const ctx = useTestApp();
const GT = 139755;
let counselor: SignedInUser;
let student: SignedInUser;
let schoolId: string;

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | string, type?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie: user.cookie, ...(type ? { 'content-type': type } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });

beforeAll(async () => {
  counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  const created = await createSchool(ctx.app, counselor);
  schoolId = created.highSchool.id;
  student = await signUpAs(ctx.app, 'student', 'Sam');
  await joinSchool(ctx.app, student, created.joinCode.joinCode);
});

describe('recording and reading', () => {
  it("records Georgia Tech's Early Action deadline in the college's zone, with its source, never as official", async () => {
    const deadline = await putDeadline(ctx.app, counselor, schoolId, { cycle: student.user.graduationYear, checkedOn: '2026-09-14' });
    expect(deadline).toMatchObject({
      collegeId: GT,
      round: 'early-action',
      date: '2026-10-15',
      timeZone: 'America/New_York',
      official: false,
    });
    expect(deadline.source).toMatchObject({
      kind: 'counselor',
      enteredBy: 'Ms. Rivera',
      checkedOn: '2026-09-14',
      url: 'https://admission.gatech.edu/first-year/deadlines',
    });
    expect(deadline.source.label).toMatch(
      /^From your counselor \(Ms\. Rivera, .+\) – checked Sep 14, 2026 – https:\/\/admission\.gatech\.edu/,
    );

    // The student's Important Dates and the new-application prefill (college and round).
    const list = await as(student, 'GET', `/api/high-schools/${schoolId}/checked-deadlines?college=${GT}&round=early-action`);
    expect(checkedDeadlineListResponseSchema.parse(list.json()).deadlines).toEqual([deadline]);
  });

  it('marks a deadline whose date has gone by (11:59 pm in its zone) as passed, for counselors and students alike', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const cycle = student.user.graduationYear;
    const gone = await putDeadline(ctx.app, counselor, schoolId, { collegeId: 139959, round: 'early-action', date: day(-2), cycle });
    const coming = await putDeadline(ctx.app, counselor, schoolId, { collegeId: 139959, round: 'regular-decision', date: day(3), cycle });
    expect([gone.passed, coming.passed]).toEqual([true, false]);
    const read = checkedDeadlineListResponseSchema.parse(
      (await as(student, 'GET', `/api/high-schools/${schoolId}/checked-deadlines?college=139959`)).json(),
    );
    expect(read.deadlines.map((deadline) => [deadline.round, deadline.passed])).toEqual(
      expect.arrayContaining([
        ['early-action', true],
        ['regular-decision', false],
      ]),
    );
  });

  it('refuses a deadline without a source or for an unknown college, naming the field', async () => {
    const noSource = await as(counselor, 'PUT', `/api/high-schools/${schoolId}/checked-deadlines`, {
      collegeId: GT,
      round: 'early-action',
      date: '2026-10-15',
    });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().fields).toHaveProperty('sourceUrl');
    const unknown = await as(counselor, 'PUT', `/api/high-schools/${schoolId}/checked-deadlines`, {
      collegeId: 999_999_999,
      round: 'early-action',
      date: '2026-10-15',
      sourceUrl: 'https://example.edu',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('collegeId');
  });

  it('takes a pasted CSV whole, or reports every bad row and saves nothing', async () => {
    const url = `/api/high-schools/${schoolId}/checked-deadlines/import`;
    const bad = await as(
      counselor,
      'POST',
      url,
      'college,round,date,source_url\nGeorgia Tech,EA,2026-10-15,https://x.edu\nNowhere Colege,RD,2027-02-30,not a link\n',
      'text/csv',
    );
    expect(bad.statusCode).toBe(422);
    const report = importRejectedSchema.parse(bad.json()).report;
    expect(report.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, 'college'],
      [3, 'date'],
      [3, 'source_url'],
    ]);
    const good = await as(
      counselor,
      'POST',
      url,
      'College,Round,Deadline,Time Zone,Source\n139959,RD,1/15/2027,ET,https://admissions.uga.edu/dates\nEmory University,ED,11/1/2026,,https://apply.emory.edu\n',
      'text/csv',
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ saved: 2 });
    expect(good.json().deadlines.map((entry: { date: string; timeZone: string }) => [entry.date, entry.timeZone])).toEqual([
      ['2027-01-15', 'America/New_York'],
      ['2026-11-01', 'America/New_York'],
    ]);
  });

  it('answers 404 to a student of another school and to a counselor of another school', async () => {
    const other = await signUpAs(ctx.app, 'counselor');
    const otherSchool = await createSchool(ctx.app, other);
    const elsewhere = await signUpAs(ctx.app, 'student');
    await joinSchool(ctx.app, elsewhere, otherSchool.joinCode.joinCode);
    expect((await as(elsewhere, 'GET', `/api/high-schools/${schoolId}/checked-deadlines`)).statusCode).toBe(404);
    expect((await putDeadline(ctx.app, other, otherSchool.highSchool.id)).collegeId).toBe(GT);
    const put = await as(other, 'PUT', `/api/high-schools/${schoolId}/checked-deadlines`, {
      collegeId: GT,
      round: 'rolling',
      date: '2026-10-15',
      sourceUrl: 'https://x.edu',
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('offers to update applications', () => {
  it('offers the counselor’s date in the bell and on its own, changes nothing silently, and applies it only when accepted', async () => {
    const cycle = student.user.graduationYear;
    await putDeadline(ctx.app, counselor, schoolId, { cycle, date: '2026-10-15' });
    const application = (
      await as(student, 'POST', '/api/applications', buildApplicationBody({ schoolId: GT, deadline: '2026-11-01' }))
    ).json();
    const offers = deadlineUpdateListResponseSchema.parse((await as(student, 'GET', '/api/deadline-updates')).json()).updates;
    expect(offers).toEqual([
      expect.objectContaining({
        applicationId: application.id,
        yourDeadline: '2026-11-01',
        deadline: expect.objectContaining({ date: '2026-10-15', official: false }),
      }),
    ]);
    expect(offers[0]!.message).toMatch(/Ms\. Rivera .* checked .*Early Action deadline: Oct 15, 2026; your application says Nov 1, 2026/);
    const bell = notificationsSchema.parse((await as(student, 'GET', '/api/notifications')).json());
    expect(bell.deadlineUpdates.map((offer) => offer.applicationId)).toEqual([application.id]);
    expect((await as(student, 'GET', `/api/applications/${application.id}`)).json().deadline).toBe('2026-11-01');

    // The counselor changes the date again: the offer follows, and accepting the old one is refused.
    await putDeadline(ctx.app, counselor, schoolId, { cycle, date: '2026-10-20' });
    const stale = await as(student, 'POST', `/api/applications/${application.id}/deadline-update`, { date: '2026-10-15' });
    expect(stale.statusCode).toBe(409);
    const accepted = await as(student, 'POST', `/api/applications/${application.id}/deadline-update`, { date: '2026-10-20' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ deadline: '2026-10-20', timeZone: 'America/New_York' });
    expect((await as(student, 'GET', '/api/deadline-updates')).json().updates).toEqual([]);
  });

  it('keeps the student’s own date when they say so, until the counselor changes theirs', async () => {
    const cycle = student.user.graduationYear;
    await putDeadline(ctx.app, counselor, schoolId, { cycle, round: 'regular-decision', date: '2027-01-04' });
    const application = (
      await as(
        student,
        'POST',
        '/api/applications',
        buildApplicationBody({ schoolId: GT, round: 'regular-decision', deadline: '2027-01-10' }),
      )
    ).json();
    expect((await as(student, 'DELETE', `/api/applications/${application.id}/deadline-update`)).statusCode).toBe(204);
    expect((await as(student, 'GET', '/api/deadline-updates')).json().updates).toEqual([]);
    await putDeadline(ctx.app, counselor, schoolId, { cycle, round: 'regular-decision', date: '2027-01-05' });
    const offers = (await as(student, 'GET', '/api/deadline-updates')).json().updates;
    expect(offers).toEqual([
      expect.objectContaining({
        applicationId: application.id,
        deadline: expect.objectContaining({ date: '2027-01-05', previousDate: '2027-01-04' }),
      }),
    ]);
    // Another student cannot touch it.
    const stranger = await signUpAs(ctx.app, 'student');
    expect((await as(stranger, 'POST', `/api/applications/${application.id}/deadline-update`, { date: '2027-01-05' })).statusCode).toBe(
      404,
    );
  });
});
