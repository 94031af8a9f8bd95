import { z } from 'zod';
import { emailSchema, graduationYearSchema, nameSchema } from '@campuspath/contract/auth';
import { CURRENT_PASSWORD_FOR_EMAIL_MESSAGE } from '@campuspath/contract/auth-terms';

/** Account settings' forms, loaded on their first validation (lib/lazy-zod-resolver.ts). */
export const detailsSchema = z.object({ name: nameSchema, graduationYear: graduationYearSchema });
export type DetailsValues = z.input<typeof detailsSchema>;

export const emailFormSchema = z.object({
  email: emailSchema,
  currentPassword: z.string().min(1, CURRENT_PASSWORD_FOR_EMAIL_MESSAGE),
});
export type EmailValues = z.input<typeof emailFormSchema>;
