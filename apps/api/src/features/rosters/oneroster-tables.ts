import type { ImportProblem } from '@campuspath/contract/admission-history-imports';
import { checkRecords, type RecordCheck } from '../../lib/csv-import.ts';
import { headerKey } from '../../lib/csv-headers.ts';
import type { CsvRecord } from '../../lib/csv-text.ts';
import { headerProblem, mapHeader, type ColumnIndexes } from './roster-columns.ts';
import { readTable } from './roster-file-check.ts';
import type { RosterReportBuilder } from './roster-report.ts';
import { TEACHER_ENROLLMENT_SKIPPED } from './roster-rows.ts';
import type { RosterUploadFile } from './oneroster-zip.ts';

/**
 * The OneRoster 1.1 files beside users.csv, as the CSV binding names their columns: orgs.csv
 * (sourcedId, status, dateLastModified, name, type, identifier, parentSourcedId) says which
 * school the students are at; classes.csv (sourcedId, status, dateLastModified, title, grades,
 * courseSourcedId, classCode, classType, location, schoolSourcedId, termSourcedIds...) names the
 * classes; enrollments.csv (sourcedId, classSourcedId, schoolSourcedId, userSourcedId, role,
 * primary, beginDate, endDate) puts students in them. Each is read whole, its rows checked.
 */

const problem = (row: number, column: string, value: string, text: string): ImportProblem => ({
  row,
  column,
  value,
  problem: text,
  suggestions: [],
});

/** A file's columns: the `required` ones must be there (a problem each otherwise); others read if present. */
async function readColumns<C extends string>(
  report: RosterReportBuilder,
  file: RosterUploadFile,
  maxRecords: number,
  required: readonly C[],
  optional: readonly C[],
) {
  const parsed = await readTable(report, file, maxRecords);
  if (!parsed) return null;
  if (parsed.truncated) {
    report.fileProblem(file.name, `${file.name} has more than ${maxRecords.toLocaleString('en-US')} rows, more than one school exports.`);
    return null;
  }
  const known = new Map<string, C>([...required, ...optional].map((name) => [headerKey(name), name]));
  const mapped = mapHeader(parsed.header, known);
  for (const column of required) {
    if (!mapped.columns[column]) mapped.problems.push(headerProblem(column, `${file.name} has no ${column} column.`));
  }
  if (mapped.problems.length) {
    report.add(file.name, mapped.problems);
    return null;
  }
  const columns: ColumnIndexes<C> = mapped.columns;
  const cell = (record: CsvRecord, column: C) => {
    const at = columns[column];
    return at ? (record.cells[at.index] ?? '').trim() : '';
  };
  const header = (column: C) => columns[column]?.header ?? column;
  return { records: parsed.records, cell, header };
}

const toDelete = (status: string) => status.toLowerCase() === 'tobedeleted';
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export interface RosterSchool {
  sourcedId: string;
  name: string;
  identifier: string | null;
  /** Every org orgs.csv lists: a student at one of them but not at the school is another school's. */
  known: Set<string>;
}

/**
 * The school orgs.csv names: its one school, or, for a district's file listing several, the one
 * named as the school is on CampusPath. Null once a problem is in the report.
 */
export async function readOrgs(report: RosterReportBuilder, file: RosterUploadFile, schoolName: string): Promise<RosterSchool | null> {
  const table = await readColumns(report, file, 10_000, ['sourcedId', 'name', 'type'], ['status', 'identifier']);
  if (!table) return null;
  const known = new Set<string>();
  const schools: Omit<RosterSchool, 'known'>[] = [];
  for (const record of table.records) {
    const sourcedId = table.cell(record, 'sourcedId');
    if (!sourcedId) report.add(file.name, [problem(record.line, table.header('sourcedId'), '', 'The org’s sourcedId is missing.')]);
    known.add(sourcedId);
    if (table.cell(record, 'type').toLowerCase() !== 'school' || toDelete(table.cell(record, 'status'))) continue;
    schools.push({ sourcedId, name: table.cell(record, 'name'), identifier: table.cell(record, 'identifier') || null });
  }
  if (report.failed) return null;
  const named = schools.filter((school) => sameName(school.name, schoolName));
  const school = schools.length === 1 ? schools[0] : named.length === 1 ? named[0] : undefined;
  if (school) return { ...school, known };
  if (schools.length === 0) report.fileProblem(file.name, 'orgs.csv lists no school (an org of type school).');
  else {
    const names = schools
      .slice(0, 5)
      .map((entry) => entry.name)
      .join(', ');
    report.fileProblem(
      file.name,
      `orgs.csv lists ${schools.length} schools (${names}${schools.length > 5 ? '…' : ''}) and none is named ${schoolName} as your school is on CampusPath. Export your school’s files alone.`,
    );
  }
  return null;
}

