import type { Kysely, Selectable } from 'kysely';
import type { HistoryImport, HistoryImportResponse, ImportRejected } from '@campuspath/contract/admission-history-imports';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import type { HistoryImportsTable } from '../../db/schema-high-school-knowledge.ts';
import { insertInChunks } from '../../lib/csv-import.ts';
import { cleanFileName, inCsvCheckSlot, type CsvUpload } from '../../lib/csv-upload.ts';
import { HttpError, notFound, refuseField } from '../../lib/errors.ts';
import { normalizeText } from '../../catalog/search-text.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { requireUserColumns } from '../auth/users.store.ts';
import { requireCounselorOf } from '../sharing/access.ts';
import { checkHistoryFile } from './history-file-check.ts';
import { contentHash, keyCounts, rowKey, storedRow, type HistoryRow } from './history-row.ts';
import { importRows, storedKeyRow } from './school-history.ts';
import {
  bumpHistoryVersion,
  countHeldRows,
  countImportColleges,
  deleteImportWithRows,
  findImport,
  findImportByHash,
  insertHistoryRows,
  insertImport,
  listImportClassYears,
  listImportsOf,
  listSampleImportIds,
} from './history.store.ts';

/**
 * Admission-history imports: a counselor of the school uploads a CSV; every row is
 * checked and the file is imported whole or not at all. The same rows imported again (in any
 * order, under any name) are the import already made; rows that overlap an earlier import are
 * stored with the new import but never counted twice (history-row.ts, school-history.ts).
 */
export interface HistoryDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: () => Date;
}

export const IMPORT_NOT_FOUND = /*i18n*/ 'Import not found';
const INSERT_BATCH = 1_000;

export type ImportOutcome = { ok: true; created: boolean; response: HistoryImportResponse } | { ok: false; rejected: ImportRejected };

export async function toImports(db: Kysely<Database>, rows: Selectable<HistoryImportsTable>[]): Promise<HistoryImport[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [years, colleges] = await Promise.all([listImportClassYears(db, ids), countImportColleges(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    rows: row.row_count,
    newRows: row.new_rows,
    classYears: years
      .filter((year) => year.import_id === row.id)
      .map((year) => year.class_year)
      .sort((a, b) => a - b),
    colleges: Number(colleges.find((entry) => entry.import_id === row.id)?.count ?? 0),
    importedBy: { id: row.imported_by, name: row.imported_by_name },
    importedAt: row.created_at,
    sample: Number(row.is_sample) === 1,
  }));
}

/** Colleges whose held rows are counted in one query: a bounded answer, whatever the school holds. */
const COLLEGES_PER_COUNT = 200;

/**
 * Rows the school's history does not hold yet (each key counted as many times as it is missing).
 * The effective history holds, per key, the most copies one import has (school-history.ts); the
 * database counts them for the file's colleges, a slice of colleges at a time, and only the file's
 * keys are kept, so the memory this takes follows the file, not the history. requireSameKind has
 * run: every stored import is of the file's kind, so none is left out of the effective history.
 */
async function countNewRows(db: Kysely<Database>, highSchoolId: string, rows: readonly HistoryRow[]): Promise<number> {
  const wanted = keyCounts(rows);
  const colleges = [...new Set(rows.map((row) => row.collegeId))];
  let fresh = rows.length;
  for (let start = 0; start < colleges.length; start += COLLEGES_PER_COUNT) {
    for (const held of await countHeldRows(db, highSchoolId, colleges.slice(start, start + COLLEGES_PER_COUNT))) {
      const count = wanted.get(rowKey(storedKeyRow(held)));
      if (count !== undefined) fresh -= Math.min(count, Number(held.held));
    }
  }
  return fresh;
}

/**
 * Sample and real outcomes never share a school's history: a view would mix generated applicants
 * with real ones. The sample goes into a school with no real import (a test school, the demo's),
 * and real files into one without the sample; the message says which import to delete.
 */
export const SAMPLE_BESIDE_REAL =
  /*i18n*/ 'This school’s history holds real imports, so CampusPath’s generated sample can’t be added: sample and real outcomes are never shown together. Try the sample in a separate test school, or delete the real imports first.';
export const REAL_BESIDE_SAMPLE =
  /*i18n*/ 'This school’s history holds CampusPath’s generated sample. Delete the sample import first: real outcomes are never shown beside generated ones.';

async function requireSameKind(db: Kysely<Database>, highSchoolId: string, sample: boolean): Promise<void> {
  const { sampleIds, total } = await listSampleImportIds(db, highSchoolId);
  const other = sample ? total > sampleIds.size : sampleIds.size > 0;
  if (other)
    throw new HttpError(409, sample ? 'sample_beside_real' : 'real_beside_sample', sample ? SAMPLE_BESIDE_REAL : REAL_BESIDE_SAMPLE);
}

