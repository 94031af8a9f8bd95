import { beforeAll, describe, expect, it } from 'vitest';
import { rosterRejectedSchema, type RosterRejected } from '@campuspath/contract/rosters';
import type { SignedInUser } from '../../test/factories.ts';
import {
  CLASSES_HEADER,
  classLine,
  csv,
  ENROLLMENTS_HEADER,
  enrollmentLine,
  importRosterFiles,
  ORGS_HEADER,
  orgLine,
  postRosterFiles,
  USERS_HEADER,
  userLine,
  zipOf,
} from '../../test/oneroster-files.ts';
import { createSchool, signUpAs } from '../../test/roles.ts';
import { readRosterOf, seniorsYear } from '../../test/roster-requests.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * A OneRoster 1.1 export as a roster: its zip or its CSV files together; orgs.csv names the
 * school, enrollments.csv with classes.csv each student's group; every problem named by file, row
 * and column; teachers imported beside the students; the same export again changing nothing.
 */
const ctx = useTestApp();
let counselor: SignedInUser;
let schoolId: string;
let schoolName: string;

beforeAll(async () => {
  counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  const school = await createSchool(ctx.app, counselor);
  schoolId = school.highSchool.id;
  schoolName = school.highSchool.name;
});

const users = [
  userLine({ id: 'u1', given: 'Maya', family: 'Lopez', email: 'maya@sis.example.org', grade: '12' }),
  userLine({ id: 'u2', given: 'Li', family: 'Wong', email: 'li@sis.example.org', grade: '11' }),
  userLine({ id: 'u3', given: 'Ana', family: 'Ruiz', email: 'ana@sis.example.org', grade: '12' }),
  userLine({ id: 't1', role: 'teacher', given: 'Tom', family: 'Reed', email: 'treed@sis.example.org', grade: '' }),
];
const exportFiles = (overrides: Record<string, string> = {}) => ({
  'users.csv': csv(USERS_HEADER, users),
  'orgs.csv': csv(ORGS_HEADER, [
    orgLine('district-1', 'Springfield District', 'district'),
    orgLine('school-1', schoolName, 'school', '170993'),
  ]),
  'classes.csv': csv(CLASSES_HEADER, [
    classLine('c1', 'Homeroom 12A', 'homeroom', 'HR-12A'),
    classLine('c2', 'Homeroom 11B', 'homeroom', 'HR-11B'),
    classLine('c3', 'AP Biology', 'scheduled'),
    classLine('c4', 'Chemistry', 'scheduled'),
  ]),
  'enrollments.csv': csv(ENROLLMENTS_HEADER, [
    enrollmentLine('e1', 'c1', 'u1'),
    enrollmentLine('e2', 'c3', 'u1'),
    enrollmentLine('e3', 'c2', 'u2'),
    enrollmentLine('e4', 'c3', 'u3'),
    enrollmentLine('e5', 'c4', 'u3'),
    enrollmentLine('e6', 'c1', 't1', 'teacher'),
  ]),
  ...overrides,
});

const rejected = async (files: Record<string, string | Buffer>): Promise<RosterRejected> => {
  const response = await postRosterFiles(ctx.app, counselor, schoolId, files);
  expect(response.statusCode, response.body.slice(0, 500)).toBe(422);
  return rosterRejectedSchema.parse(response.json());
};
const problemsOf = (report: RosterRejected['report']) =>
  report.problems.map(({ file, row, column, problem }) => ({ file, row, column, problem }));

