import { z } from 'zod';

/**
 * Every 4xx answer carries this body (architecture guide, "Errors").
 * `fields` maps a request field (query parameter, path parameter or body key)
 * to what is wrong with it.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
