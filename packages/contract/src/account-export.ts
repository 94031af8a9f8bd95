import { z } from 'zod';
import { letterSettingsSchema } from './letter-approvals.ts';
import { applicationSchema } from './applications.ts';
import { savedAidEstimateSchema } from './aid-estimate.ts';
import { accountRoleSchema } from './auth.ts';
import { dateTimeStringSchema } from './common.ts';
import { documentSchema } from './documents.ts';
import { essaySchema } from './essays.ts';
import { letterRequestSchema } from './letter-requests.ts';
import { letterSchema } from './letters.ts';
import { noteSchema } from './notes.ts';
import { offerSchema } from './offers.ts';
import { scholarshipSchema } from './scholarships.ts';
import { profileResponseSchema } from './profile.ts';
import { lastChoicesSchema, shareScopesSchema } from './sharing.ts';
import { taskSchema } from './tasks.ts';
import { classPlanSchema } from './class-plans.ts';

/**
 * `GET /api/account/export`, "Download all my data": everything the account holds, in the same
 * shapes the rest of the API answers with (camelCase, one schema per kind of thing). Secrets stay
 * out: the password hash, sessions, and the token and code hashes of links and invitations.
 */
export const exportedAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: accountRoleSchema,
  graduationYear: z.number().int(),
  /** The account's language ('en' or 'es'). */
  locale: z.enum(['en', 'es']),
  isDemo: z.boolean(),
  /** When the address was proven through an emailed link; null while unverified. */
  emailVerifiedAt: dateTimeStringSchema.nullable(),
  /** An address asked for in a change of email, waiting for its link. */
  pendingEmail: z.string().nullable(),
  createdAt: dateTimeStringSchema,
  updatedAt: dateTimeStringSchema,
});

/** A saved copy of an essay's text (the essays themselves carry their current text). */
export const exportedEssayVersionSchema = z.object({
  id: z.string(),
  essayId: z.string(),
  wordCount: z.number().int(),
  body: z.string(),
  createdAt: dateTimeStringSchema,
});

/** A school the account belongs to, as a counselor or as a student. */
export const exportedHighSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  joinedAt: dateTimeStringSchema,
  as: z.enum(['counselor', 'student']),
  /** The school's rules for letters asked of teachers (its counselors set them; they apply to its students). */
  letterSettings: letterSettingsSchema,
});

/** A line of a school's roster that names the account's address: the school's record of the student. */
export const exportedRosterLineSchema = z.object({
  highSchoolId: z.string(),
  name: z.string(),
  email: z.string(),
  graduationYear: z.number().int(),
  studentNumber: z.string().nullable(),
  group: z.string().nullable(),
  invitedAt: dateTimeStringSchema.nullable(),
  importedAt: dateTimeStringSchema,
});

/** A school's roster line of a teacher that names the account's address: the school's record of the teacher. */
export const exportedRosterTeacherLineSchema = z.object({
  highSchoolId: z.string(),
  name: z.string(),
  email: z.string(),
  importedAt: dateTimeStringSchema,
  /** When the school last invited this address to join as a teacher; null when never. */
  invitedAt: dateTimeStringSchema.nullable(),
  /** When this account joined the school from that invitation; null when it has not. */
  joinedAt: dateTimeStringSchema.nullable(),
});

/** What the student shares with one viewer, and when each person last looked. */
export const exportedShareSchema = z.object({
  id: z.string(),
  /** The parent's name, or "Counselors of {school}". */
  viewer: z.string(),
  scopes: shareScopesSchema,
  lastViewed: z.array(z.object({ name: z.string(), viewedAt: dateTimeStringSchema })),
  createdAt: dateTimeStringSchema,
  updatedAt: dateTimeStringSchema,
});

export const exportedInvitationSchema = z.object({
  id: z.string(),
  kind: z.enum(['parent', 'counselor']),
  email: z.string().nullable(),
  highSchoolId: z.string().nullable(),
  createdAt: dateTimeStringSchema,
  expiresAt: dateTimeStringSchema,
  usedAt: dateTimeStringSchema.nullable(),
  revokedAt: dateTimeStringSchema.nullable(),
});

/** A student a parent or counselor follows, with what they share. */
export const exportedFollowingSchema = z.object({ student: z.string(), scopes: shareScopesSchema, since: dateTimeStringSchema });

export const accountExportSchema = z.object({
  exportedAt: dateTimeStringSchema,
  account: exportedAccountSchema,
  /** The academic profile (every field null and `updatedAt` null when never saved). */
  profile: profileResponseSchema,
  /** Saved colleges, newest first. */
  savedSchools: z.array(z.object({ schoolId: z.number().int(), savedAt: dateTimeStringSchema })),
  /** The comparison list, in its order. */
  compareList: z.array(z.object({ schoolId: z.number().int() })),
  applications: z.array(applicationSchema),
  /** Each with its full text and the applications it is linked to. */
  essays: z.array(essaySchema),
  essayVersions: z.array(exportedEssayVersionSchema),
  /** Each with the applications it is used in; the files themselves download from the Documents tab. */
  documents: z.array(documentSchema.extend({ note: z.string() })),
  letters: z.array(letterSchema),
  /** Letters asked of teachers in the app, with the colleges, the waiver, and the teacher's answer. */
  letterRequests: z.array(letterRequestSchema),
  /** A teacher's: the requests students addressed to their verified address, with each answer given. */
  letterRequestsReceived: z.array(letterRequestSchema),
  tasks: z.array(taskSchema),
  /** Aid offers on accepted applications, each with its computed figures. */
  offers: z.array(offerSchema),
  /** The student's own scholarships (the local ones of their school are the school's, not theirs). */
  scholarships: z.array(scholarshipSchema),
  highSchools: z.array(exportedHighSchoolSchema),
  /** A counselor's: the class plans they made (each stays its school's when the account is deleted). */
  classPlansMade: z.array(classPlanSchema.extend({ highSchoolId: z.string() })),
  /** Schools' roster lines with the account's address (the school keeps them; deleting the account leaves them to the school). */
  rosterLines: z.array(exportedRosterLineSchema),
  /** Schools' teacher roster lines with the account's address (kept by the school, as `rosterLines` are). */
  rosterTeacherLines: z.array(exportedRosterTeacherLineSchema),
  sharedWith: z.array(exportedShareSchema),
  invitationsSent: z.array(exportedInvitationSchema),
  /** The switches last chosen for each address invited or stopped (a new invitation starts from them). */
  lastChoices: z.array(lastChoicesSchema),
  /** Counselors' notes on the student's applications and essays, oldest first. */
  notes: z.array(noteSchema),
  following: z.array(exportedFollowingSchema),
  /** The aid estimator's saved inputs, with the SAI and Pell they give today; null when none is saved. */
  aidEstimate: savedAidEstimateSchema.nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export type ExportedSharing = Pick<
  AccountExport,
  'highSchools' | 'rosterLines' | 'rosterTeacherLines' | 'sharedWith' | 'invitationsSent' | 'lastChoices' | 'notes' | 'following'
>;
