import { z } from 'zod';
import { dateTimeStringSchema, itemResponse, listResponse, recordIdParamsSchema, recordIdSchema } from './common.ts';
import { DOCUMENT_NAME_MAX_LENGTH, DOCUMENT_TYPES } from './documents-terms.ts';

/** Documents: uploads the student keeps and links to applications. */

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: /*i18n*/ 'Choose a document type' });

// Control and bidirectional-override characters never belong in a name someone reads.
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A display name: trimmed, without control characters, 1 to 200 characters. */
export const documentNameSchema = z
  .string({ error: /*i18n*/ 'Enter a name' })
  .transform((value) => value.replace(/\s+/g, ' ').replace(UNSAFE_NAME_CHARACTERS, '').trim())
  .pipe(
    z.string().min(1, /*i18n*/ 'Enter a name').max(DOCUMENT_NAME_MAX_LENGTH, `Names are at most ${DOCUMENT_NAME_MAX_LENGTH} characters`),
  );

export const documentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: documentTypeSchema,
  /** The type read from the file's content when it was uploaded. */
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  /** ISO instant of the upload. */
  uploadedAt: dateTimeStringSchema,
  updatedAt: dateTimeStringSchema,
  /** The student's applications this document is used in (spec "used" = how many). */
  applicationIds: z.array(z.string()),
});
export type Document = z.infer<typeof documentSchema>;

export const documentListResponseSchema = listResponse('documents', documentSchema);
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

export const documentResponseSchema = itemResponse('document', documentSchema);
export type DocumentResponse = z.infer<typeof documentResponseSchema>;

/**
 * The text fields of the multipart upload (`file` is the file part). `name` defaults to the
 * uploaded file's own name.
 */
export const uploadDocumentFieldsSchema = z.strictObject({
  type: documentTypeSchema,
  name: documentNameSchema.optional(),
});
export type UploadDocumentFields = z.input<typeof uploadDocumentFieldsSchema>;

/** Rename, or change the type. */
export const updateDocumentBodySchema = z.strictObject({
  name: documentNameSchema.optional(),
  type: documentTypeSchema.optional(),
});
export type UpdateDocumentBody = z.input<typeof updateDocumentBodySchema>;

export const documentIdParamsSchema = recordIdParamsSchema;

export const documentApplicationParamsSchema = z.strictObject({ id: recordIdSchema, applicationId: recordIdSchema });
