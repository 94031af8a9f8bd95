import { z } from 'zod';
import { HISTORY_FILE_MISSING_MESSAGE } from '@campuspath/contract/admission-history-terms';

// The file as the input holds it; the API checks what is in it (encoding, columns, every row).
export const importFormSchema = z.object({
  file: z
    .custom<FileList | null>()
    .transform((files) => files?.[0])
    .pipe(z.custom<File>((value) => value instanceof File, { error: HISTORY_FILE_MISSING_MESSAGE })),
});
export type ImportFormInput = z.input<typeof importFormSchema>;
export type ImportFormOutput = z.output<typeof importFormSchema>;
