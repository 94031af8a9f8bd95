import { emailSchema } from '@campuspath/contract/auth';
import type { ImportProblem } from '@campuspath/contract/admission-history-imports';
import type { CsvRecord } from '../../lib/csv-text.ts';
import type { ColumnIndexes, OneRosterColumn, RosterHeader } from './roster-columns.ts';
import { ROSTER_ROLES, type RosterColumn } from '@campuspath/contract/rosters';

type RosterRole = (typeof ROSTER_ROLES)[number];

/** One student of a roster file, checked. */
export interface RosterRow {
  line: number;
  name: string;
  email: string;
  graduationYear: number;
  studentNumber: string | null;
  group: string | null;
  /** The student's OneRoster sourcedId, which enrollments.csv names them by (null in a simple file). */
  sourcedId: string | null;
}

/**
 * What a row is checked against: the class years a high school has now (this year's seniors
 * first) and, when the upload has an orgs.csv, the school's org and every org the file lists.
 */
export interface RowContext {
  seniorsYear: number;
  orgs?: { school: string; known: ReadonlySet<string> };
}

/** One teacher of a roster file, checked: only a name and an address. */
export interface RosterTeacherRow {
  line: number;
  name: string;
  email: string;
  sourcedId: string | null;
}

/** A row not imported, with why (a row marked to delete, a student of another school). */
type RowResult = { row: RosterRow } | { teacher: RosterTeacherRow } | { skipped: string } | { problems: ImportProblem[] };

/** enrollments.csv's teacher rows: the teachers themselves come from users.csv. */
export const TEACHER_ENROLLMENT_SKIPPED = 'Teachers’ class enrollments are not read: the roster’s teachers come from users.csv.';

const cellOf = <C extends string>(record: CsvRecord, columns: ColumnIndexes<C>, column: C): string => {
  const at = columns[column];
  return at ? (record.cells[at.index] ?? '').trim() : '';
};

/** The checks both formats share: a name, a valid address, a class year a high school has now, short optional cells. */
function checkStudent(
  line: number,
  fields: { name: string; email: string; year: string; number: string; group: string },
  headers: { name: string; email: string; year: string; number: string; group: string },
  context: RowContext,
  yearFromGrade: boolean,
): RowResult {
  const problems: ImportProblem[] = [];
  const problem = (column: string, value: string, text: string) =>
    problems.push({ row: line, column, value, problem: text, suggestions: [] });
  if (!fields.name) problem(headers.name, '', 'The student’s name is missing.');
  else if (fields.name.length > 100) problem(headers.name, fields.name.slice(0, 100), 'Names are at most 100 characters.');
  const email = emailSchema.safeParse(fields.email);
  if (!email.success)
    problem(headers.email, fields.email, fields.email ? 'This is not an email address.' : 'The email address is missing.');
  const last = context.seniorsYear + 4;
  const year = Number(fields.year);
  if (!yearFromGrade && !(/^\d{4}$/.test(fields.year) && year >= context.seniorsYear && year <= last)) {
    problem(
      headers.year,
      fields.year,
      fields.year
        ? `${fields.year} is not a graduation year of a class in high school now: use ${context.seniorsYear} (this year’s seniors) to ${last}.`
        : 'The graduation year is missing.',
    );
  }
  if (fields.number.length > 64) problem(headers.number, fields.number.slice(0, 64), 'Student numbers are at most 64 characters.');
  if (fields.group.length > 100) problem(headers.group, fields.group.slice(0, 100), 'Group names are at most 100 characters.');
  if (problems.length > 0 || !email.success) return { problems };
  return {
    row: {
      line,
      name: fields.name,
      email: email.data,
      graduationYear: year,
      studentNumber: fields.number || null,
      group: fields.group || null,
      sourcedId: null,
    },
  };
}

/** A teacher row: a name and a valid address; any other cell of the row is not read. */
function checkTeacher(line: number, fields: { name: string; email: string }, headers: { name: string; email: string }): RowResult {
  const problems: ImportProblem[] = [];
  const problem = (column: string, value: string, text: string) =>
    problems.push({ row: line, column, value, problem: text, suggestions: [] });
  if (!fields.name) problem(headers.name, '', 'The teacher’s name is missing.');
  else if (fields.name.length > 100) problem(headers.name, fields.name.slice(0, 100), 'Names are at most 100 characters.');
  const email = emailSchema.safeParse(fields.email);
  if (!email.success)
    problem(headers.email, fields.email, fields.email ? 'This is not an email address.' : 'The email address is missing.');
  if (problems.length > 0 || !email.success) return { problems };
  return { teacher: { line, name: fields.name, email: email.data, sourcedId: null } };
}

/** A simple row's role: blank or `student` is a student, `teacher` a teacher; anything else a problem naming the cell. */
function simpleRole(record: CsvRecord, columns: ColumnIndexes<RosterColumn>): RosterRole | ImportProblem {
  const value = cellOf(record, columns, 'role');
  const role = value.toLowerCase();
  if (role === '') return 'student';
  if ((ROSTER_ROLES as readonly string[]).includes(role)) return role as RosterRole;
  return {
    row: record.line,
    column: columns.role?.header ?? 'role',
    value: value.slice(0, 100),
    problem: 'The role is student or teacher (or blank for a student).',
    suggestions: [],
  };
}

