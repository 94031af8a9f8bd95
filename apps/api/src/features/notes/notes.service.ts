import type { Kysely, Selectable } from 'kysely';
import { NOTES_FULL_MESSAGE, NOTES_PER_ITEM_MAX, type Note } from '@campuspath/contract/notes';
import type { PlanScopes } from '@campuspath/contract/sharing';
import type { Database, NotesTable } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { requireRoom } from '../../lib/quota.ts';
import { findApplicationRow } from '../applications/applications.store.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import { findEssayRow } from '../essays/essays.store.ts';
import { countNotesOn, insertNote, listNotesOf, listNotesOn as listNotesOnIn } from './notes.store.ts';

/**
 * Counselors' notes on a student's application or essay: the counselor writes through
 * the student's share (students.service checks it in access.ts); the student reads each item's
 * thread, oldest first. Notes belong to the student (`user_id`), so they leave with the account.
 */
export interface NotesDeps {
  db: Kysely<Database>;
}

export const toNote = (row: Selectable<NotesTable>): Note => ({
  id: row.id,
  targetKind: row.target_kind,
  targetId: row.target_id,
  authorName: row.author_name,
  body: row.body,
  createdAt: row.created_at,
});

/** The scope a note's target needs: applications go with saved colleges, essays with essays. */
export const NOTE_SCOPES = { application: 'colleges', essay: 'essays' } as const satisfies Record<Note['targetKind'], keyof PlanScopes>;

/**
 * Adds a note to the student's application or essay; 404 when the student has no such item, 400
 * `quota_exceeded` once it holds NOTES_PER_ITEM_MAX (counted under the student's lock).
 */
export async function addNote(
  deps: NotesDeps,
  author: { id: string; name: string },
  studentId: string,
  input: { targetKind: Note['targetKind']; targetId: string; body: string },
  now: Date,
): Promise<Note> {
  const target =
    input.targetKind === 'application'
      ? await findApplicationRow(deps.db, studentId, input.targetId)
      : await findEssayRow(deps.db, studentId, input.targetId);
  if (!target) throw notFound(input.targetKind === 'application' ? /*i18n*/ 'Application not found' : /*i18n*/ 'Essay not found');
  const row: Selectable<NotesTable> = {
    id: newId(),
    user_id: studentId,
    author_id: author.id,
    author_name: author.name,
    target_kind: input.targetKind,
    target_id: input.targetId,
    body: input.body,
    created_at: now.toISOString(),
  };
  await withStudentLock(deps.db, studentId, async (trx) => {
    requireRoom(await countNotesOn(trx, studentId, input.targetKind, input.targetId), NOTES_PER_ITEM_MAX, NOTES_FULL_MESSAGE);
    await insertNote(trx, row);
  });
  return toNote(row);
}

/** One item's thread, oldest first (the student's own application or essay, checked by the caller). */
export async function listNotesOn(deps: NotesDeps, studentId: string, targetKind: Note['targetKind'], targetId: string): Promise<Note[]> {
  return (await listNotesOnIn(deps.db, studentId, targetKind, targetId)).map(toNote);
}

/** Every note on the student's items whose scope the viewer has, oldest first. */
export async function listVisibleNotes(deps: NotesDeps, studentId: string, scopes: PlanScopes): Promise<Note[]> {
  const kinds = (Object.keys(NOTE_SCOPES) as Note['targetKind'][]).filter((kind) => scopes[NOTE_SCOPES[kind]]);
  if (kinds.length === 0) return [];
  return (await listNotesOf(deps.db, studentId, kinds)).map(toNote);
}
