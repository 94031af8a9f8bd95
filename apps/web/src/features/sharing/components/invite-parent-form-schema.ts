import { z } from 'zod';
import { emailSchema } from '@campuspath/contract/auth';

/** The address, or nothing for a link to send yourself (the API takes no address then). */
export const inviteParentFormSchema = z.object({ email: z.union([z.literal(''), emailSchema]) });
export type InviteValues = z.input<typeof inviteParentFormSchema>;
