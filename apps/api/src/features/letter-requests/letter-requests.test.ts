import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { letterRequestListResponseSchema, letterRequestResponseSchema } from '@campuspath/contract/letter-requests';
import { accountExportSchema } from '@campuspath/contract/account-export';
import { letterListResponseSchema } from '@campuspath/contract/letters';
import { buildApplicationBody, buildSignupBody } from '../../../../../test/factories.ts';
import { signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { signUpAs } from '../../test/roles.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

/**
 * A student asks a teacher for a letter in the app; the teacher's queue, their answer and their
 * per-college "submitted" move the student's tracker on. Only the teacher asked (at a verified
 * address) sees or answers a request.
 */
const ctx = useTestApp();

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

const [first, second] = testCatalog().schools;

async function teacher(name = 'Mr. Okafor') {
  return signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name, role: 'teacher' }));
}

async function studentAsking(teacherEmail: string, deadlines: [string, string] = ['2026-11-01', '2026-12-01']) {
  const student = await signUpAs(ctx.app, 'student', 'Maya Chen');
  const ids: string[] = [];
  for (const [index, school] of [first!, second!].entries()) {
    const created = await as(
      student,
      'POST',
      '/api/applications',
      buildApplicationBody({ schoolId: school.id, deadline: deadlines[index] }),
    );
    expect(created.statusCode).toBe(201);
    ids.push((created.json() as { id: string }).id);
  }
  const asked = await as(student, 'POST', '/api/letter-requests', {
    teacherName: 'Mr. Okafor',
    teacherEmail: teacherEmail.toUpperCase(),
    applicationIds: ids,
    note: 'I loved your chemistry class.',
    waived: true,
  });
  expect(asked.statusCode).toBe(201);
  return { student, request: letterRequestResponseSchema.parse(asked.json()).request };
}

const queueOf = async (user: SignedInUser) => {
  const response = await as(user, 'GET', '/api/teacher/letter-requests');
  expect(response.statusCode).toBe(200);
  return letterRequestListResponseSchema.parse(response.json()).requests;
};
const trackerOf = async (student: SignedInUser) =>
  letterListResponseSchema.parse((await as(student, 'GET', '/api/letters')).json()).letters;

