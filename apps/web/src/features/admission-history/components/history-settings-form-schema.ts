import { z } from 'zod';
import { updateHistorySettingsBodySchema, type UpdateHistorySettingsBody } from '@campuspath/contract/admission-history';

/**
 * The form's own shape (the years stay ticked while "every class year" is chosen, to come back
 * to), turned into the request and checked by the contract's rules: a minimum under 5, over 100,
 * blank or not whole is refused with the API's own words before anything is sent.
 */
export const settingsFormSchema = z
  .object({ displayMinimum: z.custom<number>(), everyYear: z.boolean(), classYears: z.array(z.number()) })
  .transform(({ displayMinimum, everyYear, classYears }): UpdateHistorySettingsBody => ({
    displayMinimum,
    classYears: everyYear ? null : [...classYears].sort((a, b) => a - b),
  }))
  .pipe(updateHistorySettingsBodySchema);
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;
