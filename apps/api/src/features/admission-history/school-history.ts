import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { HISTORY_DISPLAY_MINIMUM, type HistoryDecision } from '@campuspath/contract/admission-history-terms';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import type { MajorCode } from '@campuspath/contract/major-families';
import type { Database } from '../../db/schema.ts';
import { findHighSchool } from '../high-schools/high-schools.store.ts';
import { rowKey, type HistoryRow } from './history-row.ts';
import { findHistorySettingsRow, listSampleImportIds, listImportRows, listSchoolHistoryRows } from './history.store.ts';

/**
 * A school's admission history as reads use it: its settings and its effective rows.
 * Every import keeps all its rows; the effective history holds, for each distinct row (rowKey), as
 * many copies as the import holding the most, so overlapping imports never count an applicant
 * twice and deleting one import leaves what the others hold. Worked out once per school and
 * `version` (which every import, deletion and settings change moves, in the database, so every
 * API process sees the change on its next read) and kept in memory per database.
 */
export interface HistorySettingsRow {
  displayMinimum: number;
  classYears: number[] | null;
  version: number;
  updatedAt: string | null;
}

export interface SchoolHistory {
  highSchool: { id: string; name: string };
  settings: HistorySettingsRow;
  byCollege: ReadonlyMap<number, readonly HistoryRow[]>;
  /** Class years the history holds, ascending. */
  classYears: number[];
  /** The rows come from CampusPath's generated sample (never mixed with real rows). */
  sample: boolean;
  /**
   * A sample import left out because real imports exist (made before the two were kept apart):
   * reads show the real rows only, and counselors are told to delete the sample.
   */
  sampleLeftOut: boolean;
}

/**
 * One entry per school, its latest version only: a stale version is replaced, not kept beside the
 * new one (each import moves the version, and a school's rows may be 100,000 and more).
 */
const caches = new WeakMap<Kysely<Database>, LRUCache<string, SchoolHistory>>();
const cacheOf = (db: Kysely<Database>) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 32 });
    caches.set(db, cache);
  }
  return cache;
};

export async function readHistorySettings(db: Kysely<Database>, highSchoolId: string): Promise<HistorySettingsRow> {
  const row = await findHistorySettingsRow(db, highSchoolId);
  if (!row) return { displayMinimum: HISTORY_DISPLAY_MINIMUM, classYears: null, version: 0, updatedAt: null };
  return {
    displayMinimum: row.display_minimum,
    classYears: row.class_years === null ? null : (JSON.parse(row.class_years) as number[]),
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/** The stored rows of one import, in file order. */
export async function importRows(db: Kysely<Database>, importId: string): Promise<HistoryRow[]> {
  return (await listImportRows(db, importId)).map(toRow);
}

type StoredKey = {
  class_year: number;
  college_id: number;
  round: string | null;
  decision: string;
  deferred: number;
  gpa_milli: number;
  sat: number | null;
  act: number | null;
  major_family: string | null;
};

/** A stored row's values as rowKey reads them (the line is no part of a key). */
export const storedKeyRow = (row: StoredKey): Omit<HistoryRow, 'line'> => toRow({ ...row, line: 0 });

function toRow(row: StoredKey & { line: number }): HistoryRow {
  return {
    line: row.line,
    classYear: row.class_year,
    collegeId: row.college_id,
    round: row.round as ApplicationRound | null,
    decision: row.decision as HistoryDecision,
    deferred: Number(row.deferred) === 1,
    gpaMilli: row.gpa_milli,
    sat: row.sat,
    act: row.act,
    majorFamily: row.major_family as MajorCode | null,
  };
}

/** For each distinct row, as many copies as the import holding the most (see rowKey). */
export function effectiveRows(rows: readonly (HistoryRow & { importId: string })[]): HistoryRow[] {
  const byKey = new Map<string, { row: HistoryRow; perImport: Map<string, number> }>();
  for (const row of rows) {
    const key = rowKey(row);
    let entry = byKey.get(key);
    if (!entry) {
      entry = { row, perImport: new Map() };
      byKey.set(key, entry);
    }
    entry.perImport.set(row.importId, (entry.perImport.get(row.importId) ?? 0) + 1);
  }
  const effective: HistoryRow[] = [];
  for (const { row, perImport } of byKey.values()) {
    const copies = Math.max(...perImport.values());
    for (let copy = 0; copy < copies; copy += 1) effective.push(row);
  }
  return effective;
}

/** The school's history (settings and effective rows), from memory while its version is unchanged. */
export async function loadSchoolHistory(db: Kysely<Database>, highSchoolId: string): Promise<SchoolHistory> {
  const settings = await readHistorySettings(db, highSchoolId);
  const cache = cacheOf(db);
  const cached = cache.get(highSchoolId);
  if (cached?.settings.version === settings.version) return cached;
  // The stale history goes before the new one is read, so the two are never held at once.
  cache.delete(highSchoolId);
  const [school, stored, imports] = await Promise.all([
    findHighSchool(db, highSchoolId),
    listSchoolHistoryRows(db, highSchoolId),
    listSampleImportIds(db, highSchoolId),
  ]);
  if (!school) throw new Error(`High school ${highSchoolId} has no row`);
  // Sample and real rows never share a view: where both exist, the real ones are the history.
  const { sampleIds } = imports;
  const hasReal = imports.total > sampleIds.size;
  const rows = hasReal ? stored.filter((row) => !sampleIds.has(row.import_id)) : stored;
  const byCollege = new Map<number, HistoryRow[]>();
  const years = new Set<number>();
  for (const row of effectiveRows(rows.map((kept) => ({ ...toRow(kept), importId: kept.import_id })))) {
    const list = byCollege.get(row.collegeId);
    if (list) list.push(row);
    else byCollege.set(row.collegeId, [row]);
    years.add(row.classYear);
  }
  const history: SchoolHistory = {
    highSchool: { id: school.id, name: school.name },
    settings,
    byCollege,
    classYears: [...years].sort((a, b) => a - b),
    sample: !hasReal && sampleIds.size > 0,
    sampleLeftOut: hasReal && sampleIds.size > 0,
  };
  cache.set(highSchoolId, history);
  return history;
}

/** The rows students see: the class years the school chose (all when none). */
export function inWindow(rows: readonly HistoryRow[], classYears: readonly number[] | null): readonly HistoryRow[] {
  if (!classYears) return rows;
  const years = new Set(classYears);
  return rows.filter((row) => years.has(row.classYear));
}
