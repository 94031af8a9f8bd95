import type { Insertable, Kysely } from 'kysely';
import { HISTORY_DISPLAY_MINIMUM } from '@campuspath/contract/admission-history-terms';
import type { Database } from '../../db/schema.ts';
import type { HistoryImportsTable, HistoryRowsTable } from '../../db/schema-high-school-knowledge.ts';

/**
 * The store of the history_imports, history_rows and history_settings tables
 * (db/table-owners.ts): a high school's imported admission history, row by row, and its settings.
 */
export async function findHistorySettingsRow(db: Kysely<Database>, highSchoolId: string) {
  return db.selectFrom('history_settings').selectAll().where('high_school_id', '=', highSchoolId).executeTakeFirst();
}

/** Moves the school's version (and sets the fields given), creating its settings row with the defaults on first use. */
export async function bumpHistoryVersion(
  db: Kysely<Database>,
  highSchoolId: string,
  at: Date,
  changes: { displayMinimum?: number; classYears?: number[] | null } = {},
): Promise<void> {
  const now = at.toISOString();
  const classYears = changes.classYears === undefined ? undefined : changes.classYears === null ? null : JSON.stringify(changes.classYears);
  await db
    .insertInto('history_settings')
    .values({
      high_school_id: highSchoolId,
      display_minimum: changes.displayMinimum ?? HISTORY_DISPLAY_MINIMUM,
      class_years: classYears ?? null,
      version: 1,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('high_school_id').doUpdateSet((eb) => ({
        version: eb('history_settings.version', '+', 1),
        updated_at: now,
        ...(changes.displayMinimum !== undefined ? { display_minimum: changes.displayMinimum } : {}),
        ...(classYears !== undefined ? { class_years: classYears } : {}),
      })),
    )
    .execute();
}

/** The stored rows of one import, in file order. */
export async function listImportRows(db: Kysely<Database>, importId: string) {
  return db.selectFrom('history_rows').selectAll().where('import_id', '=', importId).orderBy('line').execute();
}

/** Every stored row of the school's imports. */
export async function listSchoolHistoryRows(db: Kysely<Database>, highSchoolId: string) {
  return db.selectFrom('history_rows').selectAll().where('high_school_id', '=', highSchoolId).execute();
}

/** The columns that make a row the same row (history-row.ts's rowKey). */
const KEY_COLUMNS = ['class_year', 'college_id', 'round', 'decision', 'deferred', 'gpa_milli', 'sat', 'act', 'major_family'] as const;

/**
 * For each distinct row of these colleges in the school's history, the most copies of it any one
 * import holds: counted by the database, so only one answer row per distinct row comes back.
 */
export async function countHeldRows(db: Kysely<Database>, highSchoolId: string, collegeIds: readonly number[]) {
  if (collegeIds.length === 0) return [];
  return db
    .with('per_import', (qb) =>
      qb
        .selectFrom('history_rows')
        .select([...KEY_COLUMNS, (eb) => eb.fn.countAll<number | string>().as('copies')])
        .where('high_school_id', '=', highSchoolId)
        .where('college_id', 'in', collegeIds)
        .groupBy(['import_id', ...KEY_COLUMNS]),
    )
    .selectFrom('per_import')
    .select([...KEY_COLUMNS, (eb) => eb.fn.max<number | string>('copies').as('held')])
    .groupBy([...KEY_COLUMNS])
    .execute();
}

/** The ids of the school's imports that are its generated sample, beside how many imports it has in all. */
export async function listSampleImportIds(db: Kysely<Database>, highSchoolId: string): Promise<{ sampleIds: Set<string>; total: number }> {
  const rows = await db.selectFrom('history_imports').select(['id', 'is_sample']).where('high_school_id', '=', highSchoolId).execute();
  return { sampleIds: new Set(rows.filter((row) => Number(row.is_sample) === 1).map((row) => row.id)), total: rows.length };
}

/** The class years each of these imports holds. */
export async function listImportClassYears(db: Kysely<Database>, importIds: readonly string[]) {
  return db.selectFrom('history_rows').select(['import_id', 'class_year']).distinct().where('import_id', 'in', importIds).execute();
}

/** How many distinct colleges each of these imports names. */
export async function countImportColleges(db: Kysely<Database>, importIds: readonly string[]) {
  return db
    .selectFrom('history_rows')
    .select(['import_id', (eb) => eb.fn.count('college_id').distinct().as('count')])
    .where('import_id', 'in', importIds)
    .groupBy('import_id')
    .execute();
}

/** The school's import with these rows (the content hash of their multiset), if any. */
export async function findImportByHash(db: Kysely<Database>, highSchoolId: string, hash: string) {
  return db
    .selectFrom('history_imports')
    .selectAll()
    .where('high_school_id', '=', highSchoolId)
    .where('content_hash', '=', hash)
    .executeTakeFirst();
}

/** One of the school's imports (any school's when `highSchoolId` is omitted), if any. */
export async function findImport(db: Kysely<Database>, importId: string, highSchoolId?: string) {
  let query = db.selectFrom('history_imports').selectAll().where('id', '=', importId);
  if (highSchoolId !== undefined) query = query.where('high_school_id', '=', highSchoolId);
  return query.executeTakeFirst();
}

/** The school's imports, newest first. */
export async function listImportsOf(db: Kysely<Database>, highSchoolId: string) {
  return db
    .selectFrom('history_imports')
    .selectAll()
    .where('high_school_id', '=', highSchoolId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function insertImport(db: Kysely<Database>, row: Insertable<HistoryImportsTable>): Promise<void> {
  await db.insertInto('history_imports').values(row).execute();
}

export async function insertHistoryRows(db: Kysely<Database>, rows: readonly Insertable<HistoryRowsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('history_rows').values(rows).execute();
}

/** Deletes one of the school's imports and its rows. */
export async function deleteImportWithRows(db: Kysely<Database>, highSchoolId: string, importId: string): Promise<void> {
  await db.deleteFrom('history_rows').where('import_id', '=', importId).execute();
  await db.deleteFrom('history_imports').where('id', '=', importId).where('high_school_id', '=', highSchoolId).execute();
}