export function parseSimpleRow(record: CsvRecord, columns: ColumnIndexes<RosterColumn>, context: RowContext): RowResult {
  const header = (column: RosterColumn) => columns[column]?.header ?? column;
  const role = simpleRole(record, columns);
  if (typeof role !== 'string') return { problems: [role] };
  if (role === 'teacher') {
    return checkTeacher(
      record.line,
      { name: cellOf(record, columns, 'name'), email: cellOf(record, columns, 'email') },
      { name: header('name'), email: header('email') },
    );
  }
  return checkStudent(
    record.line,
    {
      name: cellOf(record, columns, 'name'),
      email: cellOf(record, columns, 'email'),
      year: cellOf(record, columns, 'graduation_year'),
      number: cellOf(record, columns, 'student_number'),
      group: cellOf(record, columns, 'group'),
    },
    {
      name: header('name'),
      email: header('email'),
      year: header('graduation_year'),
      number: header('student_number'),
      group: header('group'),
    },
    context,
    false,
  );
}

/** OneRoster grades are CEDS codes: 09 to 12 are high school; 08 is accepted as next year's freshmen. */
const HIGH_SCHOOL_GRADES = new Map([
  ['12', 0],
  ['11', 1],
  ['10', 2],
  ['09', 3],
  ['9', 3],
  ['08', 4],
  ['8', 4],
]);

/** Why a users.csv row that is not a student, or is not this school's, is not imported. */
function skipReason(cell: (column: OneRosterColumn) => string, context: RowContext): string | { problem: string } | null {
  if (cell('status').toLowerCase() === 'tobedeleted') return 'Marked tobedeleted by the student information system.';
  const role = cell('role').toLowerCase();
  if (role !== 'student' && role !== 'teacher') return `Only students and teachers are on the roster (role ${role || 'empty'}).`;
  if (!context.orgs) return null;
  const orgs = cell('orgSourcedIds')
    .split(',')
    .map((org) => org.trim())
    .filter(Boolean);
  if (orgs.includes(context.orgs.school)) return null;
  if (orgs.some((org) => context.orgs!.known.has(org))) return 'Students of another school in orgs.csv.';
  return { problem: orgs.length ? 'None of these orgs is in orgs.csv.' : `The ${role}’s school (orgSourcedIds) is missing.` };
}

/**
 * A OneRoster users.csv row: students (role `student`, the class year from `grades`) and teachers
 * (role `teacher`, a name and address only); rows marked `tobedeleted` and other roles skipped.
 */
export function parseOneRosterRow(record: CsvRecord, columns: ColumnIndexes<OneRosterColumn>, context: RowContext): RowResult {
  const cell = (column: OneRosterColumn) => cellOf(record, columns, column);
  const header = (column: OneRosterColumn) => columns[column]?.header ?? column;
  const skip = skipReason(cell, context);
  if (typeof skip === 'string') return { skipped: skip };
  if (skip) {
    return {
      problems: [
        { row: record.line, column: header('orgSourcedIds'), value: cell('orgSourcedIds'), problem: skip.problem, suggestions: [] },
      ],
    };
  }
  if (cell('role').toLowerCase() === 'teacher') {
    const checked = checkTeacher(
      record.line,
      { name: [cell('givenName'), cell('middleName'), cell('familyName')].filter(Boolean).join(' '), email: cell('email') },
      { name: header('givenName'), email: header('email') },
    );
    return 'teacher' in checked ? { teacher: { ...checked.teacher, sourcedId: cell('sourcedId') || null } } : checked;
  }
  const grades = cell('grades')
    .split(',')
    .map((grade) => grade.trim())
    .filter(Boolean);
  const offset = grades.length === 1 ? HIGH_SCHOOL_GRADES.get(grades[0]!) : undefined;
  const name = [cell('givenName'), cell('middleName'), cell('familyName')].filter(Boolean).join(' ');
  const checked = checkStudent(
    record.line,
    { name, email: cell('email'), year: '', number: cell('identifier'), group: '' },
    { name: header('givenName'), email: header('email'), year: header('grades'), number: header('identifier'), group: 'group' },
    context,
    true,
  );
  if (offset === undefined) {
    const gradeProblem: ImportProblem = {
      row: record.line,
      column: header('grades'),
      value: cell('grades'),
      problem:
        grades.length === 0 ? 'The grade is missing.' : 'This is not one high school grade (09 to 12, or 08 for next year’s freshmen).',
      suggestions: [],
    };
    return { problems: ['problems' in checked ? checked.problems : [], [gradeProblem]].flat() };
  }
  if (!('row' in checked)) return checked;
  return { row: { ...checked.row, graduationYear: context.seniorsYear + offset, sourcedId: cell('sourcedId') || null } };
}

export function parseRosterRow(record: CsvRecord, header: RosterHeader, context: RowContext): RowResult {
  return header.format === 'oneroster'
    ? parseOneRosterRow(record, header.columns, context)
    : parseSimpleRow(record, header.columns, context);
}
