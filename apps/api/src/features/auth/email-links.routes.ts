import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORGOT_PASSWORD_MESSAGE } from '@campuspath/contract/auth-terms';
import {
  emailLinkBodySchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetLinkResponseSchema,
  resetPasswordBodySchema,
  signedInResponseSchema,
  verifiedEmailResponseSchema,
} from '@campuspath/contract/auth';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { emailLinkLimits, forgotPasswordLimits, hitLimits } from '../../lib/auth-limits.ts';
import type { AuthRoutesOptions } from './auth.routes.ts';
import { confirmEmail } from './email-verification.service.ts';
import { checkResetLink, resetPassword, sendPasswordResetLink } from './password-reset.service.ts';
import { startSession } from './start-session.ts';

/**
 * The public half of account emails: opening an emailed link (verify an address, check and use a
 * password-reset link) and asking for a reset link. No session needed: the token in the link is
 * the authority, and works the same signed in as anyone or signed out. Each has a limit of its
 * own (lib/auth-limits.ts), so no sign-in limit ever blocks the way back into an account.
 */
export const emailLinkRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { limits, now, mail } = options;
  const { db } = options.database;
  const deps = { db, links: options.links, mail, now, onVerified: options.onEmailVerified };
  const linkErrors = { 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Open a verification link: the address it was sent to is verified (for a change of address, it becomes the account’s)',
        body: emailLinkBodySchema,
        response: { 200: verifiedEmailResponseSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      await hitLimits(db, reply, emailLinkLimits(limits, request.ip), now().getTime());
      return { email: await confirmEmail(deps, request.log, request.body.token) };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password-reset link; the same answer whether or not the address has an account',
        body: forgotPasswordBodySchema,
        response: { 202: forgotPasswordResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted per address whether or not it has an account, so a 429 tells nothing either.
      await hitLimits(db, reply, forgotPasswordLimits(limits, email, request.ip), now().getTime());
      // Whether the address has an account is looked up only after the answer has gone: the answer,
      // its status and its timing are the same for every address.
      mail.background.run(
        () => sendPasswordResetLink(deps, email),
        (error) => request.log.error({ err: error }, 'password reset email could not be sent'),
      );
      return reply.status(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    '/auth/reset-password/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a password-reset link still works, and for which address (does not use it up)',
        body: emailLinkBodySchema,
        response: { 200: resetLinkResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await hitLimits(db, reply, emailLinkLimits(limits, request.ip), now().getTime());
      return { email: await checkResetLink(deps, request.body.token) };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link: ends every session of the account and signs in afresh',
        body: resetPasswordBodySchema,
        response: { 200: signedInResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await hitLimits(db, reply, emailLinkLimits(limits, request.ip), now().getTime());
      const userId = await resetPassword(deps, request.log, request.body.token, request.body.password);
      return startSession(db, request, reply, userId, now());
    },
  );
};
