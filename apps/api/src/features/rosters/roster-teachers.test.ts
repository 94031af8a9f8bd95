import { beforeAll, describe, expect, it } from 'vitest';
import { rosterRejectedSchema, schoolTeachersResponseSchema, type RosterRejected } from '@campuspath/contract/rosters';
import { openVerificationLink, signUp, type SignedInUser } from '../../test/factories.ts';
import { csv, importRosterFiles, ORGS_HEADER, orgLine, USERS_HEADER, userLine } from '../../test/oneroster-files.ts';
import { counselorWithSchool, createSchool, joinSchool, signUpAs } from '../../test/roles.ts';
import { importRosterCsv, postRosterCsv, readRosterOf, seniorsYear } from '../../test/roster-requests.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * Teachers on a school's roster: a simple file's role column or OneRoster's role teacher, checked
 * by row and column with the students, all or nothing, the same file again changing nothing; read
 * by the school's students (to ask one for a letter) and counselors, and by nobody else.
 */
const ctx = useTestApp();
let counselor: SignedInUser;
let schoolId: string;
let joinCode: string;

beforeAll(async () => {
  ({ counselor, schoolId, joinCode } = await counselorWithSchool(ctx.app));
});

const HEADER = 'name,email,graduation_year,student_number,group,role';
const rejected = async (file: string): Promise<RosterRejected> => {
  const response = await postRosterCsv(ctx.app, counselor, schoolId, file);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
  return rosterRejectedSchema.parse(response.json());
};
const readTeachers = async (user: SignedInUser, id = schoolId) =>
  ctx.app.inject({ method: 'GET', url: `/api/high-schools/${id}/teachers`, headers: { cookie: user.cookie } });

describe('the role column of a simple roster', () => {
  it('names a role that is neither student nor teacher, and a teacher without an address, by row and column; imports nothing', async () => {
    const year = seniorsYear();
    const { report } = await rejected(
      [
        HEADER,
        `Ana Ruiz,ana@teach.example.org,${year},,12A,`,
        `Mr. Cole,cole@teach.example.org,,,,principal`,
        `Ms. Park,,,,,Teacher`,
        `Ms. Ito,ana@teach.example.org,,,,teacher`,
      ].join('\n'),
    );
    expect(report.problems.map(({ row, column, value, problem }) => ({ row, column, value, problem }))).toEqual([
      { row: 3, column: 'role', value: 'principal', problem: 'The role is student or teacher (or blank for a student).' },
      { row: 4, column: 'email', value: '', problem: 'The email address is missing.' },
      { row: 5, column: 'email', value: 'ana@teach.example.org', problem: 'Row 2 has the same address: each person once.' },
    ]);
    expect(await readRosterOf(ctx.app, counselor, schoolId)).toMatchObject({ students: [], teachers: [] });
  });

  it('lists teachers by name as people read it: Teacher 2 before Teacher 10', async () => {
    const school = await counselorWithSchool(ctx.app);
    const file = [HEADER, 'Teacher 10,t10@order.example.org,,,,teacher', 'teacher 2,t2@order.example.org,,,,teacher'].join('\n');
    await importRosterCsv(ctx.app, school.counselor, school.schoolId, file);
    const { teachers } = await readRosterOf(ctx.app, school.counselor, school.schoolId);
    expect(teachers.map((teacher) => teacher.name)).toEqual(['teacher 2', 'Teacher 10']);
  });

  it('imports teachers without a graduation year beside the students, and the same file again changes nothing', async () => {
    const year = seniorsYear();
    const file = [
      HEADER,
      `Ana Ruiz,ana@teach.example.org,${year},1001,12A,student`,
      `Ben Cho,ben@teach.example.org,${year},1002,12A,`,
      `Ms. Grace Park,GPark@teach.example.org,,,,teacher`,
      `Mr. Tom Reed,treed@teach.example.org,${year},,,TEACHER`,
    ].join('\n');
    const first = await importRosterCsv(ctx.app, counselor, schoolId, file);
    expect(first).toMatchObject({ added: 2, teachers: { added: 2, updated: 0, unchanged: 0 } });
    expect(await importRosterCsv(ctx.app, counselor, schoolId, file)).toMatchObject({
      added: 0,
      unchanged: 2,
      teachers: { added: 0, updated: 0, unchanged: 2 },
    });
    const renamed = await importRosterCsv(
      ctx.app,
      counselor,
      schoolId,
      `${HEADER}\nMs. Grace Park-Lee,gpark@teach.example.org,,,,teacher\n`,
    );
    expect(renamed.teachers).toEqual({ added: 0, updated: 1, unchanged: 0 });
    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    expect(roster.students.map((student) => student.name)).toEqual(['Ana Ruiz', 'Ben Cho']);
    expect(roster.teachers.map(({ name, email, sample }) => ({ name, email, sample }))).toEqual([
      { name: 'Mr. Tom Reed', email: 'treed@teach.example.org', sample: false },
      { name: 'Ms. Grace Park-Lee', email: 'gpark@teach.example.org', sample: false },
    ]);
  });

  it('refuses a teacher row with a rostered student’s address, and a student row with a rostered teacher’s, naming it', async () => {
    const asTeacher = await postRosterCsv(ctx.app, counselor, schoolId, `${HEADER}\nAna Ruiz,ana@teach.example.org,,,,teacher\n`);
    expect(asTeacher.statusCode).toBe(409);
    expect(asTeacher.json()).toMatchObject({ error: 'roster_role_conflict', message: expect.stringContaining('ana@teach.example.org') });
    const asStudent = await postRosterCsv(
      ctx.app,
      counselor,
      schoolId,
      `${HEADER}\nTom Reed,treed@teach.example.org,${seniorsYear()},,,\n`,
    );
    expect(asStudent.statusCode).toBe(409);
    expect(asStudent.json()).toMatchObject({ error: 'roster_role_conflict', message: expect.stringContaining('as a teacher') });
    expect((await readRosterOf(ctx.app, counselor, schoolId)).teachers).toHaveLength(2);
  });
});

