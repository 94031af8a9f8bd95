import { z } from 'zod';
import {
  dateStringSchema,
  dateTimeStringSchema,
  dueDateSchema,
  itemResponse,
  listResponse,
  recordIdSchema,
  webAddressSchema,
  blankAsNull,
  isoDateSchema,
} from './common.ts';
import {
  SCHOLARSHIP_AMOUNT_MAX,
  SCHOLARSHIP_ELIGIBILITY_MAX_LENGTH,
  SCHOLARSHIP_LINK_MAX_LENGTH,
  SCHOLARSHIP_NAME_MAX_LENGTH,
  SCHOLARSHIP_NOTES_MAX_LENGTH,
  SCHOLARSHIP_SPONSOR_MAX_LENGTH,
  SCHOLARSHIP_STATUSES,
} from './scholarships-terms.ts';
import { RENEWABLE_CHOICES } from './offers-terms.ts';

/**
 * Scholarships: the student's own outside scholarships (GET/POST /api/scholarships, a parent or
 * counselor with the costs scope reads them at /api/students/{id}/scholarships) and the local
 * ones a high school's counselors post (/api/high-schools/{id}/local-scholarships; the school's
 * students read theirs at /api/local-scholarships). Money is whole dollars.
 */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max.toLocaleString('en-US')} characters`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `Enter the ${label.toLowerCase()}`);

const amountSchema = z
  .number({ error: /*i18n*/ 'Enter an amount in whole dollars' })
  .int(/*i18n*/ 'Enter whole dollars, without cents')
  .min(0, /*i18n*/ 'Enter 0 or more')
  .max(SCHOLARSHIP_AMOUNT_MAX, `Enter at most $${SCHOLARSHIP_AMOUNT_MAX.toLocaleString('en-US')}`);
const linkSchema = blankAsNull(
  webAddressSchema('Enter a web address starting with https:// or http://').max(
    SCHOLARSHIP_LINK_MAX_LENGTH,
    `Web addresses are at most ${SCHOLARSHIP_LINK_MAX_LENGTH.toLocaleString('en-US')} characters`,
  ),
);

export const scholarshipStatusSchema = z.enum(SCHOLARSHIP_STATUSES, { error: /*i18n*/ 'Choose a status' });
export const scholarshipRenewableSchema = z.enum(RENEWABLE_CHOICES, { error: /*i18n*/ 'Choose whether it renews' });

export const createScholarshipBodySchema = z.strictObject({
  name: requiredText('Name', SCHOLARSHIP_NAME_MAX_LENGTH),
  amount: amountSchema,
  renewable: scholarshipRenewableSchema.default('unknown'),
  status: scholarshipStatusSchema.default('planned'),
  deadline: dueDateSchema.default(null),
  link: linkSchema.default(null),
  notes: text('Notes', SCHOLARSHIP_NOTES_MAX_LENGTH).default(''),
});
export type CreateScholarshipBody = z.input<typeof createScholarshipBodySchema>;

/** Any subset of the fields; an empty change is refused. */
export const updateScholarshipBodySchema = z
  .strictObject({
    name: requiredText('Name', SCHOLARSHIP_NAME_MAX_LENGTH).optional(),
    amount: amountSchema.optional(),
    renewable: scholarshipRenewableSchema.optional(),
    status: scholarshipStatusSchema.optional(),
    deadline: dueDateSchema.optional(),
    link: linkSchema.optional(),
    notes: text('Notes', SCHOLARSHIP_NOTES_MAX_LENGTH).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: /*i18n*/ 'Send at least one field to change' });
export type UpdateScholarshipBody = z.input<typeof updateScholarshipBodySchema>;

/** POST /api/scholarships/from-local: the student adds one of their school's local scholarships to their list. */
export const addLocalScholarshipBodySchema = z.strictObject({
  localScholarshipId: recordIdSchema.describe('The id of a local scholarship of the student’s high school'),
});

export const scholarshipParamsSchema = z.strictObject({ id: recordIdSchema });

export const scholarshipSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number().int(),
  renewable: scholarshipRenewableSchema,
  status: scholarshipStatusSchema,
  deadline: dateStringSchema.nullable(),
  link: z.string().nullable(),
  notes: z.string(),
  /** The school's listing it was added from (its name and school), or null for one the student typed. */
  fromLocal: z.object({ id: z.string().nullable(), highSchoolName: z.string() }).nullable(),
  createdAt: dateTimeStringSchema,
  updatedAt: dateTimeStringSchema,
});
export type Scholarship = z.infer<typeof scholarshipSchema>;

export const scholarshipResponseSchema = itemResponse('scholarship', scholarshipSchema);
/** Every scholarship of the student: by deadline (none last), then name. */
export const scholarshipListResponseSchema = listResponse('scholarships', scholarshipSchema);
export type ScholarshipListResponse = z.infer<typeof scholarshipListResponseSchema>;

// ---- Local scholarships a school's counselors post ---------------------------------------------

export const localScholarshipBodySchema = z.strictObject({
  name: requiredText('Name', SCHOLARSHIP_NAME_MAX_LENGTH),
  sponsor: requiredText('Sponsor', SCHOLARSHIP_SPONSOR_MAX_LENGTH),
  /** Null when the amount varies or is not announced. */
  amount: blankAsNull(amountSchema).default(null),
  eligibility: text('Eligibility', SCHOLARSHIP_ELIGIBILITY_MAX_LENGTH).default(''),
  deadline: dueDateSchema.default(null),
  link: linkSchema.default(null),
  /** When a counselor last checked the listing against its sponsor's own page. */
  checkedOn: isoDateSchema,
});
export type LocalScholarshipBody = z.input<typeof localScholarshipBodySchema>;

export const localScholarshipParamsSchema = z.strictObject({ id: recordIdSchema, scholarshipId: recordIdSchema });

export const localScholarshipSchema = z.object({
  id: z.string(),
  highSchoolId: z.string(),
  name: z.string(),
  sponsor: z.string(),
  amount: z.number().int().nullable(),
  eligibility: z.string(),
  deadline: dateStringSchema.nullable(),
  link: z.string().nullable(),
  checkedOn: dateStringSchema,
  /** The counselor who posted or last changed it. */
  postedBy: z.string(),
  updatedAt: dateTimeStringSchema,
});
export type LocalScholarship = z.infer<typeof localScholarshipSchema>;

export const localScholarshipResponseSchema = itemResponse('scholarship', localScholarshipSchema);
/** A school's local scholarships, by deadline (none last), then name. */
export const localScholarshipListResponseSchema = listResponse('scholarships', localScholarshipSchema);
export type LocalScholarshipListResponse = z.infer<typeof localScholarshipListResponseSchema>;

/**
 * GET /api/local-scholarships: the signed-in student's school and its local scholarships, each
 * saying whether it is on the student's list already; `highSchool` null (and no listings) for an
 * account in no school.
 */
export const myLocalScholarshipsResponseSchema = z.object({
  highSchool: z.object({ id: z.string(), name: z.string() }).nullable(),
  scholarships: z.array(localScholarshipSchema.extend({ added: z.boolean() })),
});
export type MyLocalScholarshipsResponse = z.infer<typeof myLocalScholarshipsResponseSchema>;