describe('a letter request from request to submitted', () => {
  it('reaches the teacher, and the student tracker follows each of their actions', async () => {
    const okafor = await teacher();
    const { student, request } = await studentAsking(okafor.email);
    expect(request).toMatchObject({ status: 'requested', waived: true, nearestDeadline: '2026-11-01', studentName: 'Maya Chen' });
    expect(request.colleges.map((college) => [college.schoolId, college.deadline])).toEqual(
      [
        [first!.id, '2026-11-01'],
        [second!.id, '2026-12-01'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect((await trackerOf(student)).map((letter) => [letter.recommenderName, letter.status, letter.dueDate])).toEqual([
      ['Mr. Okafor', 'requested', '2026-11-01'],
    ]);

    expect((await queueOf(okafor)).map((row) => [row.id, row.note])).toEqual([[request.id, 'I loved your chemistry class.']]);
    const url = `/api/teacher/letter-requests/${request.id}`;
    // Not yet accepted: nothing to mark submitted.
    expect((await as(okafor, 'POST', `${url}/colleges/${first!.id}/submitted`)).statusCode).toBe(409);
    const accepted = await as(okafor, 'POST', `${url}/answer`, { decision: 'accept', message: 'Happy to. Send me your resume.' });
    expect(letterRequestResponseSchema.parse(accepted.json()).request).toMatchObject({ status: 'accepted' });
    expect((await as(okafor, 'POST', `${url}/answer`, { decision: 'decline' })).statusCode).toBe(409);
    expect((await trackerOf(student))[0]!.status).toBe('in-progress');

    const one = letterRequestResponseSchema.parse((await as(okafor, 'POST', `${url}/colleges/${first!.id}/submitted`)).json()).request;
    expect(one.status).toBe('accepted');
    expect(one.colleges.find((college) => college.schoolId === first!.id)!.submittedAt).not.toBeNull();
    // The next deadline still open is the one that counts now.
    expect(one.nearestDeadline).toBe('2026-12-01');
    expect((await as(okafor, 'POST', `${url}/colleges/${first!.id}/submitted`)).statusCode).toBe(409);
    expect((await as(okafor, 'POST', `${url}/colleges/999999/submitted`)).statusCode).toBe(404);
    const done = letterRequestResponseSchema.parse((await as(okafor, 'POST', `${url}/colleges/${second!.id}/submitted`)).json()).request;
    expect(done).toMatchObject({ status: 'submitted', nearestDeadline: null });
    expect((await trackerOf(student))[0]!.status).toBe('completed');

    const mine = letterRequestListResponseSchema.parse((await as(student, 'GET', '/api/letter-requests')).json()).requests;
    expect(mine.map((row) => [row.status, row.message])).toEqual([['submitted', 'Happy to. Send me your resume.']]);
  });

  it('declines with a message, and the tracker says declined', async () => {
    const okafor = await teacher();
    const { student, request } = await studentAsking(okafor.email);
    await as(okafor, 'POST', `/api/teacher/letter-requests/${request.id}/answer`, { decision: 'decline', message: 'My list is full.' });
    expect((await trackerOf(student))[0]!.status).toBe('declined');
  });
});

describe('the teacher queue', () => {
  it('orders by status, then nearest deadline first', async () => {
    const okafor = await teacher();
    const later = await studentAsking(okafor.email, ['2027-01-15', '2027-02-01']);
    const sooner = await studentAsking(okafor.email, ['2026-10-15', '2027-02-01']);
    const answered = await studentAsking(okafor.email, ['2026-09-01', '2027-02-01']);
    await as(okafor, 'POST', `/api/teacher/letter-requests/${answered.request.id}/answer`, { decision: 'accept' });
    expect((await queueOf(okafor)).map((row) => row.id)).toEqual([sooner.request.id, later.request.id, answered.request.id]);
  });

  it('shows a teacher only the requests sent to their verified address', async () => {
    const okafor = await teacher();
    const { student, request } = await studentAsking(okafor.email);
    const other = await teacher('Ms. Lee');
    expect(await queueOf(other)).toEqual([]);
    const url = `/api/teacher/letter-requests/${request.id}/answer`;
    expect((await as(other, 'POST', url, { decision: 'accept' })).statusCode).toBe(404);
    // Students, parents and counselors have no queue.
    for (const role of ['student', 'parent', 'counselor'] as const) {
      const someone = await signUpAs(ctx.app, role);
      expect((await as(someone, 'GET', '/api/teacher/letter-requests')).statusCode).toBe(403);
      expect((await as(someone, 'POST', url, { decision: 'accept' })).statusCode).toBe(403);
    }
    expect((await as(student, 'POST', url, { decision: 'accept' })).statusCode).toBe(403);
    // Someone who signs up as a teacher with the address but never proves it reads nothing.
    const impostor = await signUpAs(ctx.app, 'teacher');
    const unverified = await as(impostor, 'GET', '/api/teacher/letter-requests');
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ error: 'email_unverified' });
  });

  it('refuses a request naming applications that are not the student’s, field by field', async () => {
    const okafor = await teacher();
    const student = await signUpAs(ctx.app, 'student');
    const response = await as(student, 'POST', '/api/letter-requests', {
      teacherName: 'Mr. Okafor',
      teacherEmail: okafor.email,
      applicationIds: ['not-mine'],
      waived: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { applicationIds: 'Choose from your applications' } });
    const empty = await as(student, 'POST', '/api/letter-requests', { teacherName: 'x', teacherEmail: 'nope', applicationIds: [] });
    expect(Object.keys(empty.json().fields).sort()).toEqual(['applicationIds', 'teacherEmail', 'waived']);
  });

  it('loses the request when the student deletes their account', async () => {
    const okafor = await teacher();
    const { student } = await studentAsking(okafor.email);
    expect((await as(student, 'DELETE', '/api/account', { password: student.password })).statusCode).toBe(204);
    expect(await queueOf(okafor)).toEqual([]);
  });

  it('writes the tracker letter and the request together or not at all', async () => {
    const okafor = await teacher();
    const student = await signUpAs(ctx.app, 'student');
    const created = await as(student, 'POST', '/api/applications', buildApplicationBody({ schoolId: first!.id, deadline: '2026-11-01' }));
    const { db } = ctx.database.handle;
    // The request's colleges cannot be written (their table is out of the way): the whole request fails.
    await sql`ALTER TABLE letter_request_colleges RENAME TO letter_request_colleges_away`.execute(db);
    try {
      const asked = await as(student, 'POST', '/api/letter-requests', {
        teacherName: 'Mr. Okafor',
        teacherEmail: okafor.email,
        applicationIds: [(created.json() as { id: string }).id],
        waived: false,
      });
      expect(asked.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE letter_request_colleges_away RENAME TO letter_request_colleges`.execute(db);
    }
    expect(await trackerOf(student)).toEqual([]);
    expect(await queueOf(okafor)).toEqual([]);
  });

  it('puts the requests addressed to a teacher in the teacher’s account export, and no one else’s', async () => {
    const okafor = await teacher();
    const other = await teacher('Ms. Lee');
    const { student, request } = await studentAsking(okafor.email);
    const exported = async (user: SignedInUser) => accountExportSchema.parse((await as(user, 'GET', '/api/account/export')).json());
    expect((await exported(okafor)).letterRequestsReceived).toMatchObject([{ id: request.id, studentName: 'Maya Chen', waived: true }]);
    expect((await exported(other)).letterRequestsReceived).toEqual([]);
    const own = await exported(student);
    expect(own.letterRequests.map((mine) => mine.id)).toEqual([request.id]);
    expect(own.letterRequestsReceived).toEqual([]);
  });
});
