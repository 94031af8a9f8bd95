import { IMPORT_PROBLEMS_SHOWN } from '@campuspath/contract/admission-history-terms';
import type { ImportProblem } from '@campuspath/contract/admission-history-imports';
import type { RosterImportReport, RosterProblem, RosterSkipped } from '@campuspath/contract/rosters';
import type { CsvEncoding } from '../../lib/csv-text.ts';
import type { RosterRow, RosterTeacherRow } from './roster-rows.ts';

/**
 * What a roster upload's check gathers across its files: the first problems a report shows (each
 * naming its file) and the count of all of them, the rows skipped by file and reason, and the
 * files read. Memory depends on what the report shows, never on how wrong the files are.
 */
export class RosterReportBuilder {
  private readonly shown: RosterProblem[] = [];
  private problemCount = 0;
  private readonly skips = new Map<string, RosterSkipped>();
  readonly files: RosterImportReport['files'] = [];
  format: RosterImportReport['format'] = 'simple';
  encoding: CsvEncoding = 'utf-8';
  rowsRead = 0;
  ignoredColumns: string[] = [];
  ignoredFiles: string[] = [];
  school: RosterImportReport['school'] = null;
  withoutGroup = 0;

  /** How many more problems a report shows (what each file's row check may keep). */
  get room(): number {
    return Math.max(0, IMPORT_PROBLEMS_SHOWN - this.shown.length);
  }

  get failed(): boolean {
    return this.problemCount > 0;
  }

  /** Problems of `file` (null: the upload as a whole); `count` when more were found than are given. */
  add(file: string | null, problems: readonly ImportProblem[], count = problems.length): void {
    for (const problem of problems) if (this.shown.length < IMPORT_PROBLEMS_SHOWN) this.shown.push({ ...problem, file });
    this.problemCount += count;
  }

  /** A problem with a whole file (row null) or its header (row 1). */
  fileProblem(file: string | null, problem: string, row: number | null = null, column: string | null = null): void {
    this.add(file, [{ row, column, value: null, problem, suggestions: [] }]);
  }

  skip(file: string, reason: string): void {
    const key = `${file}\u0000${reason}`;
    const entry = this.skips.get(key);
    if (entry) entry.rows += 1;
    else this.skips.set(key, { file, reason, rows: 1 });
  }

  /** The report, and the rows to store: none once any problem was found (all or nothing). */
  finish(
    rows: RosterRow[],
    teachers: RosterTeacherRow[] = [],
  ): { rows: RosterRow[]; teachers: RosterTeacherRow[]; report: RosterImportReport } {
    const skipped = [...this.skips.values()];
    return {
      rows: this.failed ? [] : rows,
      teachers: this.failed ? [] : teachers,
      report: {
        format: this.format,
        rowsRead: this.rowsRead,
        encoding: this.encoding,
        ignoredColumns: this.ignoredColumns,
        files: this.files,
        ignoredFiles: this.ignoredFiles,
        school: this.school,
        skippedRows: skipped.reduce((sum, entry) => sum + entry.rows, 0),
        skipped,
        withoutGroup: this.withoutGroup,
        problems: this.shown,
        problemCount: this.problemCount,
      },
    };
  }
}
