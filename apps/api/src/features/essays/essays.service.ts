import type { Kysely } from 'kysely';
import type { Essay, EssaySummary, createEssayBodySchema, updateEssayBodySchema } from '@campuspath/contract/essays';
import { ESSAYS_FULL_MESSAGE, ESSAYS_MAX, countWords } from '@campuspath/contract/essays-terms';
import type { z } from 'zod';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { requireRoom } from '../../lib/quota.ts';
import { requireOwnedApplications } from '../applications/applications.service.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import { keepCopyIfDue, keepReplacedCopy } from './essay-history.ts';
import { linkedApplications, toEssay, toEssaySummary, type EssayRow } from './essay-views.ts';
import {
  countEssays,
  deleteEssayRow,
  findEssayBodyAt,
  findEssayRow as findEssayRowIn,
  insertEssay,
  listEssayRows,
  replaceEssayLinks,
  updateEssayAt,
} from './essays.store.ts';

export interface EssaysDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: Clock;
}

export type CreateEssayInput = z.output<typeof createEssayBodySchema>;
export type UpdateEssayInput = z.output<typeof updateEssayBodySchema>;

/** A change made against an old version: nothing was written; `current` is what is stored. */
export type EssayChangeResult = { ok: true; essay: Essay } | { ok: false; current: Essay };

export const ESSAY_NOT_FOUND = /*i18n*/ 'Essay not found';
export const VERSION_CONFLICT_MESSAGE =
  /*i18n*/ 'This essay was changed somewhere else (another tab or device) after you opened it. Nothing was overwritten: choose which text to keep.';

/** Every essay of the student, soonest due first (no due date last), then most recently edited. */
export async function listEssays(deps: EssaysDeps, userId: string): Promise<EssaySummary[]> {
  const rows = await listEssayRows(deps.db, userId);
  const links = await linkedApplications(
    deps.db,
    deps.catalog,
    userId,
    rows.map((row) => row.id),
  );
  return rows.sort(bySoonestDue).map((row) => toEssaySummary(row, links.get(row.id) ?? []));
}

/** Soonest due first (no due date last), then most recently edited. */
function bySoonestDue(a: EssayRow, b: EssayRow): number {
  if (a.due_date !== b.due_date) {
    if (a.due_date === null) return 1;
    if (b.due_date === null) return -1;
    return a.due_date < b.due_date ? -1 : 1;
  }
  return b.updated_at.localeCompare(a.updated_at);
}

/** Every essay of the student with its full text, in the order of listEssays (their data export). */
export async function listFullEssays(deps: EssaysDeps, userId: string): Promise<Essay[]> {
  const rows = await listEssayRows(deps.db, userId);
  const links = await linkedApplications(
    deps.db,
    deps.catalog,
    userId,
    rows.map((row) => row.id),
  );
  return rows.sort(bySoonestDue).map((row) => toEssay(row, links.get(row.id) ?? []));
}

export async function findEssayRow(db: Kysely<Database>, userId: string, essayId: string): Promise<EssayRow | null> {
  const row = await findEssayRowIn(db, userId, essayId);
  return row ?? null;
}

export async function requireEssayRow(db: Kysely<Database>, userId: string, essayId: string): Promise<EssayRow> {
  const row = await findEssayRow(db, userId, essayId);
  if (!row) throw notFound(ESSAY_NOT_FOUND);
  return row;
}

export async function toEssayWithLinks(deps: EssaysDeps, userId: string, row: EssayRow): Promise<Essay> {
  const links = await linkedApplications(deps.db, deps.catalog, userId, [row.id]);
  return toEssay(row, links.get(row.id) ?? []);
}

export async function requireEssay(deps: EssaysDeps, userId: string, essayId: string): Promise<Essay> {
  return toEssayWithLinks(deps, userId, await requireEssayRow(deps.db, userId, essayId));
}

/** Adds an essay; at ESSAYS_MAX essays, a 400 `quota_exceeded` instead (checked under the student's lock). */
/** True for text with something besides whitespace in it. */
const hasText = (body: string | undefined): boolean => body !== undefined && body.trim().length > 0;

export async function createEssay(deps: EssaysDeps, userId: string, input: CreateEssayInput): Promise<Essay> {
  await requireOwnedApplications(deps.db, userId, input.applicationIds);
  const id = newId();
  const now = deps.now();
  await withStudentLock(deps.db, userId, async (trx) => {
    requireRoom(await countEssays(trx, userId), ESSAYS_MAX, ESSAYS_FULL_MESSAGE);
    await insertEssay(trx, {
      id,
      user_id: userId,
      title: input.title,
      prompt: input.prompt,
      body: input.body,
      word_count: countWords(input.body),
      max_words: input.maxWords,
      due_date: input.dueDate,
      status: input.status === 'not-started' && hasText(input.body) ? 'drafting' : input.status,
      version: 1,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    await replaceEssayLinks(trx, userId, id, input.applicationIds);
    await keepCopyIfDue(trx, userId, id, input.body, now);
  });
  return requireEssay(deps, userId, id);
}

/**
 * Applies a change when `input.version` is the stored version (compare-and-set in one UPDATE, so
 * two concurrent saves of the same version cannot both win). A changed text may add a copy to
 * the history (essay-history.ts); a save that resolves a conflict (`keepReplacedText`) also keeps
 * the text it replaces, which another tab or device wrote.
 */
export async function updateEssay(deps: EssaysDeps, userId: string, essayId: string, input: UpdateEssayInput): Promise<EssayChangeResult> {
  await requireEssayRow(deps.db, userId, essayId);
  if (input.applicationIds) await requireOwnedApplications(deps.db, userId, input.applicationIds);
  const now = deps.now();
  const applied = await deps.db.transaction().execute(async (trx) => {
    const replaced =
      input.keepReplacedText && input.body !== undefined ? await findEssayBodyAt(trx, userId, essayId, input.version) : undefined;
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.prompt !== undefined ? { prompt: input.prompt } : {}),
      ...(input.body !== undefined ? { body: input.body, word_count: countWords(input.body) } : {}),
      ...(input.maxWords !== undefined ? { max_words: input.maxWords } : {}),
      ...(input.dueDate !== undefined ? { due_date: input.dueDate } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      updated_at: now.toISOString(),
    };
    // The first saved text starts the draft: Not Started becomes Drafting, any other status stays.
    if (!(await updateEssayAt(trx, userId, essayId, input.version, changes, { startDraft: hasText(input.body) }))) return false;
    if (input.applicationIds) await replaceEssayLinks(trx, userId, essayId, input.applicationIds);
    if (replaced && replaced.body !== input.body) await keepReplacedCopy(trx, userId, essayId, replaced.body, now);
    if (input.body !== undefined) await keepCopyIfDue(trx, userId, essayId, input.body, now);
    return true;
  });
  const essay = await requireEssay(deps, userId, essayId);
  return applied ? { ok: true, essay } : { ok: false, current: essay };
}

export async function deleteEssay(deps: EssaysDeps, userId: string, essayId: string): Promise<void> {
  if (!(await deleteEssayRow(deps.db, userId, essayId))) throw notFound(ESSAY_NOT_FOUND);
}