describe('a OneRoster export', () => {
  it('imports the zip: the school from orgs.csv, each student’s homeroom as their group, the teachers, teachers’ enrollments skipped', async () => {
    const zip = await zipOf({ ...exportFiles(), 'manifest.csv': 'propertyName,value\nmanifest.version,1.0\n', 'courses.csv': 'x\n' });
    const imported = await importRosterFiles(ctx.app, counselor, schoolId, { 'oneroster.zip': zip });
    expect(imported).toMatchObject({ added: 3, updated: 0, unchanged: 0, teachers: { added: 1, updated: 0, unchanged: 0 } });
    expect(imported.report).toMatchObject({
      format: 'oneroster',
      rowsRead: 4,
      school: { name: schoolName, identifier: '170993' },
      ignoredFiles: ['manifest.csv', 'courses.csv'],
      withoutGroup: 1,
      problemCount: 0,
    });
    expect(imported.report.files.map((file) => file.name)).toEqual(['orgs.csv', 'users.csv', 'classes.csv', 'enrollments.csv']);
    expect(imported.report.skipped).toEqual([
      { file: 'enrollments.csv', reason: expect.stringContaining('Teachers’ class enrollments are not read'), rows: 1 },
    ]);
    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    expect(roster.students.map(({ name, graduationYear, group }) => ({ name, graduationYear, group }))).toEqual([
      { name: 'Ana Ruiz', graduationYear: seniorsYear(), group: null },
      { name: 'Maya Lopez', graduationYear: seniorsYear(), group: 'Homeroom 12A' },
      { name: 'Li Wong', graduationYear: seniorsYear() + 1, group: 'Homeroom 11B' },
    ]);
  });

  it('changes nothing when the same export comes again as its CSV files, and moves a student whose homeroom changed', async () => {
    expect(await importRosterFiles(ctx.app, counselor, schoolId, exportFiles())).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    const moved = exportFiles({
      'enrollments.csv': csv(ENROLLMENTS_HEADER, [
        enrollmentLine('e1', 'c2', 'u1'),
        enrollmentLine('e3', 'c2', 'u2'),
        enrollmentLine('e4', 'c3', 'u3'),
      ]),
    });
    expect(await importRosterFiles(ctx.app, counselor, schoolId, moved)).toMatchObject({ added: 0, updated: 2, unchanged: 1 });
    const roster = await readRosterOf(ctx.app, counselor, schoolId);
    expect(new Map(roster.students.map((student) => [student.name, student.group]))).toEqual(
      new Map([
        ['Ana Ruiz', 'AP Biology'],
        ['Maya Lopez', 'Homeroom 11B'],
        ['Li Wong', 'Homeroom 11B'],
      ]),
    );
  });

  it('imports only this school’s students from a district’s orgs.csv, and refuses one that does not name it', async () => {
    const other = await signUpAs(ctx.app, 'counselor');
    const school = (await createSchool(ctx.app, other)).highSchool;
    const orgs = [orgLine('school-1', school.name, 'school'), orgLine('school-2', 'Lincoln High School', 'school')];
    const files = {
      'users.csv': csv(USERS_HEADER, [
        userLine({ id: 'u1', given: 'Maya', family: 'Lopez', email: 'maya@district.example.org', grade: '12' }),
        userLine({ id: 'u9', given: 'Sam', family: 'Ito', email: 'not-an-address', grade: '10', org: 'school-2' }),
      ]),
      'orgs.csv': csv(ORGS_HEADER, orgs),
    };
    const imported = await importRosterFiles(ctx.app, other, school.id, files);
    expect(imported.added).toBe(1);
    expect(imported.report.skipped).toEqual([{ file: 'users.csv', reason: 'Students of another school in orgs.csv.', rows: 1 }]);
    const unnamed = await postRosterFiles(ctx.app, other, school.id, {
      ...files,
      'orgs.csv': csv(
        ORGS_HEADER,
        orgs.map((line) => line.replace(school.name, 'Roosevelt')),
      ),
    });
    const report = rosterRejectedSchema.parse(unnamed.json()).report;
    expect(problemsOf(report)).toEqual([
      { file: 'orgs.csv', row: null, column: null, problem: expect.stringContaining('lists 2 schools') },
    ]);
  });
});

