import { HISTORY_COLUMNS, type HistoryColumn } from '@campuspath/contract/admission-history-terms';
import type { ImportProblem } from '@campuspath/contract/admission-history-imports';
import { headerKey } from '../../lib/csv-headers.ts';

/**
 * The header row of an admission-history file: which column is which, whatever the case,
 * spacing or punctuation ("Class Year", "class_year", "GPA (unweighted)"), plus the aliases in the
 * contract. Columns that would identify a student (names, ids, emails, birth dates...) are refused:
 * CampusPath stores no student names or ids, and a file that carries them should not be uploaded.
 * Other columns are ignored (never stored) and listed in the report.
 */
const KNOWN = new Map<string, HistoryColumn>();
for (const column of HISTORY_COLUMNS) {
  for (const name of [column.id, ...column.aliases]) KNOWN.set(headerKey(name), column.id);
}

/** Columns CampusPath's own downloads add for people to read (the college's catalogue name): ignored, never refused. */
const OWN_EXTRA_COLUMNS = new Set(['catalogue name']);

/**
 * What makes an unknown column one that identifies a student or their family: a word of its name
 * ("Student ID", "Guardian 1", "ZIP code"), or a part of it written together ("Birthdate",
 * "StudentID", "GuardianEmail", "LASID": the local and state student identifiers of Massachusetts
 * and others).
 */
const IDENTIFYING_WORDS =
  /\b(names?|first|last|middle|surname|initials|students?|ids?|e ?mail|mail|ssn|social|dob|born|address|street|city|phone|mobile|cell|parents?|mother|father|username|login|naviance|scoir)\b/;
const IDENTIFYING_PARTS = /(birth|zip|postal|postcode|lasid|sasid|guardian|email|phone|address|studentid|stuid|ssn|passport)/;
const identifiesStudents = (key: string) => IDENTIFYING_WORDS.test(key) || IDENTIFYING_PARTS.test(key.replace(/ /g, ''));

export interface ColumnMap {
  /** Column id -> its index in each row, and the header as the file wrote it. */
  columns: Partial<Record<HistoryColumn, { index: number; header: string }>>;
  ignoredColumns: string[];
  problems: ImportProblem[];
}

const headerProblem = (column: string | null, value: string | null, problem: string): ImportProblem => ({
  row: 1,
  column,
  value,
  problem,
  suggestions: [],
});

export function mapColumns(header: readonly string[]): ColumnMap {
  const map: ColumnMap = { columns: {}, ignoredColumns: [], problems: [] };
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (!name) return;
    const id = KNOWN.get(headerKey(name));
    if (!id) {
      if (!OWN_EXTRA_COLUMNS.has(headerKey(name)) && identifiesStudents(headerKey(name))) {
        map.problems.push(
          headerProblem(
            name,
            null,
            `The column "${name}" identifies students. CampusPath stores no student names or ids: delete this column and import again.`,
          ),
        );
      } else {
        map.ignoredColumns.push(name);
      }
      return;
    }
    const earlier = map.columns[id];
    if (earlier) {
      map.problems.push(headerProblem(name, null, `"${earlier.header}" and "${name}" are both the ${id} column: keep one of them.`));
      return;
    }
    map.columns[id] = { index, header: name };
  });
  for (const column of HISTORY_COLUMNS) {
    if (column.required && !map.columns[column.id]) {
      map.problems.push(
        headerProblem(column.id, null, `The file has no ${column.id} column (${column.description}). Start from the template.`),
      );
    }
  }
  if (!map.columns.sat && !map.columns.act && map.problems.length === 0) {
    map.problems.push(
      headerProblem('sat', null, 'The file has neither a sat nor an act column: add one (blank cells mean test-optional).'),
    );
  }
  return map;
}
