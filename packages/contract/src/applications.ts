import { z } from 'zod';
import {
  coercedUnitIdSchema,
  dateStringSchema,
  dateTimeStringSchema,
  dueDateSchema,
  alsoAccepts,
  blankSpelling,
  emptyToNull,
  isoDateSchema,
  listResponse,
  nullableDateSchema,
  recordIdParamsSchema,
  recordIdSchema,
  webAddressSchema,
} from './common.ts';
import {
  APPLICATION_ROUNDS,
  APPLICATION_STATUSES,
  CHECKLIST_LABEL_MAX_LENGTH,
  CHECKLIST_MAX_ITEMS,
  NOTES_MAX_LENGTH,
  PORTAL_URL_MAX_LENGTH,
} from './applications-terms.ts';
import { REPLY_DEADLINE_SOURCE_MAX_LENGTH } from './decisions-terms.ts';

/**
 * Applications: one per school and round. Request bodies accept '' for an empty date
 * or link (what an empty form field gives) and store it as null.
 */
const portalUrlSchema = alsoAccepts(
  z.preprocess(
    (value) => {
      const blankAsNull = emptyToNull(value);
      return typeof blankAsNull === 'string' ? blankAsNull.trim() : blankAsNull;
    },
    webAddressSchema('Enter a web address starting with https:// or http://')
      .max(PORTAL_URL_MAX_LENGTH, `Web addresses are at most ${PORTAL_URL_MAX_LENGTH} characters`)
      .nullable(),
  ),
  blankSpelling('no link (null)'),
);

export const applicationRoundSchema = z.enum(APPLICATION_ROUNDS, { error: /*i18n*/ 'Choose an application round' });
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: /*i18n*/ 'Choose a status' });

export const checklistItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** A checklist item as sent: the server assigns ids to new items (no id). */
export const checklistItemInputSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, /*i18n*/ 'Invalid checklist item id')
    .optional(),
  label: z
    .string({ error: /*i18n*/ 'Enter a checklist item' })
    .trim()
    .min(1, /*i18n*/ 'Enter a checklist item')
    .max(CHECKLIST_LABEL_MAX_LENGTH, `Checklist items are at most ${CHECKLIST_LABEL_MAX_LENGTH} characters`),
  done: z.boolean().default(false),
});
export type ChecklistItemInput = z.input<typeof checklistItemInputSchema>;

const checklistInputSchema = z
  .array(checklistItemInputSchema, { error: /*i18n*/ 'Send the checklist as a list' })
  .max(CHECKLIST_MAX_ITEMS, `A checklist has at most ${CHECKLIST_MAX_ITEMS} items`);

const notesSchema = z
  .string({ error: /*i18n*/ 'Notes must be text' })
  .max(NOTES_MAX_LENGTH, `Notes are at most ${NOTES_MAX_LENGTH.toLocaleString('en-US')} characters`);

export const schoolIdSchema = coercedUnitIdSchema('Choose a school from the list');

const replyDeadlineSourceSchema = alsoAccepts(
  z.preprocess(
    (value) => {
      const blankAsNull = emptyToNull(value);
      return typeof blankAsNull === 'string' ? blankAsNull.trim() || null : blankAsNull;
    },
    z
      .string({ error: /*i18n*/ 'Say where the college gives this date' })
      .max(REPLY_DEADLINE_SOURCE_MAX_LENGTH, `Sources are at most ${REPLY_DEADLINE_SOURCE_MAX_LENGTH} characters`)
      .nullable(),
  ),
  blankSpelling('no source (null)'),
);

/**
 * The decision fields of PATCH /api/applications/{id} (docs/decisions-and-money.md):
 * - decidedOn: the day the decision came (set to today when a decision status is first set);
 * - replyDeadline: the college's own reply and deposit date, with replyDeadlineSource (required
 *   with a date); null goes back to the common default, May 1;
 * - depositPaid, attending: for an accepted application only; attending one clears it elsewhere;
 * - waitlistReplyDate: the date a waitlisted student must reply by.
 */
const decisionFields = {
  decidedOn: nullableDateSchema.optional(),
  replyDeadline: nullableDateSchema.optional(),
  replyDeadlineSource: replyDeadlineSourceSchema.optional(),
  depositPaid: z.boolean({ error: /*i18n*/ 'Send true or false' }).optional(),
  attending: z.boolean({ error: /*i18n*/ 'Send true or false' }).optional(),
  waitlistReplyDate: nullableDateSchema.optional(),
};

/**
 * The waitlist section's form: the reply-by date is asked for there (the PATCH body also takes
 * null, to clear it), then checked by the body's own date rule.
 */
export const waitlistReplyDateFormSchema = z.strictObject({
  waitlistReplyDate: z.string().trim().min(1, /*i18n*/ 'Enter the date the college gives to reply by').pipe(isoDateSchema),
});
export type WaitlistReplyDateForm = z.input<typeof waitlistReplyDateFormSchema>;

/**
 * The reply and deposit date's form: the college's date is asked for there (null, the way back to
 * the default, is a button of its own); its source is sent as typed, for the API to require.
 */
export const replyDeadlineFormSchema = z.strictObject({
  replyDeadline: z.string().trim().min(1, /*i18n*/ 'Enter the date the college gives').pipe(isoDateSchema),
  replyDeadlineSource: z.string(),
});
export type ReplyDeadlineForm = z.input<typeof replyDeadlineFormSchema>;

