import { ROSTER_COLUMNS, type RosterColumn } from '@campuspath/contract/rosters';
import type { ImportProblem } from '@campuspath/contract/admission-history-imports';
import { headerKey } from '../../lib/csv-headers.ts';

/**
 * The header of a roster file: CampusPath's simple columns (any case or punctuation, with their
 * aliases), or OneRoster 1.1's users.csv, known by its `sourcedId` and `role` columns. Other
 * columns are ignored and listed in the report.
 */
export const ONEROSTER_COLUMNS = ['role', 'givenName', 'familyName', 'email', 'grades'] as const;
export type OneRosterColumn = (typeof ONEROSTER_COLUMNS)[number] | 'identifier' | 'status' | 'middleName' | 'sourcedId' | 'orgSourcedIds';
const ONEROSTER_READ: readonly OneRosterColumn[] = [
  ...ONEROSTER_COLUMNS,
  'identifier',
  'status',
  'middleName',
  'sourcedId',
  'orgSourcedIds',
];

export type ColumnIndexes<C extends string> = Partial<Record<C, { index: number; header: string }>>;

export type RosterHeader =
  | { format: 'simple'; columns: ColumnIndexes<RosterColumn>; ignoredColumns: string[]; problems: ImportProblem[] }
  | { format: 'oneroster'; columns: ColumnIndexes<OneRosterColumn>; ignoredColumns: string[]; problems: ImportProblem[] };

export const headerProblem = (column: string | null, problem: string): ImportProblem => ({
  row: 1,
  column,
  value: null,
  problem,
  suggestions: [],
});

export function mapHeader<C extends string>(header: readonly string[], known: ReadonlyMap<string, C>) {
  const columns: ColumnIndexes<C> = {};
  const ignoredColumns: string[] = [];
  const problems: ImportProblem[] = [];
  header.forEach((raw, index) => {
    const name = raw.trim();
    const id = known.get(headerKey(name));
    if (!name) return;
    if (!id) ignoredColumns.push(name);
    else if (columns[id])
      problems.push(headerProblem(name, `"${columns[id].header}" and "${name}" are both the ${id} column: keep one of them.`));
    else columns[id] = { index, header: name };
  });
  return { columns, ignoredColumns, problems };
}

const SIMPLE = new Map<string, RosterColumn>();
for (const column of ROSTER_COLUMNS) for (const name of [column.id, ...column.aliases]) SIMPLE.set(headerKey(name), column.id);
const ONEROSTER = new Map<string, OneRosterColumn>(ONEROSTER_READ.map((name) => [headerKey(name), name]));

export function mapRosterHeader(header: readonly string[]): RosterHeader {
  const keys = new Set(header.map(headerKey));
  if (keys.has('sourcedid') && keys.has('role')) {
    const mapped = mapHeader(header, ONEROSTER);
    for (const column of ONEROSTER_COLUMNS) {
      if (!mapped.columns[column]) {
        mapped.problems.push(
          headerProblem(column, `This OneRoster users.csv has no ${column} column, which CampusPath needs to invite each student.`),
        );
      }
    }
    return { format: 'oneroster', ...mapped };
  }
  const mapped = mapHeader(header, SIMPLE);
  for (const column of ROSTER_COLUMNS) {
    if (column.required && !mapped.columns[column.id]) {
      mapped.problems.push(
        headerProblem(column.id, `The file has no ${column.id} column (${column.description}). Start from the template.`),
      );
    }
  }
  return { format: 'simple', ...mapped };
}
