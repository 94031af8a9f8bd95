import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  signedInResponseSchema,
  updateAccountBodySchema,
} from '@campuspath/contract/auth';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { requireUserId } from '../../lib/auth-guard.ts';
import { HttpError } from '../../lib/errors.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { clearSessionCookie, revokeUserSessions } from '../../lib/sessions.ts';
import { DEFAULT_AUTH_RATE_LIMITS } from '../auth/auth.routes.ts';
import { verifyPassword } from '../auth/password.ts';
import { requireUser } from '../auth/users.ts';
import { changePassword, deleteUserAndFiles, exportUserData, requireCredentials, updateAccount } from './account.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

const wrongPassword = (field: string) =>
  new HttpError(400, 'invalid_request', 'Your current password is not correct', { [field]: 'Your current password is not correct' });

/** Account settings: name, email, password, sign out everywhere, export, delete. */
export const accountRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, storage }) => {
  const { db } = database;
  // Password checks are limited per account like sign-in, so a borrowed session cannot guess the password.
  const passwordChecks = app.createRateLimit({
    max: DEFAULT_AUTH_RATE_LIMITS.perEmail,
    timeWindow: DEFAULT_AUTH_RATE_LIMITS.windowMs,
    keyGenerator: (request) => `password-check:${requireUserId(request)}`,
  });
  async function limitPasswordChecks(request: FastifyRequest, reply: FastifyReply) {
    const result = await passwordChecks(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    const minutes = Math.ceil(seconds / 60);
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, 'rate_limited', `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
  }

  async function checkPassword(request: FastifyRequest, reply: FastifyReply, password: string | undefined, field: string) {
    const userId = requireUserId(request);
    const credentials = await requireCredentials({ db }, userId);
    if (credentials.isDemo)
      throw new HttpError(
        403,
        'demo_account',
        'Demo accounts cannot change their email or password. Create a free account to keep your work.',
      );
    await limitPasswordChecks(request, reply);
    if (!password || !(await verifyPassword(credentials.passwordHash, password))) throw wrongPassword(field);
  }

  app.patch(
    '/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Change name, email or graduation year',
        body: updateAccountBodySchema,
        response: { 200: signedInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const { name, email, graduationYear, currentPassword } = request.body;
      const current = await requireUser(db, userId);
      if (email !== undefined && email !== current.email) {
        await checkPassword(request, reply, currentPassword, 'currentPassword');
      }
      await updateAccount({ db }, userId, { name, email, graduationYear });
      return { user: await requireUser(db, userId) };
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
      await changePassword({ db }, userId, request.body.newPassword, request.session?.id);
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
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportUserData({ db, storage }, requireUserId(request));
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
