import type { ImportProblem } from '@campuspath/contract/admission-history-imports';
import { ROSTER_MAX_STUDENTS, ROSTER_MAX_TEACHERS } from '@campuspath/contract/rosters';
import { checkRecords, type RecordCheck } from '../../lib/csv-import.ts';
import { decodeCsv, parseCsv, type CsvRecord, type ParsedCsv } from '../../lib/csv-text.ts';
import { mapRosterHeader } from './roster-columns.ts';
import type { RosterReportBuilder } from './roster-report.ts';
import { parseRosterRow, type RosterRow, type RosterTeacherRow, type RowContext } from './roster-rows.ts';
import type { RosterUploadFile } from './oneroster-zip.ts';

/**
 * Checks the students' file of a roster upload without touching the database, as the
 * admission-history import does (lib/csv-text.ts reads it): encoding, header, the 5,000-student
 * limit, then every row, and no address, student number or OneRoster sourcedId twice. The
 * upload's other OneRoster files are oneroster-check.ts's.
 */

const rowProblem = (row: number, column: string, value: string | null, problem: string): ImportProblem => ({
  row,
  column,
  value,
  problem,
  suggestions: [],
});

const limit = ROSTER_MAX_STUDENTS.toLocaleString('en-US');
/**
 * The most rows a students' file may have: a OneRoster users.csv lists the school's teachers,
 * staff and often every student's parents beside its students, so 5,000 students can come in
 * 15,000 rows; the 5,000 counts students, checked once the rows are read.
 */
const MAX_USER_ROWS = 20_000;
const tooMany = `The file has more than ${limit} students; a roster holds at most ${limit}.`;

/** A file's header and records, or null once its problem is in the report (encoding, an unclosed quote...). */
export async function readTable(report: RosterReportBuilder, file: RosterUploadFile, maxRecords: number): Promise<ParsedCsv | null> {
  const decoded = decodeCsv(file.bytes);
  if (!('text' in decoded)) {
    report.fileProblem(file.name, decoded.problem, decoded.line);
    return null;
  }
  const parsed = await parseCsv(decoded.text, maxRecords);
  if (!('records' in parsed)) {
    report.fileProblem(file.name, parsed.problem, parsed.line);
    return null;
  }
  report.files.push({ name: file.name, rows: Math.min(parsed.records.length, maxRecords) });
  if (report.files.length === 1) report.encoding = decoded.encoding;
  return parsed;
}

export interface CheckedStudents {
  rows: RosterRow[];
  /** The file's teachers (a simple file's role column, OneRoster's role teacher). */
  teachers: RosterTeacherRow[];
  /** Every sourcedId users.csv lists, imported or skipped: what enrollments.csv may name. */
  sourcedIds: Set<string>;
}

/** The students of a roster file (simple, or a OneRoster users.csv), checked row by row into `report`. */
export async function checkStudents(report: RosterReportBuilder, file: RosterUploadFile, context: RowContext): Promise<CheckedStudents> {
  const sourcedIds = new Set<string>();
  const teachers: RosterTeacherRow[] = [];
  const none = { rows: [], teachers, sourcedIds };
  const parsed = await readTable(report, file, MAX_USER_ROWS);
  if (!parsed) return none;
  const header = mapRosterHeader(parsed.header);
  if (parsed.truncated || (header.format === 'simple' && parsed.records.length > ROSTER_MAX_STUDENTS + ROSTER_MAX_TEACHERS)) {
    report.fileProblem(file.name, tooMany);
    return none;
  }
  report.format = header.format;
  report.rowsRead = parsed.records.length;
  report.ignoredColumns = header.ignoredColumns;
  if (header.problems.length) {
    report.add(file.name, header.problems);
    return none;
  }
  if (parsed.records.length === 0) {
    report.fileProblem(file.name, 'The file has a header but no students.');
    return none;
  }
  const sourcedIdAt = header.format === 'oneroster' ? header.columns.sourcedId?.index : undefined;

  const byEmail = new Map<string, number>();
  const byNumber = new Map<string, number>();
  const bySourcedId = new Map<string, number>();
  const numberColumn = header.format === 'oneroster' ? 'identifier' : 'student_number';
  // Each record in turn (lib/csv-import.ts): only the problems a report shows are kept, however
  // wrong the file, and a row that repeats an earlier address, number or sourcedId is refused.
  const checkRow = (record: CsvRecord): RecordCheck<RosterRow | null, ImportProblem> => {
    const sourcedId = sourcedIdAt === undefined ? '' : (record.cells[sourcedIdAt] ?? '').trim();
    if (sourcedId) sourcedIds.add(sourcedId);
    const result = parseRosterRow(record, header, context);
    if ('skipped' in result) {
      report.skip(file.name, result.skipped);
      return { row: null };
    }
    if ('problems' in result) return result;
    if ('teacher' in result) return checkTeacherRow(result.teacher);
    const { row } = result;
    const same = (seen: Map<string, number>, key: string | null, column: string, what: string) => {
      const earlier = key === null ? undefined : seen.get(key);
      return earlier === undefined
        ? null
        : { problems: [rowProblem(row.line, column, key, `Row ${earlier} has the same ${what}: each student once.`)] };
    };
    const repeated =
      same(bySourcedId, row.sourcedId, 'sourcedId', 'sourcedId') ??
      same(byEmail, row.email, 'email', 'address') ??
      same(byNumber, row.studentNumber, numberColumn, 'student number');
    if (repeated) return repeated;
    byEmail.set(row.email, row.line);
    if (row.studentNumber !== null) byNumber.set(row.studentNumber, row.line);
    if (row.sourcedId !== null) bySourcedId.set(row.sourcedId, row.line);
    return { row };
  };
  // A teacher's address or sourcedId is no one else's in the file either; the teachers are kept beside the students.
  const checkTeacherRow = (teacher: RosterTeacherRow): RecordCheck<RosterRow | null, ImportProblem> => {
    const sameId = teacher.sourcedId === null ? undefined : bySourcedId.get(teacher.sourcedId);
    if (sameId !== undefined) {
      return {
        problems: [rowProblem(teacher.line, 'sourcedId', teacher.sourcedId, `Row ${sameId} has the same sourcedId: each person once.`)],
      };
    }
    const sameAddress = byEmail.get(teacher.email);
    if (sameAddress !== undefined) {
      return { problems: [rowProblem(teacher.line, 'email', teacher.email, `Row ${sameAddress} has the same address: each person once.`)] };
    }
    byEmail.set(teacher.email, teacher.line);
    if (teacher.sourcedId !== null) bySourcedId.set(teacher.sourcedId, teacher.line);
    teachers.push(teacher);
    return { row: null };
  };
  const checked = await checkRecords(parsed.records, checkRow, report.room);
  report.add(file.name, checked.problems, checked.problemCount);
  const rows = checked.rows.filter((row) => row !== null);
  if (!checked.problemCount && rows.length === 0 && teachers.length === 0) {
    report.fileProblem(file.name, 'The file lists no students (role student) and no teachers (role teacher).');
  }
  if (rows.length > ROSTER_MAX_STUDENTS) report.fileProblem(file.name, tooMany);
  if (teachers.length > ROSTER_MAX_TEACHERS) {
    report.fileProblem(
      file.name,
      `The file has more than ${ROSTER_MAX_TEACHERS.toLocaleString('en-US')} teachers; a roster holds at most that many.`,
    );
  }
  return { rows, teachers, sourcedIds };
}
