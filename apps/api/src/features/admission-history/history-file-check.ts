import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { HISTORY_MAX_ROWS, IMPORT_PROBLEMS_SHOWN, SAMPLE_HISTORY_MARKER } from '@campuspath/contract/admission-history-terms';
import type { ImportProblem, ImportReport } from '@campuspath/contract/admission-history-imports';
import type { Catalog } from '../../catalog/catalog.ts';
import { decodeCsv, parseCsv } from '../../lib/csv-text.ts';
import { checkRecords } from '../../lib/csv-import.ts';
import { createCollegeResolver } from '../../lib/college-resolver.ts';
import { mapColumns } from './history-columns.ts';
import { parseHistoryRow } from './history-row-parse.ts';
import type { HistoryRow } from './history-row.ts';

/**
 * Checks a whole admission-history file without touching the database: encoding,
 * header, the row limit, then every row. The import is all or nothing, so the caller stores the
 * rows only when `report.problemCount` is 0.
 */
export interface CheckedHistoryFile {
  rows: HistoryRow[];
  report: ImportReport;
  /** The file starts with CampusPath's sample marker line. */
  sample: boolean;
}

const fileLevel = (line: number | null, problem: string): ImportProblem => ({
  row: line,
  column: null,
  value: null,
  problem,
  suggestions: [],
});

type ReportBase = Omit<ImportReport, 'problems' | 'problemCount' | 'unknownNames' | 'namesRead'>;
const NO_NAMES = { unknownNames: [], namesRead: [] };

function finish(
  rows: HistoryRow[],
  problems: ImportProblem[],
  partial: ReportBase,
  sample = false,
  names: Pick<ImportReport, 'unknownNames' | 'namesRead'> = NO_NAMES,
  problemCount = problems.length,
) {
  const report: ImportReport = { ...partial, problems: problems.slice(0, IMPORT_PROBLEMS_SHOWN), problemCount, ...names };
  return { rows: problemCount ? [] : rows, report, sample };
}

/** `chosen`: the colleges the counselor picked for names the catalogue could not place alone (normalised name -> UNITID). */
export async function checkHistoryFile(
  catalog: Catalog,
  bytes: Uint8Array,
  now: Date,
  chosen: ReadonlyMap<string, number> = new Map(),
): Promise<CheckedHistoryFile> {
  const decoded = decodeCsv(bytes);
  if (!('text' in decoded))
    return finish([], [fileLevel(decoded.line, decoded.problem)], { rowsRead: 0, encoding: 'utf-8', ignoredColumns: [] });
  const { text, encoding } = decoded;
  const parsed = await parseCsv(text, HISTORY_MAX_ROWS);
  if (!('records' in parsed)) return finish([], [fileLevel(parsed.line, parsed.problem)], { rowsRead: 0, encoding, ignoredColumns: [] });
  const { header, records } = parsed;
  const columns = mapColumns(header);
  const base = { rowsRead: records.length, encoding, ignoredColumns: columns.ignoredColumns };
  if (parsed.truncated) {
    // Reading stopped one row past the limit: the file is not read further.
    const problem = `The file has more than ${HISTORY_MAX_ROWS.toLocaleString('en-US')} rows; one import takes at most ${HISTORY_MAX_ROWS.toLocaleString('en-US')}. Split it (by class year, for instance) and import each part.`;
    return finish([], [fileLevel(null, problem)], base);
  }
  if (columns.problems.length) return finish([], columns.problems, base);
  if (records.length === 0) return finish([], [fileLevel(null, 'The file has a header but no rows.')], base);

  const sample = text.startsWith(SAMPLE_HISTORY_MARKER);
  const resolveCollege = createCollegeResolver(catalog, chosen);
  const context = { columns: columns.columns, resolveCollege, latestClassYear: currentEntryYear(now), sample };
  const checked = await checkRecords(records, (record) => parseHistoryRow(record, context), IMPORT_PROBLEMS_SHOWN);
  return finish(checked.rows, checked.problems, base, sample, resolveCollege.names(), checked.problemCount);
}
