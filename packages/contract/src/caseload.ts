import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications-terms.ts';
import { CASELOAD_SORTS } from './caseload-terms.ts';
import { dateTimeStringSchema } from './common.ts';
import { labelCountsSchema } from './recommendations.ts';
import { planScopesSchema } from './sharing.ts';

/**
 * A counselor's caseload: every student of the school who shares with its counselors,
 * in one table. Each figure is null when the student does not share the scope it comes from.
 */
export const caseloadQuerySchema = z.strictObject({
  /** Part of a student's name, any case. */
  search: z.string().trim().max(100, /*i18n*/ 'Search with at most 100 characters').optional(),
  /** Only students with an application in this status. */
  status: z.enum(APPLICATION_STATUSES, { error: `Choose one of ${APPLICATION_STATUSES.join(', ')}` }).optional(),
  /** Only students with something overdue. */
  overdue: z.enum(['true', 'false'], { error: /*i18n*/ 'Send true or false' }).optional(),
  sort: z.enum(CASELOAD_SORTS, { error: `Sort by one of ${CASELOAD_SORTS.join(', ')}` }).default('name'),
  direction: z.enum(['asc', 'desc'], { error: /*i18n*/ 'Send asc or desc' }).optional(),
});
export type CaseloadQuery = z.input<typeof caseloadQuerySchema>;

export const caseloadStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  graduationYear: z.number().int(),
  scopes: planScopesSchema,
  /** Applications per status (saved colleges and applications shared). */
  applicationsByStatus: z.record(z.enum(APPLICATION_STATUSES), z.number().int()).nullable(),
  /** Open deadlines (applications not yet submitted, tasks not done) in the next 14 days, and past. */
  upcoming: z.number().int().nullable(),
  overdue: z.number().int().nullable(),
  /**
   * Letters asked of teachers in the app (letters shared): pending (waiting for the teacher's
   * answer, or accepted and not yet submitted to every college), submitted, and awaiting a
   * counselor's approval (not yet sent to the teacher, so not pending).
   */
  letterRequests: z.object({ pending: z.number().int(), submitted: z.number().int(), awaitingApproval: z.number().int() }).nullable(),
  /** Reach/target/safety counts of the saved colleges (saved colleges and profile shared). */
  balance: labelCountsSchema.nullable(),
  /** The latest change among what the student shares; null when none. */
  lastActivity: dateTimeStringSchema.nullable(),
});
export type CaseloadStudent = z.infer<typeof caseloadStudentSchema>;

export const caseloadResponseSchema = z.object({ students: z.array(caseloadStudentSchema), count: z.number().int() });
export type CaseloadResponse = z.infer<typeof caseloadResponseSchema>;
