import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PROBLEMS_SHOWN } from '@campuspath/contract/admission-history-terms';
import { rosterRejectedSchema, type RosterRejected } from '@campuspath/contract/rosters';
import { type SignedInUser, signUp, signUpVerified } from '../../test/factories.ts';
import { counselorWithSchool, createSchool, joinSchool, shareWithSchool, signUpAs } from '../../test/roles.ts';
import { importRosterCsv, postRosterCsv, readRosterOf, ROSTER_HEADER, rosterFile, seniorsYear } from '../../test/roster-requests.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A school's roster: every row checked with a report (row, column, problem), all or nothing, the
 * same file again changing nothing, OneRoster 1.1 users.csv read as it is, and each student's
 * place (not invited, joined, sharing) read by the school's counselors only.
 */
const ctx = useTestApp();
let counselor: SignedInUser;
let schoolId: string;
let joinCode: string;

beforeAll(async () => {
  ({ counselor, schoolId, joinCode } = await counselorWithSchool(ctx.app));
});

const rejected = async (csv: string, id = schoolId): Promise<RosterRejected> => {
  const response = await postRosterCsv(ctx.app, counselor, id, csv);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
  return rosterRejectedSchema.parse(response.json());
};
const problemsOf = (report: RosterRejected['report']) => report.problems.map(({ row, column, problem }) => ({ row, column, problem }));

describe('checking every row', () => {
  it('reports a bad email, a duplicate student and an unknown graduation year by row and column, and imports nothing', async () => {
    const year = seniorsYear();
    const csv = [
      ROSTER_HEADER,
      `Ana Ruiz,ana@school.example.org,${year},1001,12A`,
      `Ben Cho,ben-at-school,${year},1002,12A`,
      `Ana R.,ANA@school.example.org,${year},1003,12A`,
      `Cara Diaz,cara@school.example.org,1999,1004,12A`,
      `Dev Patel,dev@school.example.org,${year + 1},1001,11B`,
    ].join('\n');
    const { report, error } = await rejected(csv);
    expect(error).toBe('roster_rejected');
    expect(report.problemCount).toBe(4);
    expect(problemsOf(report)).toEqual([
      { row: 3, column: 'email', problem: 'This is not an email address.' },
      { row: 4, column: 'email', problem: 'Row 2 has the same address: each student once.' },
      { row: 5, column: 'graduation_year', problem: expect.stringContaining('1999 is not a graduation year') },
      { row: 6, column: 'student_number', problem: 'Row 2 has the same student number: each student once.' },
    ]);
    expect((await readRosterOf(ctx.app, counselor, schoolId)).students).toEqual([]);
  });

  it('names a missing required column', async () => {
    const { report } = await rejected('name,graduation_year\nAna,2030\n');
    expect(problemsOf(report)).toEqual([{ row: 1, column: 'email', problem: expect.stringContaining('no email column') }]);
  });

  it('shows only the first problems a report holds for a file wrong on every row, and counts them all', async () => {
    const rows = Array.from({ length: 2_000 }, (_, index) => `Student ${index},not-an-address-${index},1999,,`);
    const { report } = await rejected([ROSTER_HEADER, ...rows].join('\n'));
    expect(report.problemCount).toBe(4_000);
    expect(report.problems).toHaveLength(IMPORT_PROBLEMS_SHOWN);
    expect(report.problems[0]).toMatchObject({ row: 2, column: 'email' });
  });

  it('refuses more than 5,000 students at once', async () => {
    const { report } = await rejected(rosterFile(5_001, { domain: 'big.example.org' }));
    expect(report.problems[0]?.problem).toContain('more than 5,000 students');
  });
});

