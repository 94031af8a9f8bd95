import { z } from 'zod';
import { applicationSchema } from './applications.ts';
import { accountLocaleSchema, emailSchema } from './auth.ts';
import { incomeBandSchema } from './catalog-terms-schemas.ts';
import { dateTimeStringSchema, listResponse, recordIdSchema } from './common.ts';
import { profileResponseSchema } from './profile.ts';
import { savedSchoolSchema } from './saved-schools.ts';
import { stateCodeSchema } from './schools-query.ts';
import { PLAN_SCOPES, SHARE_SCOPES, VIEWER_KINDS, type PlanScope } from './sharing-terms.ts';
import { taskSchema } from './tasks.ts';

/** Sharing: "Who can see my plan", parent invitations, and what viewers read. */

export const shareScopeSchema = z.enum(SHARE_SCOPES);

/** Every scope with its switch. */
export const shareScopesSchema = z.object(
  Object.fromEntries(SHARE_SCOPES.map((scope) => [scope, z.boolean()])) as Record<(typeof SHARE_SCOPES)[number], z.ZodBoolean>,
);
export type ShareScopes = z.infer<typeof shareScopesSchema>;

/**
 * The switches a viewer is shown: the plan's, never the school-history consent (whose rows carry
 * no name, so a counselor must not be able to tell, per student, who agreed).
 */
export const planScopesSchema = z.object(
  Object.fromEntries(PLAN_SCOPES.map((scope) => [scope, z.boolean()])) as Record<PlanScope, z.ZodBoolean>,
);
export type PlanScopes = z.infer<typeof planScopesSchema>;

/** `PATCH /api/sharing/viewers/{id}`: any subset of the switches; an empty change is refused. */
export const updateShareBodySchema = z.strictObject({
  scopes: z
    .strictObject(
      Object.fromEntries(SHARE_SCOPES.map((scope) => [scope, z.boolean({ error: /*i18n*/ 'Send true or false' }).optional()])) as Record<
        (typeof SHARE_SCOPES)[number],
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .refine((scopes) => Object.values(scopes).some((value) => value !== undefined), 'Switch at least one scope'),
});
export type UpdateShareBody = z.input<typeof updateShareBodySchema>;

export const shareIdParamsSchema = z.strictObject({ id: recordIdSchema });

/** One viewer on "Who can see my plan". */
export const viewerSchema = z.object({
  id: z.string(),
  kind: z.enum(VIEWER_KINDS),
  /** The parent's name, or the school's name for its counselors. */
  name: z.string(),
  /** The address of the parent account that accepted the invitation (so the student sees who it is); null for the school's counselors. */
  email: z.string().nullable(),
  scopes: shareScopesSchema,
  /** When each person last looked (a parent; each of the school's counselors who did), newest first. */
  lastViewed: z.array(z.object({ name: z.string(), viewedAt: dateTimeStringSchema })),
  createdAt: dateTimeStringSchema,
});
export type Viewer = z.infer<typeof viewerSchema>;
export const viewerResponseSchema = z.object({ viewer: viewerSchema });

export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  /** What the parent will see on accepting, as the student chose before sending. */
  scopes: shareScopesSchema,
  createdAt: dateTimeStringSchema,
  expiresAt: dateTimeStringSchema,
});

/**
 * The student's last choices for a person they invited before: the switches a parent had when
 * the student stopped sharing (`viewer`), or those of the latest invitation to that address
 * (`invitation`), whichever is newer. Inviting that address again starts from them.
 */
export const lastChoicesSchema = z.object({
  email: z.string(),
  scopes: shareScopesSchema,
  from: z.enum(['viewer', 'invitation']),
  at: dateTimeStringSchema,
});
export type LastChoices = z.infer<typeof lastChoicesSchema>;

/** `GET /api/sharing`. */
export const sharingResponseSchema = z.object({
  viewers: z.array(viewerSchema),
  /** Parent invitations not used, revoked or expired yet. */
  invitations: z.array(pendingInvitationSchema),
  /** The student's school, and whether its counselors see the plan (joining alone shows them the student's name, class year and membership, nothing of the plan). */
  school: z.object({ id: z.string(), name: z.string(), shared: z.boolean() }).nullable(),
  /** Per address invited before, the latest switches chosen for it: a new invitation starts from them. */
  lastChoices: z.array(lastChoicesSchema),
});
export type SharingResponse = z.infer<typeof sharingResponseSchema>;