/**
 * PUT /api/students/{studentId}/applications/{applicationId}/reply-deadline: a counselor the
 * student shares colleges with records the college's own reply and deposit date of an accepted
 * application, with where the college says so (required with a date); null goes back to the
 * common default, May 1. The date is shown as recorded by that counselor.
 */
export const counselorReplyDeadlineBodySchema = z.strictObject({
  replyDeadline: nullableDateSchema,
  replyDeadlineSource: replyDeadlineSourceSchema.optional(),
});
export type CounselorReplyDeadlineBody = z.input<typeof counselorReplyDeadlineBodySchema>;
export type CounselorReplyDeadlineInput = z.output<typeof counselorReplyDeadlineBodySchema>;

export const studentApplicationParamsSchema = z.strictObject({ studentId: recordIdSchema, applicationId: recordIdSchema });

/** POST /api/applications. Without `checklist` the default checklist is used. */
export const createApplicationBodySchema = z.strictObject({
  schoolId: schoolIdSchema,
  round: applicationRoundSchema,
  status: applicationStatusSchema.default('drafting'),
  deadline: dueDateSchema.optional(),
  decisionDate: nullableDateSchema.optional(),
  notes: notesSchema.default(''),
  portalUrl: portalUrlSchema.optional(),
  checklist: checklistInputSchema.optional(),
  /**
   * Without a deadline in a round that has one, a "Find the deadline" task is added unless this is
   * false: the form sends false when the student's counselors checked this college's deadlines but
   * recorded none for the round (it says so instead: the round may not exist there).
   */
  findDeadlineTask: z.boolean({ error: /*i18n*/ 'Send true or false' }).optional(),
});
export type CreateApplicationBody = z.input<typeof createApplicationBodySchema>;
export type CreateApplicationInput = z.output<typeof createApplicationBodySchema>;

/** PATCH /api/applications/{id}: only the fields sent change; `checklist` replaces the whole list. */
export const updateApplicationBodySchema = z.strictObject({
  round: applicationRoundSchema.optional(),
  status: applicationStatusSchema.optional(),
  deadline: dueDateSchema.optional(),
  decisionDate: nullableDateSchema.optional(),
  notes: notesSchema.optional(),
  portalUrl: portalUrlSchema.optional(),
  checklist: checklistInputSchema.optional(),
  ...decisionFields,
});
export type UpdateApplicationBody = z.input<typeof updateApplicationBodySchema>;
export type UpdateApplicationInput = z.output<typeof updateApplicationBodySchema>;

export const applicationIdParamsSchema = recordIdParamsSchema;

/**
 * DELETE /api/applications/{id}?linked=keep|delete. `keep` (the default) keeps the linked essays
 * and documents and only unlinks them; `delete` also deletes those not linked to another
 * application (their stored files too).
 */
export const deleteApplicationQuerySchema = z.strictObject({
  linked: z.enum(['keep', 'delete'], { error: /*i18n*/ 'Use keep or delete' }).default('keep'),
});
export type DeleteApplicationQuery = z.input<typeof deleteApplicationQuerySchema>;

/** The catalogue's facts about the school, joined in by the server. */
export const applicationSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  state: z.string(),
});

export const applicationSchema = z.object({
  id: z.string(),
  schoolId: z.number().int(),
  /** Null only if the school has left the catalogue since the application was made. */
  school: applicationSchoolSchema.nullable(),
  round: applicationRoundSchema,
  status: applicationStatusSchema,
  /** YYYY-MM-DD, the school's deadline day. */
  deadline: dateStringSchema.nullable(),
  /** IANA zone of the school (from its state), when known. */
  timeZone: z.string().nullable(),
  /** YYYY-MM-DD, when a decision is expected. */
  decisionDate: dateStringSchema.nullable(),
  notes: z.string(),
  portalUrl: z.string().nullable(),
  checklist: z.array(checklistItemSchema),
  /** Percent of checklist items done (0-100, 0 when the checklist is empty). */
  progress: z.number().int().min(0).max(100),
  /** Labels of the checklist items not done yet. */
  missingItems: z.array(z.string()),
  /** YYYY-MM-DD, the day the college's decision came (deferred, accepted, rejected, waitlisted). */
  decidedOn: dateStringSchema.nullable(),
  /** YYYY-MM-DD, the reply and deposit date of an accepted application (May 1 unless the college gave another). */
  replyDeadline: dateStringSchema.nullable(),
  /** Where the college gives its own reply date; null while it is the common default (May 1). */
  replyDeadlineSource: z.string().nullable(),
  /** The counselor who recorded the college's reply date (their name); null when the student did, or for the default. */
  replyDeadlineBy: z.string().nullable(),
  depositPaid: z.boolean(),
  /** The student's choice: the college they will attend (one application at most). */
  attending: z.boolean(),
  /** YYYY-MM-DD, the date to reply to a waitlist offer by. */
  waitlistReplyDate: dateStringSchema.nullable(),
  /** How many essays and documents are linked to this application. */
  linkedEssays: z.number().int(),
  linkedDocuments: z.number().int(),
  createdAt: dateTimeStringSchema,
  updatedAt: dateTimeStringSchema,
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListResponseSchema = listResponse('applications', applicationSchema);
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;
