import { z } from 'zod';
import { documentNameSchema, documentTypeSchema } from '@campuspath/contract/documents';
import { DOCUMENT_FILE_MESSAGES, MAX_DOCUMENT_BYTES } from '@campuspath/contract/documents-terms';

// The contract's upload fields, plus the file itself checked as far as a browser can (the server reads its content).
export const uploadFormSchema = z.object({
  file: z
    .custom<FileList | null>()
    .transform((files) => files?.[0])
    .pipe(
      z
        .custom<File>((value) => value instanceof File, { error: DOCUMENT_FILE_MESSAGES.missing })
        .refine((file) => file.size > 0, { error: DOCUMENT_FILE_MESSAGES.empty })
        .refine((file) => file.size <= MAX_DOCUMENT_BYTES, { error: DOCUMENT_FILE_MESSAGES.tooLarge }),
    ),
  type: documentTypeSchema,
  // Left blank, the document keeps the file's own name.
  name: z
    .string()
    .transform((value) => (value.trim() === '' ? undefined : value))
    .pipe(documentNameSchema.optional()),
});
export type UploadFormInput = z.input<typeof uploadFormSchema>;
export type UploadFormOutput = z.output<typeof uploadFormSchema>;