/**
 * `POST /api/sharing/invitations`: the parent's address, or none, and what they will see on
 * accepting, every switch (without `scopes`, the parent defaults). An invitation to an address is
 * emailed there (from a verified account), and then only a parent account with that address,
 * verified, can accept it; a link the student copies (no address, or not emailed) works for any
 * parent account they give it to, and the student sees who accepted. `locale` is the invitation's
 * language (its email and the page its link opens); without it, the student's own.
 */
export const inviteParentBodySchema = z.strictObject({
  email: emailSchema.optional(),
  scopes: shareScopesSchema.optional(),
  locale: accountLocaleSchema.optional(),
});
export type InviteParentBody = z.input<typeof inviteParentBodySchema>;

/**
 * The answer to a parent invitation: the link to copy, and whether it was also emailed (only from
 * a verified, non-demo account: nothing goes out on an unconfirmed address's behalf).
 */
export const parentInvitationResponseSchema = z.object({
  invitation: z.object({ id: z.string(), url: z.string(), expiresAt: dateTimeStringSchema, emailed: z.boolean() }),
});
export type ParentInvitationResponse = z.infer<typeof parentInvitationResponseSchema>;

/** `PUT /api/sharing/school`: "Share with my school's counselors". */
export const schoolShareBodySchema = z.strictObject({ shared: z.boolean({ error: /*i18n*/ 'Send true or false' }) });
export type SchoolShareBody = z.input<typeof schoolShareBodySchema>;

// ---- What viewers read ---------------------------------------------------------------------------

export const studentIdParamsSchema = z.strictObject({ studentId: recordIdSchema });
/** One of a student's essays, read by a viewer with the essays scope. */
export const studentEssayParamsSchema = z.strictObject({ studentId: recordIdSchema, essayId: recordIdSchema });
/** One saved copy of a student's essay, read by a viewer with the essays scope. */
export const studentEssayVersionParamsSchema = studentEssayParamsSchema.extend({ versionId: recordIdSchema });

/** A student the signed-in parent or counselor may view. */
export const viewableStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  graduationYear: z.number().int(),
  /** How the viewer sees them: as their parent, or as a counselor of their school. */
  via: z.enum(VIEWER_KINDS),
  scopes: planScopesSchema,
  /** A demo account: everything in its plan is a sample, and every item of it says so ("Sample: "). */
  sample: z.boolean(),
});
export type ViewableStudent = z.infer<typeof viewableStudentSchema>;
/** A student who stopped sharing with this parent: named, so the parent is told rather than left with a missing page. */
export const formerStudentSchema = z.object({ id: z.string(), name: z.string(), endedAt: dateTimeStringSchema });
export type FormerStudent = z.infer<typeof formerStudentSchema>;

/** `GET /api/students`: the students I may view, and (parents) those who stopped sharing with me. */
export const viewableStudentListResponseSchema = listResponse('students', viewableStudentSchema).extend({
  stoppedSharing: z.array(formerStudentSchema),
});
export type ViewableStudentListResponse = z.infer<typeof viewableStudentListResponseSchema>;

/** `POST /api/sharing/invitations/preview`: whose invitation a link is and the address it was sent to, before signing in. */
export const invitationPreviewResponseSchema = z.object({
  studentName: z.string(),
  /** The address the student typed: the landing prefills it for signing up or in. */
  email: z.string().nullable(),
  expiresAt: dateTimeStringSchema,
  /** The language the student chose for the invitation: a parent signing up from it gets it as their account's. */
  locale: accountLocaleSchema,
});
export type InvitationPreviewResponse = z.infer<typeof invitationPreviewResponseSchema>;

/** `GET /api/students/{studentId}/plan`: each part present only while its scope is shared. */
export const studentPlanResponseSchema = z.object({
  student: viewableStudentSchema,
  savedSchools: z.array(savedSchoolSchema).optional(),
  applications: z.array(applicationSchema).optional(),
  profile: profileResponseSchema.omit({ incomeBand: true, homeState: true }).optional(),
  costs: z.object({ incomeBand: incomeBandSchema.nullable(), homeState: stateCodeSchema.nullable() }).optional(),
  tasks: z.array(taskSchema).optional(),
});
export type StudentPlanResponse = z.infer<typeof studentPlanResponseSchema>;
