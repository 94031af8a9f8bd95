import type { SourceInfo } from '../catalog-school.ts';
import { text, type RawRow } from './raw-row.ts';

/**
 * Where each value comes from (architecture guide, "The catalogue": every shown figure knows its
 * source column and year). The build reads the newest Scorecard year file first and falls back,
 * column by column, to the older extract, whose columns each carry their own year
 * (data/raw/scorecard_columns.csv). A value's provenance is written `COLUMN@source-id`.
 */

export const NEWEST_YEAR_SOURCE = 'scorecard-2023-24';

export const IPEDS_ADM_SOURCE = 'ipeds-adm2022';
export const IPEDS_HD_SOURCE = 'ipeds-hd2024';
export const TRENDS_SOURCE = 'scorecard-trends';

/** Every source a value can come from; the ids of the older extract follow its columns' years. */
export const SOURCES: Record<string, SourceInfo> = {
  [NEWEST_YEAR_SOURCE]: { dataset: 'College Scorecard', file: 'scorecard_2023_24.csv', year: '2023-24' },
  'scorecard-2022-23': { dataset: 'College Scorecard', file: 'scorecard_institutions.csv', year: '2022-23' },
  'scorecard-2021-22': { dataset: 'College Scorecard', file: 'scorecard_institutions.csv', year: '2021-22' },
  'scorecard-2020-21': { dataset: 'College Scorecard', file: 'scorecard_institutions.csv', year: '2020-21' },
  'ipeds-hd2023': { dataset: 'IPEDS HD2023', file: 'scorecard_institutions.csv', year: '2023-24' },
  [IPEDS_HD_SOURCE]: { dataset: 'IPEDS HD2024', file: 'ipeds_hd2024.csv', year: '2024-25' },
  [IPEDS_ADM_SOURCE]: { dataset: 'IPEDS ADM2022', file: 'ipeds_adm2022.csv', year: '2022-23' },
  [TRENDS_SOURCE]: { dataset: 'College Scorecard', file: 'scorecard_trends.csv', year: '2017-18 to 2022-23' },
};

/** The older extract's source id per column, from scorecard_columns.csv (`source`, `academic_year`). */
export function extractSourceIds(columns: RawRow[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const row of columns) {
    const column = text(row, 'column');
    const source = text(row, 'source') ?? '';
    const year = text(row, 'academic_year') ?? '';
    if (!column) continue;
    if (source.startsWith('IPEDS HD2024')) ids.set(column, IPEDS_HD_SOURCE);
    else if (source.startsWith('IPEDS HD2023')) ids.set(column, 'ipeds-hd2023');
    else if (source.startsWith('IPEDS ADM2022')) ids.set(column, IPEDS_ADM_SOURCE);
    else if (SOURCES[`scorecard-${year}`]) ids.set(column, `scorecard-${year}`);
  }
  return ids;
}

type Reader<T> = (row: RawRow | undefined, column: string) => T | null;

/**
 * One school's Scorecard columns: the newest year's row first, then the older extract's.
 * `read` records, per catalogue field, the column and source the value came from.
 */
export class LayeredRow {
  readonly provenance: Record<string, string> = {};

  constructor(
    readonly newest: RawRow | undefined,
    readonly older: RawRow | undefined,
    private readonly olderSources: Map<string, string>,
  ) {}

  /** The value of `column`, newest year first; recorded under `field` when present. */
  read<T>(field: string, column: string, reader: Reader<T>): T | null {
    const fresh = reader(this.newest, column);
    if (fresh !== null) {
      this.provenance[field] = `${column}@${NEWEST_YEAR_SOURCE}`;
      return fresh;
    }
    const old = reader(this.older, column);
    if (old !== null) this.provenance[field] = `${column}@${this.olderSources.get(column) ?? 'scorecard-2022-23'}`;
    return old;
  }

  /** Each layer's value of `column` that is present, newest first, with the source it comes from. */
  values<T>(column: string, reader: Reader<T>): { value: T; column: string; source: string }[] {
    const found: { value: T; column: string; source: string }[] = [];
    const fresh = reader(this.newest, column);
    if (fresh !== null) found.push({ value: fresh, column, source: NEWEST_YEAR_SOURCE });
    const old = reader(this.older, column);
    if (old !== null) found.push({ value: old, column, source: this.olderSources.get(column) ?? 'scorecard-2022-23' });
    return found;
  }

  /** Records that `field` holds the value of `column` from `source` (one of `values`). */
  record(field: string, column: string, source: string): void {
    this.provenance[field] = `${column}@${source}`;
  }

  /** A value from another file (IPEDS), recorded the same way. */
  other<T>(field: string, row: RawRow | undefined, column: string, source: string, reader: Reader<T>): T | null {
    const value = reader(row, column);
    if (value !== null) this.provenance[field] = `${column}@${source}`;
    return value;
  }
}