/** Stores checked rows as one import by `userId` (the caller has checked they counsel the school). */
export async function storeImport(
  deps: HistoryDeps,
  userId: string,
  highSchoolId: string,
  file: { fileName: string; rows: HistoryRow[]; sample: boolean },
): Promise<{ created: boolean; import: HistoryImport }> {
  const hash = contentHash(file.rows);
  const existing = await findImportByHash(deps.db, highSchoolId, hash);
  if (existing) return { created: false, import: (await toImports(deps.db, [existing]))[0]! };
  await requireSameKind(deps.db, highSchoolId, file.sample);
  const [user, newRows] = await Promise.all([
    requireUserColumns(deps.db, userId, ['name']),
    countNewRows(deps.db, highSchoolId, file.rows),
  ]);
  const id = newId();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertImport(trx, {
        id,
        high_school_id: highSchoolId,
        file_name: file.fileName,
        row_count: file.rows.length,
        new_rows: newRows,
        content_hash: hash,
        is_sample: file.sample ? 1 : 0,
        imported_by: userId,
        imported_by_name: user.name,
        created_at: deps.now().toISOString(),
      });
      await insertInChunks(
        file.rows,
        INSERT_BATCH,
        (row) => storedRow(id, highSchoolId, row),
        (chunk) => insertHistoryRows(trx, chunk),
      );
      await bumpHistoryVersion(trx, highSchoolId, deps.now());
    });
  } catch (error) {
    // The same rows imported at the same moment by another request: that import is this one.
    const raced = isUniqueViolation(error) ? await findImportByHash(deps.db, highSchoolId, hash) : undefined;
    if (!raced) throw error;
    return { created: false, import: (await toImports(deps.db, [raced]))[0]! };
  }
  const created = await findImport(deps.db, id);
  if (!created) throw new Error(`Import ${id} was not stored`);
  return { created: true, import: (await toImports(deps.db, [created]))[0]! };
}

/**
 * The colleges a counselor chose for names of their file ("139940:Georgia State"), by normalised
 * name; a UNITID the catalogue does not hold is a 400 naming `names`.
 */
export function chosenNames(catalog: Catalog, names: readonly string[] = []): Map<string, number> {
  const chosen = new Map<string, number>();
  for (const entry of names) {
    const at = entry.indexOf(':');
    const id = Number(entry.slice(0, at));
    if (catalog.find(String(id))?.id !== id) {
      throw refuseField('names', /*i18n*/ { id: 'No college in the catalogue has the UNITID {id}', values: { id } });
    }
    chosen.set(normalizeText(entry.slice(at + 1)), id);
  }
  return chosen;
}

/**
 * POST …/admission-history/imports: check the file, then import it whole, or answer its report.
 * The caller's access is checked before the upload is read (`readUpload`). `names`: the colleges
 * the counselor chose for names the catalogue could not place alone, each for all its rows.
 */
export async function importHistory(
  deps: HistoryDeps,
  userId: string,
  highSchoolId: string,
  readUpload: () => Promise<CsvUpload>,
  names?: readonly string[],
): Promise<ImportOutcome> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const chosen = chosenNames(deps.catalog, names);
  const upload = await readUpload();
  return inCsvCheckSlot(async (): Promise<ImportOutcome> => {
    const { rows, report, sample } = await checkHistoryFile(deps.catalog, upload.bytes, deps.now(), chosen);
    if (report.problemCount > 0) {
      const message = `Nothing was imported: the file has ${report.problemCount.toLocaleString('en-US')} problem${report.problemCount === 1 ? '' : 's'}. Fix ${report.problemCount === 1 ? 'it' : 'them'} and import the whole file again.`;
      return { ok: false, rejected: { error: 'import_rejected', message, report } };
    }
    const fileName = cleanFileName(upload.fileName, 'admission-history.csv');
    const stored = await storeImport(deps, userId, highSchoolId, { fileName, rows, sample });
    return { ok: true, created: stored.created, response: { import: stored.import, alreadyImported: !stored.created, report } };
  });
}

export async function listImports(deps: HistoryDeps, userId: string, highSchoolId: string): Promise<HistoryImport[]> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  return toImports(deps.db, await listImportsOf(deps.db, highSchoolId));
}

async function requireImport(deps: HistoryDeps, userId: string, highSchoolId: string, importId: string) {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const row = await findImport(deps.db, importId, highSchoolId);
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return row;
}

/** One import's rows, in file order, for its download. */
export async function readImport(deps: HistoryDeps, userId: string, highSchoolId: string, importId: string) {
  const row = await requireImport(deps, userId, highSchoolId, importId);
  return { fileName: row.file_name, sample: Number(row.is_sample) === 1, rows: await importRows(deps.db, importId) };
}

/** Deletes an import and its rows; what other imports hold stays in the history. */
export async function deleteImport(deps: HistoryDeps, userId: string, highSchoolId: string, importId: string): Promise<void> {
  await requireImport(deps, userId, highSchoolId, importId);
  await deps.db.transaction().execute(async (trx) => {
    await deleteImportWithRows(trx, highSchoolId, importId);
    await bumpHistoryVersion(trx, highSchoolId, deps.now());
  });
}
