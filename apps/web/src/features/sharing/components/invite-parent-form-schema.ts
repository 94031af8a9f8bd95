import { z } from 'zod';
import { accountLocaleSchema, emailSchema } from '@campuspath/contract/auth';

/** The address, or nothing for a link to send yourself (the API takes no address then), and the invitation's language. */
export const inviteParentFormSchema = z.object({ email: z.union([z.literal(''), emailSchema]), locale: accountLocaleSchema });
export type InviteValues = z.input<typeof inviteParentFormSchema>;
