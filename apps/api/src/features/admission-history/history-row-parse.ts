import { MAJOR_FAMILIES, findMajorFamily, type MajorCode } from '@campuspath/contract/major-families';
import { HISTORY_ROUND_CODES, type HistoryColumn, type HistoryDecision } from '@campuspath/contract/admission-history-terms';
import type { ImportProblem } from '@campuspath/contract/admission-history-imports';
import type { CsvRecord } from '../../lib/csv-text.ts';
import { readRound } from '../../lib/round-names.ts';
import type { ColumnMap } from './history-columns.ts';
import type { CollegeResolution } from '../../lib/college-resolver.ts';
import type { HistoryRow } from './history-row.ts';

/**
 * One data row of an admission-history file, checked cell by cell: every problem of
 * the row is reported (row, column, value, what is wrong), never only the first.
 */

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

const DECISION_WORDS: [RegExp, HistoryDecision][] = [
  [/^(admitted|admit|accepted|accept|acceptance)$/, 'admitted'],
  [/^(denied|deny|rejected|reject|rejection|refused)$/, 'denied'],
  [/^(waitlisted|waitlist|wl)$/, 'waitlisted'],
];

const BLANK_SCORES = new Set(['', 'na', 'n/a', 'none', '-', '—', 'to', 'test optional', 'testoptional', 'not submitted', 'null']);
const YES = new Set(['yes', 'y', 'true', '1', 'x', 'deferred']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

type Cells = Partial<Record<HistoryColumn, string>>;

/** Reads the decision cell: the last decision word is the final one; "deferred" anywhere marks a deferral. */
function readDecision(text: string): { decision: HistoryDecision; deferred: boolean } | string {
  if (!text) return 'Missing decision: write admitted, denied or waitlisted';
  const words = text
    .toLowerCase()
    .replace(/wait[\s-]*list(ed)?/g, 'waitlisted')
    .split(/[^a-z]+/)
    .filter(Boolean);
  const deferred = words.some((word) => word.startsWith('defer'));
  const decisions = words.flatMap((word) => DECISION_WORDS.filter(([pattern]) => pattern.test(word)).map(([, decision]) => decision));
  const decision = decisions.at(-1);
  if (decision) return { decision, deferred };
  if (deferred) return 'A deferred application needs its final decision: write deferred-admitted, deferred-denied or deferred-waitlisted';
  return 'Unknown decision: write admitted, denied or waitlisted (deferred-admitted etc. after a deferral)';
}

function readGpa(text: string): number | string {
  if (!text) return 'Missing GPA: write the unweighted GPA on a 4.0 scale';
  const number = /^\d*[.,]?\d+$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
  if (!Number.isFinite(number)) return 'The GPA must be a number such as 3.75';
  if (number > 4) return `${text} is above 4.0: the import takes the unweighted GPA on a 4.0 scale, not a weighted one`;
  return Math.round(number * 1000);
}

function readScore(text: string, test: 'SAT' | 'ACT'): number | null | string {
  if (BLANK_SCORES.has(text.toLowerCase())) return null;
  const digits = test === 'SAT' && /^\d,\d{3}$/.test(text) ? text.replace(',', '') : text;
  const number = /^\d+(\.0+)?$/.test(digits) ? Number(digits) : Number.NaN;
  if (test === 'SAT') {
    if (!Number.isInteger(number) || number < 400 || number > 1600) {
      return 'The SAT total is a whole number from 400 to 1600 (scores on the old 2400 scale are not taken); leave it blank when not sent';
    }
    if (number % 10 !== 0) return 'SAT totals are multiples of 10';
    return number;
  }
  if (!Number.isInteger(number) || number < 1 || number > 36)
    return 'The ACT composite is a whole number from 1 to 36; leave it blank when not sent';
  return number;
}

function readMajor(text: string): { code: MajorCode | null } | { problem: string } {
  if (!text) return { code: null };
  const family =
    findMajorFamily(text.padStart(text.length === 1 ? 2 : text.length, '0')) ??
    MAJOR_FAMILIES.find((entry) => squash(entry.name) === squash(text) || squash(entry.cipTitle) === squash(text));
  return family
    ? { code: family.code }
    : { problem: 'Unknown major family: use a family code (11), slug (computer-science) or name (Computer Science), or leave it blank' };
}

export interface RowContext {
  columns: ColumnMap['columns'];
  resolveCollege: (value: string) => CollegeResolution;
  /** The latest class year that can have outcomes (the class applying in the current cycle). */
  latestClassYear: number;
  /** The file is CampusPath's generated sample (its marker line): its rows may leave the round blank. */
  sample?: boolean;
}

/** The row as stored, or its problems. */
export function parseHistoryRow(record: CsvRecord, context: RowContext): { row: HistoryRow } | { problems: ImportProblem[] } {
  const cells: Cells = {};
  for (const [id, column] of Object.entries(context.columns) as [HistoryColumn, { index: number }][]) {
    cells[id] = (record.cells[column.index] ?? '').trim();
  }
  const problems: ImportProblem[] = [];
  const problem = (column: HistoryColumn, message: string, suggestions: ImportProblem['suggestions'] = []) =>
    problems.push({
      row: record.line,
      column: context.columns[column]?.header ?? column,
      value: cells[column] ?? null,
      problem: message,
      suggestions,
    });

  const yearText = (cells.class_year ?? '').replace(/^class of\s*/i, '');
  const classYear = /^\d{4}(\.0+)?$/.test(yearText) ? Number(yearText) : Number.NaN;
  if (!yearText) problem('class_year', 'Missing class year');
  else if (!Number.isInteger(classYear) || classYear < 2000) problem('class_year', 'The class year is a year such as 2025');
  else if (classYear > context.latestClassYear) problem('class_year', `Class ${classYear} cannot have admission outcomes yet`);

  let collegeId = 0;
  if (!cells.college) problem('college', 'Missing college: write its UNITID or its name');
  else {
    const college = context.resolveCollege(cells.college);
    if ('id' in college) collegeId = college.id;
    else problem('college', college.problem, college.suggestions);
  }

  // Only CampusPath's generated sample leaves the round blank (it knows no college's rounds); a real file names one.
  const round = cells.round ? (readRound(cells.round) ?? undefined) : context.sample ? null : undefined;
  if (!cells.round && !context.sample) problem('round', `Missing round: write ${Object.values(HISTORY_ROUND_CODES).join(', ')}`);
  else if (round === undefined) problem('round', `Unknown round: write ${Object.values(HISTORY_ROUND_CODES).join(', ')}`);

  const decision = readDecision(cells.decision ?? '');
  if (typeof decision === 'string') problem('decision', decision);
  const deferredText = (cells.deferred ?? '').toLowerCase();
  if (!YES.has(deferredText) && !NO.has(deferredText)) problem('deferred', 'Write yes or no (or leave it blank)');

  const gpaMilli = readGpa(cells.gpa ?? '');
  if (typeof gpaMilli === 'string') problem('gpa', gpaMilli);
  const sat = readScore(cells.sat ?? '', 'SAT');
  if (typeof sat === 'string') problem('sat', sat);
  const act = readScore(cells.act ?? '', 'ACT');
  if (typeof act === 'string') problem('act', act);
  const major = readMajor(cells.major_family ?? '');
  if ('problem' in major) problem('major_family', major.problem);

  if (problems.length > 0 || typeof decision === 'string' || round === undefined || 'problem' in major) return { problems };
  return {
    row: {
      line: record.line,
      classYear,
      collegeId,
      round,
      decision: decision.decision,
      deferred: decision.deferred || YES.has(deferredText),
      gpaMilli: gpaMilli as number,
      sat: sat as number | null,
      act: act as number | null,
      majorFamily: major.code,
    },
  };
}