export interface RosterClass {
  title: string;
  code: string;
  homeroom: boolean;
}

/** classes.csv: each class's title, code and whether it is a homeroom. Null once a problem is in the report. */
export async function readClasses(report: RosterReportBuilder, file: RosterUploadFile): Promise<Map<string, RosterClass> | null> {
  const table = await readColumns(report, file, 20_000, ['sourcedId', 'title'], ['classCode', 'classType', 'status']);
  if (!table) return null;
  const classes = new Map<string, RosterClass & { line: number }>();
  const check = (record: CsvRecord): RecordCheck<null, ImportProblem> => {
    const sourcedId = table.cell(record, 'sourcedId');
    const title = table.cell(record, 'title');
    const earlier = classes.get(sourcedId);
    if (!sourcedId) return { problems: [problem(record.line, table.header('sourcedId'), '', 'The class’s sourcedId is missing.')] };
    if (earlier)
      return { problems: [problem(record.line, table.header('sourcedId'), sourcedId, `Row ${earlier.line} has the same sourcedId.`)] };
    if (!title) return { problems: [problem(record.line, table.header('title'), '', 'The class’s title is missing.')] };
    const homeroom = table.cell(record, 'classType').toLowerCase() === 'homeroom';
    classes.set(sourcedId, { line: record.line, title: title.slice(0, 80), code: table.cell(record, 'classCode'), homeroom });
    return { row: null };
  };
  const checked = await checkRecords(table.records, check, report.room);
  report.add(file.name, checked.problems, checked.problemCount);
  return checked.problemCount ? null : classes;
}

/** Classes a student is in, kept per student: more than a timetable holds is not a roster group anyway. */
const CLASSES_KEPT = 24;

/**
 * enrollments.csv: the classes each imported student is in, by their sourcedId. Teachers'
 * enrollments and those of users not imported are skipped; a class or user the other files do
 * not list is a problem.
 */
export async function readEnrollments(
  report: RosterReportBuilder,
  file: RosterUploadFile,
  classes: ReadonlyMap<string, RosterClass>,
  users: ReadonlySet<string>,
  students: ReadonlySet<string>,
): Promise<Map<string, string[]>> {
  const enrolled = new Map<string, string[]>();
  const table = await readColumns(report, file, 80_000, ['classSourcedId', 'userSourcedId', 'role'], ['status']);
  if (!table) return enrolled;
  const check = (record: CsvRecord): RecordCheck<null, ImportProblem> => {
    const role = table.cell(record, 'role').toLowerCase();
    const user = table.cell(record, 'userSourcedId');
    const classId = table.cell(record, 'classSourcedId');
    if (toDelete(table.cell(record, 'status'))) report.skip(file.name, 'Marked tobedeleted by the student information system.');
    else if (role === 'teacher') report.skip(file.name, TEACHER_ENROLLMENT_SKIPPED);
    else if (role !== 'student') report.skip(file.name, `Only students’ enrollments are read (role ${role || 'empty'}).`);
    else if (!users.has(user))
      return { problems: [problem(record.line, table.header('userSourcedId'), user, 'No user has this sourcedId in users.csv.')] };
    else if (!classes.has(classId))
      return { problems: [problem(record.line, table.header('classSourcedId'), classId, 'No class has this sourcedId in classes.csv.')] };
    else if (!students.has(user)) report.skip(file.name, 'Enrollments of users not imported (see users.csv above).');
    else {
      const list = enrolled.get(user) ?? [];
      if (list.length < CLASSES_KEPT && !list.includes(classId)) list.push(classId);
      enrolled.set(user, list);
    }
    return { row: null };
  };
  const checked = await checkRecords(table.records, check, report.room);
  report.add(file.name, checked.problems, checked.problemCount);
  return enrolled;
}
