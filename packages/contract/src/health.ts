import { z } from 'zod';

/** `GET /api/health`: liveness. Cheap; still says whether the database answers (503 if not). */
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

/** What `GET /api/ready` checked; each value names the outcome. */
export const readyChecksSchema = z.object({
  /** A trivial query answered within the probe's timeout. */
  database: z.enum(['up', 'down']),
  /** The in-memory catalogue holds schools. */
  catalogue: z.enum(['loaded', 'empty']),
  /** Every migration this build knows has been applied ('unknown' when the database is down). */
  migrations: z.enum(['current', 'pending', 'unknown']),
});
export type ReadyChecks = z.infer<typeof readyChecksSchema>;

/** `GET /api/ready` 200: this process can serve traffic (load balancers route to it). */
export const readySchema = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: z.literal('up'), catalogue: z.literal('loaded'), migrations: z.literal('current') }),
  /** The newest migration applied to the database, e.g. "0004-compare". */
  schemaVersion: z.string(),
  /** The catalogue's dataset vintage. */
  datasetVersion: z.string(),
});
export type Ready = z.infer<typeof readySchema>;

/** `GET /api/ready` 503: `error` names the first failing check, `checks` gives all of them. */
export const notReadySchema = z.object({
  status: z.literal('not_ready'),
  error: z.enum(['database_unavailable', 'catalogue_not_loaded', 'migrations_pending']),
  message: z.string(),
  checks: readyChecksSchema,
});
export type NotReady = z.infer<typeof notReadySchema>;
