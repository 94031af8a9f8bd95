import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  dataset: z.object({
    version: z.string(),
    schools: z.number().int(),
  }),
  database: z.enum(['sqlite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
