import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  signedInResponseSchema,
  updateAccountBodySchema,
  verificationSentResponseSchema,
} from '@campuspath/contract/auth';
import { accountExportSchema } from '@campuspath/contract/account-export';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  DEFAULT_AUTH_RATE_LIMITS,
  PASSWORD_CHECKS_PER_ACCOUNT,
  hitLimits,
  rateLimited,
  verificationEmailLimits,
} from '../../lib/auth-limits.ts';
import { requireUserId } from '../../lib/auth-guard.ts';
import { HttpError, refuseField } from '../../lib/errors.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { clearSessionCookie, revokeUserSessions } from '../../lib/sessions.ts';
import { demoGetsNoEmail, requestEmailChange, sendVerificationLink } from '../auth/email-verification.service.ts';
import { verifyPassword } from '../auth/password.ts';
import { requireUser } from '../auth/users.ts';
import { changePassword, deleteUserAndFiles, exportUserData, requireCredentials, updateAccount } from './account.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

const wrongPassword = (field: string) => refuseField(field, /*i18n*/ 'Your current password is not correct');

/** Account settings: name, email, password, the verification email, sign out everywhere, export, delete. */
export const accountRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { database, storage, catalog, links, mail, now, authLimits },
) => {
  const { db } = database;
  const verification = { db, links, mail, now };
  // Password checks are limited per account like sign-in, so a borrowed session cannot guess the password.
  const passwordChecks = app.createRateLimit({
    max: PASSWORD_CHECKS_PER_ACCOUNT,
    timeWindow: DEFAULT_AUTH_RATE_LIMITS.windowMs,
    keyGenerator: (request) => `password-check:${requireUserId(request)}`,
  });
  async function limitPasswordChecks(request: FastifyRequest, reply: FastifyReply) {
    const result = await passwordChecks(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(reply, result.ttlInSeconds * 1000);
  }

  async function checkPassword(request: FastifyRequest, reply: FastifyReply, password: string | undefined, field: string) {
    const userId = requireUserId(request);
    const credentials = await requireCredentials({ db }, userId);
    if (credentials.isDemo)
      throw new HttpError(
        403,
        'demo_account',
        /*i18n*/ 'Demo accounts cannot change their email or password. Create a free account to keep your work.',
      );
    await limitPasswordChecks(request, reply);
    if (!password || !(await verifyPassword(credentials.passwordHash, password))) throw wrongPassword(field);
  }

  app.patch(
    '/account',
    {
      schema: {
        tags: ['account'],
        summary:
          'Change name, graduation year or language; a new email becomes pendingEmail and takes effect once the link sent to it is opened (the current address is told)',
        body: updateAccountBodySchema,
        response: { 200: signedInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { name, email, graduationYear, locale, currentPassword } = request.body;
      const current = await requireUser(db, userId);
      if (email !== undefined && email !== current.email) {
        await checkPassword(request, reply, currentPassword, 'currentPassword');
        await hitLimits(db, reply, verificationEmailLimits(authLimits, userId), now().getTime());
      }
      // A new address waits for its link; the current one given back cancels a pending change.
      if (email !== undefined) await requestEmailChange(verification, request.log, userId, email);
      await updateAccount({ db, now }, userId, { name, graduationYear, locale });
      return { user: await requireUser(db, userId) };
    },
  );

  app.post(
    '/account/verification-email',
    {
      schema: {
        tags: ['account'],
        summary:
          'Send the verification link again: to the pending new address if any, else to the unverified account address (older links stop working)',
        response: { 202: verificationSentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      if ((await requireCredentials({ db }, userId)).isDemo) throw demoGetsNoEmail();
      await hitLimits(db, reply, verificationEmailLimits(authLimits, userId), now().getTime());
      const sentTo = await sendVerificationLink(verification, request.log, userId);
      return reply.status(202).send({ sentTo });
    },
  );

  app.put(
    '/account/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change password (signs out every other session)',
        body: changePasswordBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      await checkPassword(request, reply, request.body.currentPassword, 'currentPassword');
      await changePassword({ db, now }, userId, request.body.newPassword, request.session?.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/sign-out-everywhere',
    {
      schema: {
        tags: ['account'],
        summary: 'Revoke every session of this account, this one included',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeUserSessions(db, requireUserId(request));
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download all my data as JSON',
        response: { 200: accountExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportUserData({ db, storage, catalog, now }, requireUserId(request));
      reply.header('content-disposition', 'attachment; filename="campuspath-my-data.json"');
      return data;
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete my account and everything in it',
        body: deleteAccountBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const credentials = await requireCredentials({ db }, userId);
      if (!credentials.isDemo) {
        await limitPasswordChecks(request, reply);
        if (!(await verifyPassword(credentials.passwordHash, request.body?.password ?? ''))) throw wrongPassword('password');
      }
      await deleteUserAndFiles({ db, storage }, userId);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
};
