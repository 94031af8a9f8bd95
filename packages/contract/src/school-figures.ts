import { z } from 'zod';

/** The shapes a college's figures take: every one nullable, since missing stays missing. */
export const money = z.number().nullable();
export const fraction = z.number().min(0).max(1).nullable();
export const range = z.object({ p25: z.number().nullable(), p75: z.number().nullable() });