describe('OneRoster teachers', () => {
  it('imports users.csv rows of role teacher as the school’s teachers, needing no grade, and checks their address', async () => {
    const other = await signUpAs(ctx.app, 'counselor');
    const { highSchool } = await createSchool(ctx.app, other);
    const users = (teacherEmail: string) =>
      csv(USERS_HEADER, [
        userLine({ id: 'u1', given: 'Maya', family: 'Lopez', email: 'maya@or.example.org', grade: '12' }),
        userLine({ id: 't1', role: 'teacher', given: 'Tom', family: 'Reed', email: teacherEmail, grade: '' }),
        userLine({ id: 'a1', role: 'administrator', given: 'Pat', family: 'Lee', email: 'pat@or.example.org', grade: '' }),
      ]);
    const orgs = csv(ORGS_HEADER, [orgLine('school-1', highSchool.name, 'school')]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/high-schools/${highSchool.id}/roster/imports?fileName=users.csv`,
      headers: { cookie: other.cookie, 'content-type': 'text/csv' },
      payload: users('not-an-address'),
    });
    expect(refused.statusCode).toBe(422);
    expect(rosterRejectedSchema.parse(refused.json()).report.problems).toMatchObject([
      { row: 3, column: 'email', problem: 'This is not an email address.' },
    ]);
    const imported = await importRosterFiles(ctx.app, other, highSchool.id, {
      'users.csv': users('treed@or.example.org'),
      'orgs.csv': orgs,
    });
    expect(imported).toMatchObject({ added: 1, teachers: { added: 1 } });
    expect(imported.report.skipped).toEqual([
      { file: 'users.csv', reason: 'Only students and teachers are on the roster (role administrator).', rows: 1 },
    ]);
    expect((await readRosterOf(ctx.app, other, highSchool.id)).teachers).toMatchObject([
      { name: 'Tom Reed', email: 'treed@or.example.org' },
    ]);
  });
});

describe('the school’s teachers, for its students', () => {
  it('answers the school’s students and counselors with its teachers by name, and anyone else 404', async () => {
    const student = await signUpAs(ctx.app, 'student');
    await joinSchool(ctx.app, student, joinCode);
    const listed = await readTeachers(student);
    expect(listed.statusCode).toBe(200);
    expect(schoolTeachersResponseSchema.parse(listed.json()).teachers.map((teacher) => teacher.name)).toEqual([
      'Mr. Tom Reed',
      'Ms. Grace Park-Lee',
    ]);
    expect((await readTeachers(counselor)).statusCode).toBe(200);
    const outsider = await signUpAs(ctx.app, 'student');
    const otherCounselor = await signUpAs(ctx.app, 'counselor');
    const teacher = await signUpAs(ctx.app, 'teacher');
    for (const caller of [outsider, otherCounselor, teacher]) {
      const response = await readTeachers(caller);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('teach.example.org');
    }
  });
});

describe('the teacher’s own data', () => {
  it('puts the roster line in the export of the teacher who verified that address; deleting the account leaves it to the school', async () => {
    const teacher = await signUp(ctx.app, { email: 'treed@teach.example.org', name: 'Tom Reed', role: 'teacher' });
    const before = await ctx.app.inject({ url: '/api/account/export', headers: { cookie: teacher.cookie } });
    expect(before.json().rosterTeacherLines, 'an unverified address reads no roster line').toEqual([]);
    expect((await openVerificationLink(ctx.app, ctx.mail, teacher.email)).statusCode).toBe(200);
    const exported = await ctx.app.inject({ url: '/api/account/export', headers: { cookie: teacher.cookie } });
    expect(exported.json().rosterTeacherLines).toEqual([
      {
        highSchoolId: schoolId,
        name: 'Mr. Tom Reed',
        email: 'treed@teach.example.org',
        importedAt: expect.any(String),
        invitedAt: null,
        joinedAt: null,
      },
    ]);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: teacher.cookie },
      payload: { password: teacher.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await readRosterOf(ctx.app, counselor, schoolId)).teachers.map((line) => line.email)).toContain('treed@teach.example.org');
  });
});
