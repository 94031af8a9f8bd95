import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { IMPORT_PROBLEMS_SHOWN } from '@campuspath/contract/admission-history-terms';
import type { ImportProblem } from '@campuspath/contract/admission-history-imports';
import { ROSTER_MAX_STUDENTS, type RosterImportReport } from '@campuspath/contract/rosters';
import { checkRecords, type RecordCheck } from '../../lib/csv-import.ts';
import { decodeCsv, parseCsv, type CsvRecord } from '../../lib/csv-text.ts';
import { mapRosterHeader } from './roster-columns.ts';
import { parseRosterRow, type RosterRow } from './roster-rows.ts';

/**
 * Checks a whole roster file without touching the database, as the admission-history import
 * does (lib/csv-text.ts reads it): encoding, header, the 5,000-student limit, then every row,
 * and no address or student number twice. The caller stores the rows only when
 * `report.problemCount` is 0.
 */
const fileLevel = (line: number | null, problem: string): ImportProblem => ({
  row: line,
  column: null,
  value: null,
  problem,
  suggestions: [],
});

const rowProblem = (row: number, column: string, value: string | null, problem: string): ImportProblem => ({
  row,
  column,
  value,
  problem,
  suggestions: [],
});

type ReportBase = Omit<RosterImportReport, 'problems' | 'problemCount'>;

function finish(rows: RosterRow[], problems: ImportProblem[], base: ReportBase) {
  const report: RosterImportReport = { ...base, problems: problems.slice(0, IMPORT_PROBLEMS_SHOWN), problemCount: problems.length };
  return { rows: problems.length ? [] : rows, report };
}

const limit = ROSTER_MAX_STUDENTS.toLocaleString('en-US');

export async function checkRosterFile(bytes: Uint8Array, now: Date): Promise<{ rows: RosterRow[]; report: RosterImportReport }> {
  const empty = { format: 'simple' as const, rowsRead: 0, encoding: 'utf-8' as const, ignoredColumns: [], skippedRows: 0 };
  const decoded = decodeCsv(bytes);
  if (!('text' in decoded)) return finish([], [fileLevel(decoded.line, decoded.problem)], empty);
  const parsed = await parseCsv(decoded.text, ROSTER_MAX_STUDENTS);
  if (!('records' in parsed)) return finish([], [fileLevel(parsed.line, parsed.problem)], { ...empty, encoding: decoded.encoding });
  const header = mapRosterHeader(parsed.header);
  const base: ReportBase = {
    format: header.format,
    rowsRead: parsed.records.length,
    encoding: decoded.encoding,
    ignoredColumns: header.ignoredColumns,
    skippedRows: 0,
  };
  if (parsed.truncated) {
    return finish([], [fileLevel(null, `The file has more than ${limit} students; a roster holds at most ${limit}.`)], base);
  }
  if (header.problems.length) return finish([], header.problems, base);
  if (parsed.records.length === 0) return finish([], [fileLevel(null, 'The file has a header but no students.')], base);

  const context = { seniorsYear: currentEntryYear(now) };
  const byEmail = new Map<string, number>();
  const byNumber = new Map<string, number>();
  // Each record in turn (lib/csv-import.ts): only the problems a report shows are kept, however
  // wrong the file, and a row that repeats an earlier address or student number is refused.
  const checkRow = (record: CsvRecord): RecordCheck<RosterRow | null, ImportProblem> => {
    const result = parseRosterRow(record, header, context);
    if ('skipped' in result) {
      base.skippedRows += 1;
      return { row: null };
    }
    if ('problems' in result) return result;
    const { row } = result;
    const sameEmail = byEmail.get(row.email);
    if (sameEmail !== undefined) {
      return { problems: [rowProblem(row.line, 'email', row.email, `Row ${sameEmail} has the same address: each student once.`)] };
    }
    const sameNumber = row.studentNumber === null ? undefined : byNumber.get(row.studentNumber);
    if (sameNumber !== undefined) {
      const column = header.format === 'oneroster' ? 'identifier' : 'student_number';
      return {
        problems: [rowProblem(row.line, column, row.studentNumber, `Row ${sameNumber} has the same student number: each student once.`)],
      };
    }
    byEmail.set(row.email, row.line);
    if (row.studentNumber !== null) byNumber.set(row.studentNumber, row.line);
    return { row };
  };
  const checked = await checkRecords(parsed.records, checkRow, IMPORT_PROBLEMS_SHOWN);
  const rows = checked.rows.filter((row) => row !== null);
  const report = (problems: ImportProblem[], problemCount: number): { rows: RosterRow[]; report: RosterImportReport } => ({
    rows: problemCount ? [] : rows,
    report: { ...base, problems, problemCount },
  });
  if (checked.problemCount) return report(checked.problems, checked.problemCount);
  if (rows.length === 0) return report([fileLevel(null, 'The file lists no students (role student).')], 1);
  return report([], 0);
}
