import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Letter, LetterSchool, createLetterBodySchema, updateLetterBodySchema } from '@campuspath/contract/letters';
import { LETTERS_FULL_MESSAGE, LETTERS_MAX, canSendReminder, canSendRequest, type LetterStatus } from '@campuspath/contract/letters-terms';
import { z } from 'zod';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database, LettersTable } from '../../db/schema.ts';
import { HttpError, notFound, refuseFields } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { readJsonList } from '../../lib/json-column.ts';
import { requireRoom } from '../../lib/quota.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import { countLetters, deleteLetterRow, findLetterRow, insertLetters, listLetterRows, updateLetterRow } from './letters.store.ts';

const schoolIdSchema = z.number().int();

export interface LettersDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  now: Clock;
}

type LetterRow = Selectable<LettersTable>;
type CreateLetter = z.output<typeof createLetterBodySchema>;
type UpdateLetter = z.output<typeof updateLetterBodySchema>;

function toLetter(row: LetterRow, catalog: Catalog): Letter {
  const schools: LetterSchool[] = [];
  for (const id of readJsonList(row.school_ids, schoolIdSchema)) {
    // A school that left the catalogue in a data update has no name to show; it is left out.
    const school = catalog.find(String(id));
    if (school) schools.push({ id: school.id, name: school.name, slug: school.slug });
  }
  return {
    id: row.id,
    recommenderName: row.recommender_name,
    recommenderTitle: row.recommender_title,
    recommenderEmail: row.recommender_email,
    status: row.status as LetterStatus,
    dateRequested: row.date_requested,
    dueDate: row.due_date,
    lastReminder: row.last_reminder,
    schools,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Every id must be a catalogue school (400 naming `schoolIds` otherwise). */
function checkSchoolIds(catalog: Catalog, ids: number[]): string {
  const unknown = ids.filter((id) => !catalog.find(String(id)));
  if (unknown.length > 0) {
    throw refuseFields({ schoolIds: /*i18n*/ { id: 'No university has the id {ids}', values: { ids: unknown.join(', ') } } });
  }
  return JSON.stringify(ids);
}

/** The student's letters, soonest due first (no due date last), then oldest first. */
export async function listLetters(deps: LettersDeps, userId: string): Promise<Letter[]> {
  const rows = await listLetterRows(deps.db, userId);
  rows.sort(
    (a, b) =>
      (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  );
  return rows.map((row) => toLetter(row, deps.catalog));
}

async function requireLetterRow(deps: LettersDeps, userId: string, id: string): Promise<LetterRow> {
  const row = await findLetterRow(deps.db, userId, id);
  if (!row) throw notFound(/*i18n*/ 'Letter not found');
  return row;
}

export async function requireLetter(deps: LettersDeps, userId: string, id: string): Promise<Letter> {
  return toLetter(await requireLetterRow(deps, userId, id), deps.catalog);
}

/**
 * Adds a letter inside `trx`, which must hold the student's lock (withStudentLock): at
 * LETTERS_MAX letters, a 400 `quota_exceeded` instead. A letter request writes its tracker letter
 * and itself this way, in one transaction. Returns the letter's id.
 */
export async function insertLetterLocked(
  trx: Transaction<Database>,
  deps: Pick<LettersDeps, 'catalog' | 'now'>,
  userId: string,
  input: CreateLetter,
): Promise<string> {
  const id = newId();
  const now = deps.now().toISOString();
  const schoolIds = checkSchoolIds(deps.catalog, input.schoolIds);
  requireRoom(await countLetters(trx, userId), LETTERS_MAX, LETTERS_FULL_MESSAGE);
  await insertLetters(trx, [
    {
      id,
      user_id: userId,
      recommender_name: input.recommenderName,
      recommender_title: input.recommenderTitle,
      recommender_email: input.recommenderEmail,
      status: input.status,
      date_requested: input.dateRequested,
      due_date: input.dueDate,
      last_reminder: input.lastReminder,
      school_ids: schoolIds,
      notes: input.notes,
      created_at: now,
      updated_at: now,
    },
  ]);
  return id;
}

/** Adds a letter; at LETTERS_MAX letters, a 400 `quota_exceeded` instead (checked under the student's lock). */
export async function createLetter(deps: LettersDeps, userId: string, input: CreateLetter): Promise<Letter> {
  const id = await withStudentLock(deps.db, userId, (trx) => insertLetterLocked(trx, deps, userId, input));
  return requireLetter(deps, userId, id);
}

type LetterChanges = Partial<Omit<LettersTable, 'id' | 'user_id' | 'created_at'>>;

async function applyChanges(deps: LettersDeps, userId: string, id: string, changes: LetterChanges): Promise<Letter> {
  await updateLetterRow(deps.db, userId, id, { ...changes, updated_at: deps.now().toISOString() });
  return requireLetter(deps, userId, id);
}

export async function updateLetter(deps: LettersDeps, userId: string, id: string, body: UpdateLetter): Promise<Letter> {
  await requireLetterRow(deps, userId, id);
  const changes: LetterChanges = {};
  if (body.recommenderName !== undefined) changes.recommender_name = body.recommenderName;
  if (body.recommenderTitle !== undefined) changes.recommender_title = body.recommenderTitle;
  if (body.recommenderEmail !== undefined) changes.recommender_email = body.recommenderEmail;
  if (body.status !== undefined) changes.status = body.status;
  if (body.dateRequested !== undefined) changes.date_requested = body.dateRequested;
  if (body.dueDate !== undefined) changes.due_date = body.dueDate;
  if (body.lastReminder !== undefined) changes.last_reminder = body.lastReminder;
  if (body.schoolIds !== undefined) changes.school_ids = checkSchoolIds(deps.catalog, body.schoolIds);
  if (body.notes !== undefined) changes.notes = body.notes;
  return applyChanges(deps, userId, id, changes);
}

export async function deleteLetter(deps: LettersDeps, userId: string, id: string): Promise<void> {
  await requireLetterRow(deps, userId, id);
  await deleteLetterRow(deps.db, userId, id);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The date to record for "today": the student's own calendar date when given (they may be a
 * day either side of UTC), otherwise the server's UTC date.
 */
export function resolveToday(clientToday: string | undefined, now: Date): string {
  const utcToday = now.toISOString().slice(0, 10);
  if (clientToday === undefined) return utcToday;
  if (Math.abs(Date.parse(clientToday) - Date.parse(utcToday)) > DAY_MS) {
    throw refuseFields({ today: /*i18n*/ "Use today's date" });
  }
  return clientToday;
}

const wrongStatus = (message: string) => new HttpError(409, 'invalid_status', message);

/** Send Request (spec section 4): not-requested becomes requested, requested today. */
export async function markRequested(deps: LettersDeps, userId: string, id: string, today: string): Promise<Letter> {
  const row = await requireLetterRow(deps, userId, id);
  if (!canSendRequest(row.status as LetterStatus)) throw wrongStatus('This letter has already been requested');
  return applyChanges(deps, userId, id, { status: 'requested', date_requested: today });
}

/** Send Reminder (spec section 4): for requested or in-progress letters; records today as the last reminder. */
export async function recordReminder(deps: LettersDeps, userId: string, id: string, today: string): Promise<Letter> {
  const row = await requireLetterRow(deps, userId, id);
  if (!canSendReminder(row.status as LetterStatus)) throw wrongStatus('Reminders are for letters that are requested or in progress');
  return applyChanges(deps, userId, id, { last_reminder: today });
}
