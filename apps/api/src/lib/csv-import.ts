import type { CsvRecord } from './csv-text.ts';
import { createSlicer } from './event-loop-slices.ts';

/**
 * The parts every all-or-nothing CSV import shares (admission history, class rosters), kept so
 * that what an import holds in memory depends on the rows it keeps, never on how wrong the file is
 * or how much the school already holds:
 * - `checkRecords` checks the records one at a time, in event-loop slices, keeping the rows that
 *   pass and only the first problems a report shows (a 20,000-row file with every cell wrong would
 *   otherwise hold 200,000 problems, each with its suggestions, to show 100 of them);
 * - `insertInChunks` turns checked rows into table rows a chunk at a time, so the statement's
 *   values are built for one chunk, never for the whole file at once.
 */

export type RecordCheck<Row, Problem> = { row: Row } | { problems: Problem[] };

export interface CheckedRecords<Row, Problem> {
  /** Every row that passed (empty once any record has a problem: the import is all or nothing). */
  rows: Row[];
  /** The first `problemsShown` problems, in file order. */
  problems: Problem[];
  /** Every problem found, shown or not. */
  problemCount: number;
}

export async function checkRecords<Row, Problem>(
  records: Iterable<CsvRecord>,
  check: (record: CsvRecord) => RecordCheck<Row, Problem>,
  problemsShown: number,
): Promise<CheckedRecords<Row, Problem>> {
  let rows: Row[] = [];
  const problems: Problem[] = [];
  let problemCount = 0;
  const slices = createSlicer();
  for (const record of records) {
    await slices.pause();
    const result = check(record);
    if ('row' in result) {
      if (problemCount === 0) rows.push(result.row);
      continue;
    }
    // The import is refused now: the rows read so far will never be stored.
    if (problemCount === 0) rows = [];
    problemCount += result.problems.length;
    for (const problem of result.problems) if (problems.length < problemsShown) problems.push(problem);
  }
  return { rows, problems, problemCount };
}

/** Rows inserted `size` at a time (one statement each), each chunk mapped to table rows just before it is sent. */
export async function insertInChunks<Row, Insert>(
  rows: readonly Row[],
  size: number,
  toInsert: (row: Row) => Insert,
  insert: (chunk: Insert[]) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size).map(toInsert));
  }
}
