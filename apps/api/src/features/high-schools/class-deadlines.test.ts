import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { classDeadlinesResponseSchema } from '@campuspath/contract/class-deadlines';
import { buildApplicationBody } from '../../../../../test/factories.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { pageApplicationsDue } from '../applications/applications.store.ts';

/**
 * The class-wide deadlines: only the school's students who share their applications with its
 * counselors, upcoming and overdue named with what is missing; the CSV has every application.
 */
const clock = createTestClock(Date.parse('2026-10-01T15:00:00Z'));
const ctx = useTestApp({ now: clock.now });

const as = (user: SignedInUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });

async function apply(student: SignedInUser, body: Parameters<typeof buildApplicationBody>[0]) {
  const response = await as(student, 'POST', '/api/applications', buildApplicationBody({ findDeadlineTask: false, ...body }));
  expect(response.statusCode, response.body).toBe(201);
}

/**
 * Ms. Rivera's school: Ana shares (an application due in 5 days with items missing, an overdue
 * one, a submitted one, one with no deadline), a student named like a formula shares too, Ben
 * joined but shares nothing; Cal shares with another school.
 */
async function school() {
  const [first, second, third] = testCatalog().schools;
  const counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  const { highSchool, joinCode } = await createSchool(ctx.app, counselor);
  const ana = await signUpAs(ctx.app, 'student', 'Ana Lopez');
  const injector = await signUpAs(ctx.app, 'student', '=HYPERLINK("http://x.test")');
  const ben = await signUpAs(ctx.app, 'student', 'Ben Okafor');
  const checklist = [
    { label: 'Personal essay', done: false },
    { label: 'Transcript requested', done: true },
    { label: '@SUM(1+1)', done: false },
  ];
  await apply(ana, { schoolId: first!.id, deadline: '2026-10-06', checklist });
  await apply(ana, { schoolId: second!.id, deadline: '2026-09-15', status: 'in-progress', checklist });
  await apply(ana, { schoolId: third!.id, deadline: '2026-10-20', status: 'submitted', checklist });
  await apply(ana, { schoolId: second!.id, round: 'rolling' });
  await apply(injector, { schoolId: first!.id, deadline: '2026-11-01', checklist: [{ label: '-2+3', done: false }] });
  await apply(ben, { schoolId: first!.id, deadline: '2026-10-06' });
  for (const student of [ana, injector, ben]) await joinSchool(ctx.app, student, joinCode.joinCode);
  await shareWithSchool(ctx.app, ana, true);
  await shareWithSchool(ctx.app, injector, true);

  const elsewhere = await signUpAs(ctx.app, 'counselor', 'Mr. Grant');
  const other = await createSchool(ctx.app, elsewhere);
  const cal = await signUpAs(ctx.app, 'student', 'Cal Other');
  await apply(cal, { schoolId: first!.id, deadline: '2026-10-06' });
  await joinSchool(ctx.app, cal, other.joinCode.joinCode);
  await shareWithSchool(ctx.app, cal, true);
  return { counselor, highSchool, ana, ben, cal, names: [first!.name, second!.name, third!.name] };
}

