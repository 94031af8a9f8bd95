import { z } from 'zod';
import { dateTimeStringSchema } from './common.ts';

/**
 * A teacher's own email settings: the deadline reminders of the letters they accepted, and
 * whether their address chose "Stop these emails" in a letter request's email (which stops every
 * student's request emails to it), with the way back.
 */
export const teacherEmailSettingsSchema = z.object({
  /** The signed-in teacher's address. */
  address: z.string(),
  /** Only a verified address's stop can be read or taken back here. */
  addressVerified: z.boolean(),
  /** Reminder emails before each deadline of an accepted letter. */
  deadlineReminders: z.boolean(),
  /** When the address stopped letter request emails; null when it did not (or is not verified). */
  stoppedAt: dateTimeStringSchema.nullable(),
});
export type TeacherEmailSettings = z.infer<typeof teacherEmailSettingsSchema>;

export const teacherEmailSettingsInputSchema = z.strictObject({
  deadlineReminders: z.boolean({ error: /*i18n*/ 'Choose whether to get deadline reminders' }),
});
export type TeacherEmailSettingsInput = z.infer<typeof teacherEmailSettingsInputSchema>;
