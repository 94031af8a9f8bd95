import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { caseloadResponseSchema } from '@campuspath/contract/caseload';
import { buildApplicationBody, buildProfileBody, buildSignupBody, buildTaskBody } from '../../../../../test/factories.ts';
import { signUpVerified, type SignedInUser } from '../../test/factories.ts';
import { createSchool, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';

/**
 * The counselor's caseload: only students who share with the school's counselors,
 * each figure within what they share; filter, sort, search; CSV export.
 */
const clock = createTestClock(Date.parse('2026-10-01T15:00:00Z'));
const ctx = useTestApp({ now: clock.now });

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

async function write(user: SignedInUser, method: 'POST' | 'PUT', url: string, payload?: object) {
  const response = await as(user, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** A counselor's school with Ana (shares: an application due in 5 days, an overdue task, two saved colleges) and Ben (joined, shares nothing). */
async function school() {
  const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
  const ana = await signUpAs(ctx.app, 'student', 'Ana Lopez');
  const ben = await signUpAs(ctx.app, 'student', 'Ben Okafor');
  const [first, second] = testCatalog().schools;
  await write(ana, 'PUT', '/api/profile', buildProfileBody());
  await write(ana, 'PUT', `/api/saved-schools/${first!.id}`);
  await write(ana, 'PUT', `/api/saved-schools/${second!.id}`);
  await write(ana, 'POST', '/api/applications', buildApplicationBody({ schoolId: first!.id, deadline: '2026-10-06' }));
  await write(ana, 'POST', '/api/applications', buildApplicationBody({ schoolId: second!.id, deadline: '2026-12-01' }));
  await write(ana, 'POST', '/api/tasks', buildTaskBody({ dueDate: '2026-09-20' }));
  await write(ben, 'POST', '/api/tasks', buildTaskBody({ dueDate: '2026-09-20' }));
  for (const student of [ana, ben]) await joinSchool(ctx.app, student, joinCode.joinCode);
  await shareWithSchool(ctx.app, ana, true);
  return { counselor, highSchool, ana, ben };
}

const read = async (counselor: SignedInUser, id: string, query = '') => {
  const response = await as(counselor, 'GET', `/api/high-schools/${id}/caseload${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return caseloadResponseSchema.parse(response.json());
};

describe('caseload', () => {
  it('lists only the students who share, with their applications, deadlines, overdue items and balance', async () => {
    const { counselor, highSchool, ana } = await school();
    const { students, count } = await read(counselor, highSchool.id);
    expect(count).toBe(1);
    expect(students[0]).toMatchObject({
      id: ana.user.id,
      name: 'Ana Lopez',
      applicationsByStatus: { drafting: 2, submitted: 0 },
      upcoming: 1,
      overdue: 1,
    });
    const balance = students[0]!.balance!;
    expect(Object.values(balance).reduce((sum, value) => sum + value, 0)).toBe(2);
    expect(students[0]!.lastActivity).not.toBeNull();
  });

  it('leaves out what the student does not share, on the next request', async () => {
    const { counselor, highSchool, ana } = await school();
    const sharing = (await as(ana, 'GET', '/api/sharing')).json() as { viewers: { id: string }[] };
    await as(ana, 'PATCH', `/api/sharing/viewers/${sharing.viewers[0]!.id}`, { scopes: { colleges: false } });
    const [row] = (await read(counselor, highSchool.id)).students;
    expect(row).toMatchObject({ applicationsByStatus: null, balance: null, upcoming: 0, overdue: 1 });
    await as(ana, 'PATCH', `/api/sharing/viewers/${sharing.viewers[0]!.id}`, { scopes: { tasks: false } });
    expect((await read(counselor, highSchool.id)).students[0]).toMatchObject({ upcoming: null, overdue: null });
  });

  it('filters, searches and sorts, and names a bad parameter', async () => {
    const { counselor, highSchool, ben } = await school();
    await shareWithSchool(ctx.app, ben, true);
    expect((await read(counselor, highSchool.id)).students.map((row) => row.name)).toEqual(['Ana Lopez', 'Ben Okafor']);
    expect((await read(counselor, highSchool.id, '?search=OKA')).students.map((row) => row.name)).toEqual(['Ben Okafor']);
    expect((await read(counselor, highSchool.id, '?status=drafting')).students.map((row) => row.name)).toEqual(['Ana Lopez']);
    expect((await read(counselor, highSchool.id, '?sort=name&direction=desc')).students.map((row) => row.name)).toEqual([
      'Ben Okafor',
      'Ana Lopez',
    ]);
    expect((await read(counselor, highSchool.id, '?sort=upcoming')).students.map((row) => row.name)).toEqual(['Ana Lopez', 'Ben Okafor']);
    expect((await read(counselor, highSchool.id, '?overdue=true')).count).toBe(2);
    const bad = await as(counselor, 'GET', `/api/high-schools/${highSchool.id}/caseload?sort=height`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('sort');
  });

  it('exports the same table as CSV (BOM, CRLF), quoting names and defusing formulas', async () => {
    const { counselor, highSchool, ben } = await school();
    await as(ben, 'PATCH', '/api/account', { name: '=HYPERLINK("x"), Ben' });
    await shareWithSchool(ctx.app, ben, true);
    const response = await as(counselor, 'GET', `/api/high-schools/${highSchool.id}/caseload.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="caseload.csv"');
    // UTF-8 with a byte-order mark (LibreOffice reads "Zoë" right), CRLF after every record (RFC 4180).
    expect(response.body.startsWith('\ufeffStudent,')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body.replace(/\r\n/g, '')).not.toContain('\n');
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows[0]!.slice(0, 3)).toEqual(['Student', 'Class of', 'Applications: Drafting']);
    // By name: "=" sorts before letters.
    expect(rows.slice(1).map((row) => row[0])).toEqual([`'=HYPERLINK("x"), Ben`, 'Ana Lopez']);
    expect(rows[2]![2]).toBe('2');
  });

  it('is 404 to anyone but the school’s counselors', async () => {
    const { highSchool, ana } = await school();
    const other = await signUpAs(ctx.app, 'counselor');
    await createSchool(ctx.app, other);
    for (const user of [other, ana]) {
      expect((await as(user, 'GET', `/api/high-schools/${highSchool.id}/caseload`)).statusCode).toBe(404);
      expect((await as(user, 'GET', `/api/high-schools/${highSchool.id}/caseload.csv`)).statusCode).toBe(404);
    }
  });

  it('counts the letters asked of teachers, pending and submitted, only while letters are shared', async () => {
    const { counselor, highSchool, ana } = await school();
    const [first] = testCatalog().schools;
    const applications = (await as(ana, 'GET', '/api/applications')).json() as { applications: { id: string; schoolId: number }[] };
    const applicationId = applications.applications.find((app) => app.schoolId === first!.id)!.id;
    const teachers = [];
    for (const name of ['Mr. Okafor', 'Ms. Lee']) {
      const teacher = await signUpVerified(ctx.app, ctx.mail, buildSignupBody({ name, role: 'teacher' }));
      await write(ana, 'POST', '/api/letter-requests', {
        teacherName: name,
        teacherEmail: teacher.email,
        applicationIds: [applicationId],
        waived: true,
      });
      teachers.push(teacher);
    }
    const lee = teachers[1]!;
    const [request] = ((await as(lee, 'GET', '/api/teacher/letter-requests')).json() as { requests: { id: string }[] }).requests;
    await write(lee, 'POST', `/api/teacher/letter-requests/${request!.id}/answer`, { decision: 'accept', message: '' });
    await write(lee, 'POST', `/api/teacher/letter-requests/${request!.id}/colleges/${first!.id}/submitted`);
    expect((await read(counselor, highSchool.id)).students[0]!.letterRequests).toEqual({ pending: 1, submitted: 1, awaitingApproval: 0 });
    const csv = parse((await as(counselor, 'GET', `/api/high-schools/${highSchool.id}/caseload.csv`)).body, { bom: true, columns: true });
    expect(csv[0]).toMatchObject({ 'Letters pending': '1', 'Letters submitted': '1' });

    const sharing = (await as(ana, 'GET', '/api/sharing')).json() as { viewers: { id: string }[] };
    await as(ana, 'PATCH', `/api/sharing/viewers/${sharing.viewers[0]!.id}`, { scopes: { letters: false } });
    expect((await read(counselor, highSchool.id)).students[0]!.letterRequests).toBeNull();
  });
});
