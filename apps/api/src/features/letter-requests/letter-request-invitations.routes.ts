import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { letterRequestParamsSchema, letterRequestResponseSchema } from '@campuspath/contract/letter-requests';
import { teacherInvitationPreviewSchema, teacherInvitationTokenSchema } from '@campuspath/contract/teacher-invitations';
import type { DatabaseHandle } from '../../db/database.ts';
import { requireUserId } from '../../lib/auth-guard.ts';
import { hitLimits, type AuthRateLimits, linkAttemptLimit } from '../../lib/auth-limits.ts';
import type { FeatureDeps, LinkConfig } from '../../lib/feature-deps.ts';
import { acceptOneClickForm, oneClickForm } from '../../lib/one-click-unsubscribe.ts';
import { documentedBody } from '../../lib/openapi.ts';
import { previewTeacherEmails, resendTeacherInvitation, stopTeacherEmailsByToken } from './letter-request-invitations.service.ts';
import { listMyLetterRequests } from './letter-requests.service.ts';
import { TEACHER_ONE_CLICK_PATH } from './teacher-invitation-tokens.ts';

const tags = ['letter-requests'];

/** The student emails the teacher of a request again (the first email goes out with the request). */
export const letterRequestInvitationRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, now }) => {
  const deps = { db: database.db, catalog, now };
  app.post(
    '/letter-requests/:id/invitation',
    {
      schema: {
        tags,
        summary: 'Email the teacher of my request again, or for the first time (students; once every three days, ten emails a day)',
        description:
          'Queues the email for the email scheduler, which sends it once through its delivery ledger: an invitation to sign up as a ' +
          'teacher, or a short notice when a teacher account has the address. 409 when the teacher has answered or joined, the ' +
          'address stopped these emails, one is on its way, or the last went out less than three days ago; 403 for an unverified ' +
          'address or the sample account; 400 quota_exceeded past ten emails a day.',
        params: letterRequestParamsSchema,
        response: {
          200: letterRequestResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const studentId = requireUserId(request);
      await resendTeacherInvitation(deps, studentId, request.params.id);
      const requests = await listMyLetterRequests(deps, studentId);
      return { request: requests.find((one) => one.id === request.params.id)! };
    },
  );
};

export interface TeacherEmailLinkOptions {
  database: DatabaseHandle;
  limits: AuthRateLimits;
  links: LinkConfig;
  now: () => Date;
}

/**
 * The "Stop these emails" link of an email to a teacher, before anyone signs in: the signed token
 * is the authority, and every attempt counts with the client's other link attempts, except the
 * one-click unsubscribe (RFC 8058) a mail client POSTs from the List-Unsubscribe header.
 */
export const teacherEmailLinkRoutes: FastifyPluginAsyncZod<TeacherEmailLinkOptions> = async (app, { database, limits, links, now }) => {
  const deps = { db: database.db, links, now };
  acceptOneClickForm(app);
  app.addHook('preHandler', async (request, reply) => {
    // A mail provider POSTs the one-click unsubscribes of many people from a few addresses: the
    // signed token cannot be guessed, and stopping mail is never refused for being frequent.
    if (request.routeOptions.url === TEACHER_ONE_CLICK_PATH) return;
    await hitLimits(database.db, reply, [linkAttemptLimit(limits, request.ip)], now().getTime());
  });
  app.post(
    '/letter-requests/invitations/preview',
    {
      schema: {
        tags,
        summary: 'Which address a teacher email’s link stops, and whether it already did (no session: the token is the authority)',
        body: teacherInvitationTokenSchema,
        response: { 200: teacherInvitationPreviewSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => previewTeacherEmails(deps, request.body.token),
  );
  app.post(
    '/letter-requests/invitations/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Stop every letter request email to this address (no session: the token is the authority)',
        body: teacherInvitationTokenSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await stopTeacherEmailsByToken(deps, request.body.token);
      return reply.status(204).send(null);
    },
  );
  app.post(
    TEACHER_ONE_CLICK_PATH.slice('/api'.length),
    {
      schema: {
        tags,
        summary: 'One-click "Stop these emails" of an email to a teacher (RFC 8058; no session: the token in the query is the authority)',
        description:
          'Mail clients POST the List-Unsubscribe=One-Click form to the URL of the email’s List-Unsubscribe header. ' +
          'Idempotent: 204 however often it is sent.',
        consumes: ['application/x-www-form-urlencoded'],
        querystring: teacherInvitationTokenSchema,
        response: { 204: z.null(), 400: apiErrorSchema },
      },
      config: { swaggerTransform: documentedBody(oneClickForm) },
    },
    async (request, reply) => {
      await stopTeacherEmailsByToken(deps, request.query.token);
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );
};
