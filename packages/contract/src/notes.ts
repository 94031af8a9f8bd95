import { z } from 'zod';
import { dateTimeStringSchema, itemResponse, listResponse, recordIdSchema } from './common.ts';

import { NOTE_MAX_LENGTH } from './notes-terms.ts';

/** A counselor's notes on a student's application or essay: a thread the student reads. */
export const NOTE_TARGET_KINDS = ['application', 'essay'] as const;
/** Notes one application or essay holds (all counselors together). */
export const NOTES_PER_ITEM_MAX = 100;
export const NOTES_FULL_MESSAGE = `An application or essay holds at most ${NOTES_PER_ITEM_MAX} notes.`;

export const createNoteBodySchema = z.strictObject({
  targetKind: z.enum(NOTE_TARGET_KINDS, { error: /*i18n*/ 'Choose an application or an essay' }),
  targetId: recordIdSchema,
  body: z
    .string({ error: /*i18n*/ 'Write a note' })
    .trim()
    .min(1, /*i18n*/ 'Write a note')
    .max(NOTE_MAX_LENGTH, `Notes are at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`),
});
export type CreateNoteBody = z.input<typeof createNoteBodySchema>;

export const noteSchema = z.object({
  id: z.string(),
  targetKind: z.enum(NOTE_TARGET_KINDS),
  targetId: z.string(),
  /** Who wrote it ("Ms. Rivera"), kept as written. */
  authorName: z.string(),
  body: z.string(),
  createdAt: dateTimeStringSchema,
});
export type Note = z.infer<typeof noteSchema>;
export const noteResponseSchema = itemResponse('note', noteSchema);
/** Oldest first, as a thread reads. */
export const noteListResponseSchema = listResponse('notes', noteSchema);
export type NoteListResponse = z.infer<typeof noteListResponseSchema>;
