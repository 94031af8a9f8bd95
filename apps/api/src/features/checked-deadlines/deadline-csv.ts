import { putCheckedDeadlineBodySchema } from '@campuspath/contract/checked-deadlines';
import { CHECKED_DEADLINES_MAX_ROWS } from '@campuspath/contract/checked-deadlines-terms';
import type { ImportProblem, ImportReport } from '@campuspath/contract/admission-history-imports';
import { IMPORT_PROBLEMS_SHOWN } from '@campuspath/contract/admission-history-terms';
import { decodeCsv, parseCsv } from '../../lib/csv-text.ts';
import { createSlicer } from '../../lib/event-loop-slices.ts';
import { createCollegeResolver } from '../../lib/college-resolver.ts';
import { headerKey } from '../../lib/csv-headers.ts';
import { readRound } from '../../lib/round-names.ts';
import { completeEntry, type DeadlineEntry, type DeadlinesDeps } from './checked-deadlines.service.ts';

/**
 * A pasted list of deadlines ("Pasting a list as CSV works too, with the same row
 * report"): columns college (UNITID or name), round, date, and optionally time_zone, source_url,
 * checked_on, cycle; every row checked, all or nothing, as the history import does.
 */
const COLUMNS = {
  college: ['college', 'college name', 'school', 'university', 'unitid', 'institution'],
  round: ['round', 'application round', 'plan', 'type', 'deadline type'],
  date: ['date', 'deadline', 'due date', 'deadline date'],
  time_zone: ['time zone', 'timezone', 'tz', 'zone'],
  source_url: ['source url', 'source', 'url', 'link', 'web page'],
  checked_on: ['checked on', 'checked', 'date checked', 'verified', 'verified on'],
  cycle: ['cycle', 'entry year', 'year'],
} as const;
type Column = keyof typeof COLUMNS;

const US_ZONES: Record<string, string> = {
  et: 'America/New_York',
  eastern: 'America/New_York',
  ct: 'America/Chicago',
  central: 'America/Chicago',
  mt: 'America/Denver',
  mountain: 'America/Denver',
  pt: 'America/Los_Angeles',
  pacific: 'America/Los_Angeles',
  akt: 'America/Anchorage',
  alaska: 'America/Anchorage',
  ht: 'Pacific/Honolulu',
  hawaii: 'Pacific/Honolulu',
};

/** 2026-11-01, or 11/1/2026 as US spreadsheets write it. */
function isoDate(text: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text;
}

export async function checkDeadlineFile(
  deps: DeadlinesDeps,
  bytes: Uint8Array,
): Promise<{ entries: DeadlineEntry[]; report: ImportReport }> {
  const problems: ImportProblem[] = [];
  const fileProblem = (line: number | null, problem: string) =>
    problems.push({ row: line, column: null, value: null, problem, suggestions: [] });
  const resolve = createCollegeResolver(deps.catalog);
  const report = (rowsRead: number, encoding: ImportReport['encoding'], ignoredColumns: string[]): ImportReport => ({
    rowsRead,
    encoding,
    ignoredColumns,
    problems: problems.slice(0, IMPORT_PROBLEMS_SHOWN),
    problemCount: problems.length,
    ...resolve.names(),
  });
  const decoded = decodeCsv(bytes);
  if (!('text' in decoded)) {
    fileProblem(decoded.line, decoded.problem);
    return { entries: [], report: report(0, 'utf-8', []) };
  }
  const parsed = await parseCsv(decoded.text, CHECKED_DEADLINES_MAX_ROWS);
  if (!('records' in parsed)) {
    fileProblem(parsed.line, parsed.problem);
    return { entries: [], report: report(0, decoded.encoding, []) };
  }
  const index: Partial<Record<Column, { at: number; header: string }>> = {};
  const ignored: string[] = [];
  parsed.header.forEach((header, at) => {
    const key = headerKey(header);
    const column = (Object.keys(COLUMNS) as Column[]).find(
      (id) => (COLUMNS[id] as readonly string[]).includes(key) || headerKey(id) === key,
    );
    if (column && !index[column]) index[column] = { at, header };
    else if (header.trim()) ignored.push(header.trim());
  });
  for (const required of ['college', 'round', 'date'] as const) {
    if (!index[required])
      problems.push({ row: 1, column: required, value: null, problem: `The list has no ${required} column`, suggestions: [] });
  }
  if (parsed.truncated) fileProblem(null, `Paste at most ${CHECKED_DEADLINES_MAX_ROWS} rows at once`);
  if (parsed.records.length === 0) fileProblem(null, 'The list has a header but no rows');
  if (problems.length) return { entries: [], report: report(parsed.records.length, decoded.encoding, ignored) };

  const entries: DeadlineEntry[] = [];
  const slices = createSlicer();
  for (const record of parsed.records) {
    await slices.pause();
    const cell = (column: Column) => {
      const at = index[column]?.at;
      return at === undefined ? '' : (record.cells[at] ?? '').trim();
    };
    const problem = (column: Column, message: string, suggestions: ImportProblem['suggestions'] = []) =>
      problems.push({ row: record.line, column: index[column]?.header ?? column, value: cell(column), problem: message, suggestions });
    const before = problems.length;
    const college = cell('college')
      ? resolve(cell('college'))
      : { problem: 'Missing college: write its UNITID or its name', suggestions: [] };
    if (!('id' in college)) problem('college', college.problem, college.suggestions);
    const round = readRound(cell('round'));
    if (!round) problem('round', 'Unknown round: write ED, EA, REA, RD or Rolling');
    const zone = cell('time_zone');
    const body = {
      collegeId: 'id' in college ? college.id : 1,
      round: round ?? 'regular-decision',
      date: isoDate(cell('date')),
      sourceUrl: cell('source_url'),
      ...(zone ? { timeZone: US_ZONES[zone.toLowerCase()] ?? zone } : {}),
      ...(cell('checked_on') ? { checkedOn: isoDate(cell('checked_on')) } : {}),
      ...(cell('cycle') ? { cycle: Number(cell('cycle')) } : {}),
    };
    const checked = putCheckedDeadlineBodySchema.safeParse(body);
    if (!checked.success) {
      const names: Record<string, Column> = {
        date: 'date',
        sourceUrl: 'source_url',
        timeZone: 'time_zone',
        checkedOn: 'checked_on',
        cycle: 'cycle',
      };
      for (const issue of checked.error.issues) {
        const column = names[String(issue.path[0])];
        if (column) problem(column, issue.message);
      }
    }
    if (problems.length === before && checked.success) entries.push(completeEntry(deps, checked.data));
  }
  return { entries: problems.length ? [] : entries, report: report(parsed.records.length, decoded.encoding, ignored) };
}