const read = async (counselor: SignedInUser, id: string, query = '') => {
  const response = await as(counselor, 'GET', `/api/high-schools/${id}/class-deadlines${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return classDeadlinesResponseSchema.parse(response.json());
};

describe('class-wide deadlines', () => {
  it('names the upcoming and overdue applications of the students who share them, with what is missing', async () => {
    const { counselor, highSchool, names } = await school();
    const view = await read(counselor, highSchool.id);
    expect(view).toMatchObject({ today: '2026-10-01', until: '2026-11-25', sharingStudents: 2 });
    expect(view.upcoming.total).toBe(3);
    expect(view.upcoming.applications.map((app) => [app.studentName, app.collegeName, app.deadline, app.status, app.missing])).toEqual([
      ['Ana Lopez', names[0], '2026-10-06', 'drafting', ['Personal essay', '@SUM(1+1)']],
      ['Ana Lopez', names[2], '2026-10-20', 'submitted', []],
      ['=HYPERLINK("http://x.test")', names[0], '2026-11-01', 'drafting', ['-2+3']],
    ]);
    expect(view.overdue).toEqual({
      total: 1,
      applications: [
        expect.objectContaining({
          studentName: 'Ana Lopez',
          collegeName: names[1],
          deadline: '2026-09-15',
          missing: ['Personal essay', '@SUM(1+1)'],
        }),
      ],
    });
    // A shorter window leaves out the later deadlines.
    expect((await read(counselor, highSchool.id, '?weeks=1')).upcoming.applications.map((app) => app.deadline)).toEqual(['2026-10-06']);
  });

  it('never shows a student who does not share applications, nor another school', async () => {
    const { counselor, highSchool, ana, ben, cal } = await school();
    const sharing = (await as(ana, 'GET', '/api/sharing')).json() as { viewers: { id: string }[] };
    await as(ana, 'PATCH', `/api/sharing/viewers/${sharing.viewers[0]!.id}`, { scopes: { colleges: false } });
    const view = await read(counselor, highSchool.id);
    const seen = [...view.upcoming.applications, ...view.overdue.applications].map((app) => app.studentId);
    expect(view.sharingStudents).toBe(1);
    expect(seen).not.toContain(ana.user.id);
    expect(seen).not.toContain(ben.user.id);
    expect(seen).not.toContain(cal.user.id);
    const csv = (await as(counselor, 'GET', `/api/high-schools/${highSchool.id}/class-deadlines.csv`)).body;
    expect(csv).not.toContain('Ana Lopez');
    expect(csv).not.toContain('Ben Okafor');
    expect(csv).not.toContain('Cal Other');
  });

  it('answers 404 to another school’s counselor and to a student, and names a bad window', async () => {
    const { highSchool, ana } = await school();
    const stranger = await signUpAs(ctx.app, 'counselor');
    for (const url of [`/api/high-schools/${highSchool.id}/class-deadlines`, `/api/high-schools/${highSchool.id}/class-deadlines.csv`]) {
      expect((await as(stranger, 'GET', url)).statusCode).toBe(404);
      expect((await as(ana, 'GET', url)).statusCode).toBe(404);
    }
  });

  it('refuses a window out of range, naming the field', async () => {
    const { counselor, highSchool } = await school();
    for (const weeks of ['0', '27', 'soon']) {
      const response = await as(counselor, 'GET', `/api/high-schools/${highSchool.id}/class-deadlines?weeks=${weeks}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { weeks: expect.any(String) } });
    }
  });

  it('exports one row per application with a BOM, ISO dates, named missing items and no formula cell', async () => {
    const { counselor, highSchool, names } = await school();
    const response = await as(counselor, 'GET', `/api/high-schools/${highSchool.id}/class-deadlines.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('class-deadlines-2026-10-01.csv');
    expect(response.body.startsWith('\ufeffStudent,College,Round,Deadline,Status,Items missing\r\n')).toBe(true);
    const rows = parse(response.body.slice(1), { columns: true }) as Record<string, string>[];
    // By student (punctuation sorts first), then deadline: Ana's four, the rolling one without a deadline last.
    expect(rows).toHaveLength(5);
    expect(rows.slice(1).map((row) => [row.Student, row.College, row.Round, row.Deadline, row.Status])).toEqual([
      ['Ana Lopez', names[1], 'Early Action', '2026-09-15', 'In Progress'],
      ['Ana Lopez', names[0], 'Early Action', '2026-10-06', 'Drafting'],
      ['Ana Lopez', names[2], 'Early Action', '2026-10-20', 'Submitted'],
      ['Ana Lopez', names[1], 'Rolling', '', 'Drafting'],
    ]);
    expect(rows[2]!['Items missing']).toBe('Personal essay; @SUM(1+1)');
    expect(rows[3]!['Items missing']).toBe('');
    // A date is written bare (no quotes), as spreadsheets read dates.
    expect(response.body).toContain(',2026-10-06,Drafting,');
    expect(rows[0]).toMatchObject({ Student: `'=HYPERLINK("http://x.test")`, 'Items missing': "'-2+3" });
  });

  it("decides overdue in each application's own zone, not by the day in UTC", async () => {
    const { counselor, highSchool, ana } = await school();
    const inZone = (zone: string) =>
      testCatalog()
        .schools.slice(3)
        .find((college) => college.timeZone === zone)!;
    const [eastern, pacific] = [inZone('America/New_York'), inZone('America/Los_Angeles')];
    await apply(ana, { schoolId: eastern.id, deadline: '2026-10-01' });
    await apply(ana, { schoolId: pacific.id, deadline: '2026-10-01' });
    // 1 am in New York on October 2 (past its 11:59 pm), 10 pm on October 1 in Los Angeles.
    clock.advance(14 * 3_600_000);
    try {
      const view = await read(counselor, highSchool.id);
      expect(view.today).toBe('2026-10-02');
      expect(view.overdue.applications.filter((app) => app.deadline === '2026-10-01').map((app) => app.collegeId)).toEqual([eastern.id]);
      expect(view.upcoming.applications.filter((app) => app.deadline === '2026-10-01').map((app) => app.collegeId)).toEqual([pacific.id]);
      expect(view.overdue.total).toBe(2);
    } finally {
      clock.advance(-14 * 3_600_000);
    }
  });

  it('counts every application in the window, also those past the page a school of thousands fills', async () => {
    const { ana } = await school();
    const ids = [ana.user.id];
    // One page of one: Ana's nearest deadline, with both the window holds counted.
    const page = await pageApplicationsDue(ctx.database.handle.db, ids, { from: '2026-10-01', to: '2026-11-25' }, 1);
    expect(page.rows.map((row) => [row.deadline, row.status])).toEqual([['2026-10-06', 'drafting']]);
    expect(page.total).toBe(2);
    expect(await pageApplicationsDue(ctx.database.handle.db, ids, { from: '2030-01-01' }, 1)).toEqual({ rows: [], total: 0 });
  });
});