describe('OneRoster 1.1 users.csv', () => {
  const header =
    'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password';
  const user = (id: string, role: string, given: string, family: string, email: string, grades: string) =>
    `${id},,,true,org-1,${role},${id},,${given},${family},,ID-${id},${email},,,,${grades},`;

  it('imports the students and the teachers, and takes the class year from the grade', async () => {
    const counselorB = await signUpAs(ctx.app, 'counselor');
    const school = (await createSchool(ctx.app, counselorB)).highSchool.id;
    const csv = [
      header,
      user('u1', 'student', 'Maya', 'Lopez', 'maya@sis.example.org', '12'),
      user('u2', 'teacher', 'Tom', 'Reed', 'treed@sis.example.org', ''),
      user('u3', 'student', 'Li', 'Wong', 'li@sis.example.org', '09'),
    ].join('\n');
    const imported = await importRosterCsv(ctx.app, counselorB, school, csv);
    expect(imported.report).toMatchObject({ format: 'oneroster', rowsRead: 3, skippedRows: 0, problemCount: 0 });
    expect(imported.added).toBe(2);
    expect(imported.teachers.added).toBe(1);
    const roster = await readRosterOf(ctx.app, counselorB, school);
    expect(roster.students.map(({ name, graduationYear, studentNumber }) => ({ name, graduationYear, studentNumber }))).toEqual([
      { name: 'Maya Lopez', graduationYear: seniorsYear(), studentNumber: 'ID-u1' },
      { name: 'Li Wong', graduationYear: seniorsYear() + 3, studentNumber: 'ID-u3' },
    ]);
  });

  it('names the OneRoster columns a file lacks, and a grade that is not high school', async () => {
    const noGrades = await rejected('sourcedId,role,givenName,familyName,email\nu1,student,Maya,Lopez,maya@sis.example.org\n');
    expect(problemsOf(noGrades.report)).toEqual([{ row: 1, column: 'grades', problem: expect.stringContaining('no grades column') }]);
    const sixth = await rejected([header, user('u1', 'student', 'Sam', 'Ito', 'sam@sis.example.org', '06')].join('\n'));
    expect(problemsOf(sixth.report)).toEqual([{ row: 2, column: 'grades', problem: expect.stringContaining('not one high school grade') }]);
  });
});