describe('a OneRoster export with problems is refused whole, each problem by file, row and column', () => {
  it('names an unknown class, an unknown user, a duplicate student, a bad email and a grade that is not high school', async () => {
    const files = exportFiles({
      'users.csv': csv(USERS_HEADER, [
        ...users,
        userLine({ id: 'u4', given: 'Ben', family: 'Cho', email: 'ben-at-school', grade: '10' }),
        userLine({ id: 'u5', given: 'Ana', family: 'R.', email: 'ANA@sis.example.org', grade: '12' }),
        userLine({ id: 'u6', given: 'Dev', family: 'Patel', email: 'dev@sis.example.org', grade: '06' }),
      ]),
      'enrollments.csv': csv(ENROLLMENTS_HEADER, [
        enrollmentLine('e1', 'c1', 'u1'),
        enrollmentLine('e2', 'c9', 'u2'),
        enrollmentLine('e3', 'c1', 'u99'),
      ]),
    });
    const { report, error } = await rejected(files);
    expect(error).toBe('roster_rejected');
    expect(problemsOf(report)).toEqual([
      { file: 'users.csv', row: 6, column: 'email', problem: 'This is not an email address.' },
      { file: 'users.csv', row: 7, column: 'email', problem: 'Row 4 has the same address: each student once.' },
      { file: 'users.csv', row: 8, column: 'grades', problem: expect.stringContaining('not one high school grade') },
      { file: 'enrollments.csv', row: 3, column: 'classSourcedId', problem: 'No class has this sourcedId in classes.csv.' },
      { file: 'enrollments.csv', row: 4, column: 'userSourcedId', problem: 'No user has this sourcedId in users.csv.' },
    ]);
    expect(report.problemCount).toBe(5);
  });

  it('names a missing required column of each file, and an export without users.csv or classes.csv', async () => {
    const noEmail = await rejected(exportFiles({ 'users.csv': csv(USERS_HEADER.replace(',email,', ',mail,'), users) }));
    expect(problemsOf(noEmail.report)).toEqual([
      { file: 'users.csv', row: 1, column: 'email', problem: expect.stringContaining('no email column') },
    ]);
    const noRole = await rejected(exportFiles({ 'enrollments.csv': 'sourcedId,classSourcedId,userSourcedId\ne1,c1,u1\n' }));
    expect(problemsOf(noRole.report)).toEqual([
      { file: 'enrollments.csv', row: 1, column: 'role', problem: 'enrollments.csv has no role column.' },
    ]);
    const { 'classes.csv': _classes, ...withoutClasses } = exportFiles();
    expect(problemsOf((await rejected(withoutClasses)).report)[0]).toMatchObject({
      file: 'enrollments.csv',
      problem: expect.stringContaining('add classes.csv'),
    });
    const { 'users.csv': _users, ...withoutUsers } = exportFiles();
    expect(problemsOf((await rejected({ 'export.zip': await zipOf(withoutUsers) })).report)).toEqual([
      { file: null, row: null, column: null, problem: expect.stringContaining('no users.csv') },
    ]);
  });

  it('refuses a file that is not a zip though it looks like one, a zip of too many files, and a zip whose file inflates past its limit', async () => {
    const broken = await rejected({ 'export.zip': Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]) });
    expect(problemsOf(broken.report)[0]).toMatchObject({ file: 'export.zip', problem: expect.stringContaining('cannot be read') });
    const crowded = await zipOf({ ...exportFiles(), ...Object.fromEntries(Array.from({ length: 66 }, (_, n) => [`notes/${n}.txt`, 'x'])) });
    expect(problemsOf((await rejected({ 'export.zip': crowded })).report)[0]).toMatchObject({
      file: 'export.zip',
      problem: expect.stringContaining('This zip holds 70 files'),
    });
    const bomb = await rejected({ 'export.zip': await zipOf({ 'users.csv': `${USERS_HEADER}\n${' '.repeat(7 * 1024 * 1024)}` }) });
    expect(problemsOf(bomb.report)[0]).toMatchObject({ file: 'export.zip', problem: expect.stringContaining('larger than 6 MB unzipped') });
    expect((await readRosterOf(ctx.app, counselor, schoolId)).students).toHaveLength(3);
  });
});

describe('an Excel workbook', () => {
  // What an .xlsx holds: a zip of XML parts (a workbook with 70 sheets holds more entries than an export).
  const workbook = (sheets: number) =>
    zipOf(
      {
        '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
        '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
        'xl/workbook.xml': '<?xml version="1.0"?><workbook/>',
        ...Object.fromEntries(Array.from({ length: sheets }, (_, n) => [`xl/worksheets/sheet${n + 1}.xml`, '<worksheet/>'])),
      },
      '',
    );

  it('is refused on its file field with the advice to save the sheet as CSV, however many sheets it has', async () => {
    for (const sheets of [1, 70]) {
      const response = await postRosterFiles(ctx.app, counselor, schoolId, { 'roster.xlsx': await workbook(sheets) });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(body.error).toBe('invalid_request');
      expect(body.message).toContain('save the sheet as "CSV UTF-8');
      expect(body.fields.file).toBe(body.message);
    }
    expect((await readRosterOf(ctx.app, counselor, schoolId)).students).toHaveLength(3);
  });
});
