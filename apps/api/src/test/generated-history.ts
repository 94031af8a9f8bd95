import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import type { Catalog } from '../catalog/catalog.ts';
import { historyCsv } from '../features/admission-history/history-csv.ts';
import type { HistoryRow } from '../features/admission-history/history-row.ts';
import { generateSampleHistory } from '../features/admission-history/sample-history.ts';

/**
 * Large history files shaped like a real school's export, for the heap test and bench:history:
 * the sample generator's applicants, each with a round (a real file names one; only the marked
 * sample may leave it blank), in turn.
 */
const ROUNDS: ApplicationRound[] = ['early-decision', 'early-action', 'regular-decision', 'regular-decision'];

export const withRounds = (rows: readonly HistoryRow[]): HistoryRow[] =>
  rows.map((row, index) => ({ ...row, round: ROUNDS[index % ROUNDS.length]! }));

/** A CSV of `rows` generated applicants (different `seed`, different applicants), as historyCsv writes it. */
export const generatedHistoryCsv = (catalog: Catalog, rows: number, seed: number): string =>
  historyCsv(catalog, withRounds(generateSampleHistory(catalog, { latestClassYear: 2026, rows, seed })));