describe('re-importing and reading the roster', () => {
  it('adds new students, changes nothing on the same file, and updates a changed line by address', async () => {
    const first = await importRosterCsv(ctx.app, counselor, schoolId, rosterFile(30));
    expect(first).toMatchObject({ added: 30, updated: 0, unchanged: 0 });
    const again = await importRosterCsv(ctx.app, counselor, schoolId, rosterFile(30));
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 30 });
    const moved = await importRosterCsv(ctx.app, counselor, schoolId, rosterFile(31, { group: 'Homeroom 12B' }));
    expect(moved).toMatchObject({ added: 1, updated: 30, unchanged: 0 });
    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    expect(roster.students).toHaveLength(31);
    expect(new Set(roster.students.map((student) => student.group))).toEqual(new Set(['Homeroom 12B']));
    expect(roster.counts).toEqual({ not_invited: 31, invited: 0, joined: 0, sharing: 0 });
  });

  it('updates every changed line of a large re-import, each field as the file now gives it, and leaves the others as they were', async () => {
    const other = await counselorWithSchool(ctx.app);
    expect(await importRosterCsv(ctx.app, other.counselor, other.schoolId, rosterFile(520))).toMatchObject({ added: 520 });
    const juniors = seniorsYear() + 1;
    // The first 510 lines change (more than one write's worth): a new name, class year and group,
    // and the student number taken out; the last ten stay as they were.
    const lines = Array.from({ length: 520 }, (_, index) =>
      index < 510
        ? `Student ${index + 1} Rivera,student${index + 1}@roster.example.org,${juniors},,Advisory ${index % 3}`
        : `Student ${index + 1},student${index + 1}@roster.example.org,${seniorsYear()},S${index + 1},Homeroom 12A`,
    );
    const file = `${ROSTER_HEADER}\n${lines.join('\n')}\n`;
    expect(await importRosterCsv(ctx.app, other.counselor, other.schoolId, file)).toMatchObject({ added: 0, updated: 510, unchanged: 10 });
    const roster = await readRosterOf(ctx.app, other.counselor, other.schoolId);
    const line = (n: number) => roster.students.find((student) => student.email === `student${n}@roster.example.org`);
    expect(line(1)).toMatchObject({ name: 'Student 1 Rivera', graduationYear: juniors, studentNumber: null, group: 'Advisory 0' });
    expect(line(510)).toMatchObject({ name: 'Student 510 Rivera', graduationYear: juniors, studentNumber: null, group: 'Advisory 2' });
    expect(line(520)).toMatchObject({ name: 'Student 520', graduationYear: seniorsYear(), studentNumber: 'S520', group: 'Homeroom 12A' });
    expect(await importRosterCsv(ctx.app, other.counselor, other.schoolId, file)).toMatchObject({ added: 0, updated: 0, unchanged: 520 });
  });

  it('tells who joined without sharing, who shares which scopes, and who joined without being on the roster', async () => {
    const joined = await signUpVerified(ctx.app, ctx.mail, { email: 'student1@roster.example.org', name: 'Student 1' });
    const sharing = await signUpVerified(ctx.app, ctx.mail, { email: 'student2@roster.example.org', name: 'Student 2' });
    const walkIn = await signUp(ctx.app, { email: 'walkin@elsewhere.example.org', name: 'Walk In' });
    // Someone who typed a rostered student's address without verifying it claims no line: named apart.
    const claimer = await signUp(ctx.app, { email: 'student3@roster.example.org', name: 'Not Student 3' });
    for (const student of [joined, sharing, walkIn, claimer]) await joinSchool(ctx.app, student, joinCode);
    await shareWithSchool(ctx.app, sharing, true);
    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    const byEmail = new Map(roster.students.map((student) => [student.email, student]));
    expect(byEmail.get('student1@roster.example.org')).toMatchObject({ status: 'joined', scopes: [] });
    expect(byEmail.get('student2@roster.example.org')?.status).toBe('sharing');
    expect(byEmail.get('student2@roster.example.org')?.scopes.length).toBeGreaterThan(0);
    expect(roster.counts).toEqual({ not_invited: 29, invited: 0, joined: 1, sharing: 1 });
    expect(byEmail.get('student3@roster.example.org')?.status).toBe('not_invited');
    expect(roster.unrostered).toEqual(
      expect.arrayContaining([
        { name: 'Walk In', graduationYear: walkIn.user.graduationYear, sharing: false },
        { name: 'Not Student 3', graduationYear: claimer.user.graduationYear, sharing: false },
      ]),
    );
    expect(roster.unrostered).toHaveLength(2);
  });

  it('lists students by class year, then by name as people read it: Student 2 before Student 10', async () => {
    const school = await counselorWithSchool(ctx.app);
    const year = seniorsYear();
    const csv = [
      ROSTER_HEADER,
      `Student 10,s10@order.example.org,${year},,`,
      `student 2,s2@order.example.org,${year},,`,
      `Student 1,s1@order.example.org,${year},,`,
      `Student 3,s3@order.example.org,${year + 1},,`,
      `Álvaro 9,a9@order.example.org,${year},,`,
    ].join('\n');
    await importRosterCsv(ctx.app, school.counselor, school.schoolId, csv);
    const { students } = await readRosterOf(ctx.app, school.counselor, school.schoolId);
    expect(students.map((student) => student.name)).toEqual(['Álvaro 9', 'Student 1', 'student 2', 'Student 10', 'Student 3']);
  });

  it('takes a student off the roster without touching their account or membership', async () => {
    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    const line = roster.students.find((student) => student.email === 'student1@roster.example.org')!;
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/high-schools/${schoolId}/roster/${line.id}`,
      headers: { cookie: counselor.cookie },
    });
    expect(removed.statusCode).toBe(204);
    const after = await readRosterOf(ctx.app, counselor, schoolId);
    expect(after.students.some((student) => student.id === line.id)).toBe(false);
    expect(after.unrostered.map((student) => student.name)).toContain('Student 1');
  });

  it('answers 404 to a counselor of another school and to a student of this one, before reading the file', async () => {
    const other = await signUpAs(ctx.app, 'counselor');
    await createSchool(ctx.app, other);
    expect((await postRosterCsv(ctx.app, other, schoolId, rosterFile(2))).statusCode).toBe(404);
    const student = await signUp(ctx.app);
    await joinSchool(ctx.app, student, joinCode);
    expect((await postRosterCsv(ctx.app, student, schoolId, rosterFile(2))).statusCode).toBe(404);
    const read = await ctx.app.inject({ url: `/api/high-schools/${schoolId}/roster`, headers: { cookie: student.cookie } });
    expect(read.statusCode).toBe(404);
  });
});
