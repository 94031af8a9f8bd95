import { z } from 'zod';
import { incomeBandSchema } from './catalog-terms-schemas.ts';
import { ACCOUNT_LOCALES, ACCOUNT_ROLES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-terms.ts';
import { messageWithValues } from './message-values-terms.ts';
import { STATE_CODES } from './schools-query-terms.ts';

/** Accounts. Field messages here are shown inline by the web forms. */
export const emailSchema = z
  .string({ error: /*i18n*/ 'Enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, /*i18n*/ 'Enter your email address')
  .max(254, /*i18n*/ 'Email addresses are at most 254 characters')
  .pipe(z.email({ error: /*i18n*/ 'Enter a valid email address' }));

export const newPasswordSchema = z
  .string({ error: /*i18n*/ 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, messageWithValues(/*i18n*/ { id: 'Use at least {min} characters', values: { min: PASSWORD_MIN_LENGTH } }))
  .max(PASSWORD_MAX_LENGTH, messageWithValues(/*i18n*/ { id: 'Use at most {max} characters', values: { max: PASSWORD_MAX_LENGTH } }));

export const nameSchema = z
  .string({ error: /*i18n*/ 'Enter your name' })
  .trim()
  .min(1, /*i18n*/ 'Enter your name')
  .max(100, /*i18n*/ 'Names are at most 100 characters');

/** An account's or an email's language: English or Spanish (docs/i18n.md). */
export const accountLocaleSchema = z.enum(ACCOUNT_LOCALES, { error: /*i18n*/ 'Choose English or Spanish' });

export const graduationYearSchema = z
  .number({ error: /*i18n*/ 'Choose your graduation year' })
  .int(/*i18n*/ 'Choose your graduation year')
  .min(2000, /*i18n*/ 'Choose a year from 2000')
  .max(2100, /*i18n*/ 'Choose a year up to 2100');

/** Student (the default), parent or guardian, or counselor. */
export const accountRoleSchema = z.enum(ACCOUNT_ROLES, { error: /*i18n*/ 'Choose Student, Parent or guardian, or Counselor' });

/**
 * Sign-up. Only a student's high school graduation year means something (it sets their cycle):
 * students must give it, parents and counselors need not (their account keeps the current cycle's).
 */
export const signupBodySchema = z
  .strictObject({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    graduationYear: graduationYearSchema.optional(),
    role: accountRoleSchema.default('student'),
    /**
     * The token of a roster invitation the visitor came from: a new student account with the
     * invited address joins that school as it is created (an address that already has an account
     * does not: its owner accepts on the invitation page).
     */
    rosterInvitation: z.string().min(1).max(512).optional(),
    /** The sign-up page's language (a parent invited in Spanish signs up on `/es/…`): the account's emails are in it. */
    locale: accountLocaleSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.role === 'student' && body.graduationYear === undefined) {
      ctx.addIssue({ code: 'custom', path: ['graduationYear'], message: /*i18n*/ 'Choose your graduation year' });
    }
  });
export type SignupBody = z.input<typeof signupBodySchema>;

/** `POST /api/auth/demo`: a student's sample workspace (the default), or a counselor's sample school. */
export const DEMO_ROLES = ['student', 'counselor'] as const;
export const demoBodySchema = z.strictObject({
  role: z.enum(DEMO_ROLES, { error: /*i18n*/ 'Choose the student or the counselor demo' }).default('student'),
  /** The page's language: the sample content the sample student or school "typed" is written in it. */
  locale: accountLocaleSchema.optional(),
});
export type DemoBody = z.input<typeof demoBodySchema>;

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: /*i18n*/ 'Enter your password' })
    .min(1, /*i18n*/ 'Enter your password')
    .max(1024, /*i18n*/ 'Enter your password'),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The auth context's user (spec section 3, "Signed-in user"), plus what the account pages need. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: accountRoleSchema,
  profileComplete: z.boolean(),
  /** Whether the profile has what a chance estimate needs (canShowChance in auth-terms.ts: a test score). */
  chanceReady: z.boolean(),
  /** The profile's family income band: every page shows "Your estimated net price" for it. */
  incomeBand: incomeBandSchema.nullable(),
  /** The profile's home state: public colleges elsewhere show their out-of-state price. */
  homeState: z.enum(STATE_CODES).nullable(),
  graduationYear: z.number().int(),
  /** The account's language: 'en' (default) or 'es'. */
  locale: z.enum(ACCOUNT_LOCALES),
  isDemo: z.boolean(),
  /** When a demo account and its data are removed; null for real accounts. */
  expiresAt: z.string().nullable(),
  /**
   * Whether `email` has been verified through an emailed link. No email of any kind is
   * sent to an unverified address; demo accounts are never verified and never receive email.
   */
  emailVerified: z.boolean(),
  /** A new address the student asked to change to, waiting for its verification link; null when none. */
  pendingEmail: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** `user` is null when signed out: asking who is signed in is not an error. */
export const sessionResponseSchema = z.object({ user: userSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const signedInResponseSchema = z.object({ user: userSchema });
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

export const updateAccountBodySchema = z
  .strictObject({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    graduationYear: graduationYearSchema.optional(),
    /** The account's language, chosen with the header's switch. */
    locale: accountLocaleSchema.optional(),
    /** Required when the email changes. */
    currentPassword: z.string().max(1024).optional(),
  })
  .refine((body) => body.email === undefined || (body.currentPassword ?? '') !== '', {
    path: ['currentPassword'],
    message: /*i18n*/ 'Enter your current password to change your email',
  });
export type UpdateAccountBody = z.input<typeof updateAccountBodySchema>;

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string({ error: /*i18n*/ 'Enter your current password' }).min(1, /*i18n*/ 'Enter your current password').max(1024),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** Deleting an account is confirmed by the password (demo accounts have none to give). */
export const deleteAccountBodySchema = z.strictObject({
  password: z.string().max(1024).optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** `POST /api/auth/verify-email` and `POST /api/auth/reset-password/check`: the token from the emailed link. */
export const emailLinkBodySchema = z.strictObject({
  token: z
    .string({ error: /*i18n*/ 'This link is incomplete' })
    .min(1, /*i18n*/ 'This link is incomplete')
    .max(512, /*i18n*/ 'This link is damaged'),
});
export type EmailLinkBody = z.input<typeof emailLinkBodySchema>;

/** `POST /api/auth/verify-email` answers which address is now verified (it may be a changed address). */
export const verifiedEmailResponseSchema = z.object({ email: z.string() });
export type VerifiedEmailResponse = z.infer<typeof verifiedEmailResponseSchema>;

/** `POST /api/auth/forgot-password`: always 202 with FORGOT_PASSWORD_MESSAGE. */
export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
export const forgotPasswordResponseSchema = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** `POST /api/auth/reset-password/check` answers the address a still-usable link resets (to show on the form). */
export const resetLinkResponseSchema = z.object({ email: z.string() });
export type ResetLinkResponse = z.infer<typeof resetLinkResponseSchema>;

/** `POST /api/auth/reset-password`: sets the new password, ends every session, signs in afresh (`{ user }`). */
export const resetPasswordBodySchema = z.strictObject({
  token: emailLinkBodySchema.shape.token,
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** `POST /api/account/verification-email` (resend; rate-limited): 202 with the address it went to. */
export const verificationSentResponseSchema = z.object({ sentTo: z.string() });
export type VerificationSentResponse = z.infer<typeof verificationSentResponseSchema>;
