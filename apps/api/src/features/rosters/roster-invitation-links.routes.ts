import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { rosterInvitationPreviewSchema, rosterInvitationTokenSchema } from '@campuspath/contract/rosters';
import { rosterTeacherInvitationPreviewSchema, rosterTeacherInvitationTokenSchema } from '@campuspath/contract/roster-teacher-invitations';
import type { DatabaseHandle } from '../../db/database.ts';
import { hitLimits, type AuthRateLimits, linkAttemptLimit } from '../../lib/auth-limits.ts';
import type { LinkConfig } from '../../lib/feature-deps.ts';
import { acceptOneClickForm, oneClickForm } from '../../lib/one-click-unsubscribe.ts';
import { documentedBody } from '../../lib/openapi.ts';
import { ROSTER_ONE_CLICK_PATH } from './roster-invitation-tokens.ts';
import { previewRosterInvitation, unsubscribeRosterInvitation } from './roster-invitations.service.ts';
import { previewRosterTeacherInvitation } from './roster-teacher-invitations.service.ts';

export interface RosterInvitationLinkOptions {
  database: DatabaseHandle;
  limits: AuthRateLimits;
  links: LinkConfig;
  now: () => Date;
}

/**
 * A roster invitation's link (a student's, or a teacher's preview), before anyone signs in: the page names the school and the address,
 * and "Stop these emails" works without an account. The signed token is the authority (no
 * session); a token is an HMAC of the roster line, so none can be guessed, and every attempt is
 * counted with the client's other code and link attempts (as a parent's invitation preview is).
 */
export const rosterInvitationLinkRoutes: FastifyPluginAsyncZod<RosterInvitationLinkOptions> = async (
  app,
  { database, limits, links, now },
) => {
  const deps = { db: database.db, links, now };
  acceptOneClickForm(app);
  app.addHook('preHandler', async (request, reply) => {
    // A mail provider POSTs the one-click unsubscribes of many people from a few addresses: the
    // signed token cannot be guessed, and stopping mail is never refused for being frequent.
    if (request.routeOptions.url === ROSTER_ONE_CLICK_PATH) return;
    await hitLimits(database.db, reply, [linkAttemptLimit(limits, request.ip)], now().getTime());
  });
  app.post(
    '/rosters/invitations/preview',
    {
      schema: {
        tags: ['rosters'],
        summary: 'Whose invitation a roster link is: school, student, address (no session: the token is the authority)',
        body: rosterInvitationTokenSchema,
        response: { 200: rosterInvitationPreviewSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => previewRosterInvitation(deps, request.body.token),
  );

  app.post(
    '/rosters/teacher-invitations/preview',
    {
      schema: {
        tags: ['rosters'],
        summary: 'Whose invitation a teacher’s roster link is: school, teacher, address (no session: the token is the authority)',
        description: '404 for a link that is not valid, expired, or replaced by a newer invitation.',
        body: rosterTeacherInvitationTokenSchema,
        response: { 200: rosterTeacherInvitationPreviewSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => previewRosterTeacherInvitation(deps, request.body.token),
  );

  app.post(
    '/rosters/invitations/unsubscribe',
    {
      schema: {
        tags: ['rosters'],
        summary: 'Stop invitation emails to a roster link’s address (no session: the token is the authority)',
        body: rosterInvitationTokenSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await unsubscribeRosterInvitation(deps, request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    ROSTER_ONE_CLICK_PATH.slice('/api'.length),
    {
      schema: {
        tags: ['rosters'],
        summary: 'One-click "Stop these emails" of a roster invitation (RFC 8058; no session: the token in the query is the authority)',
        description:
          'Mail clients POST the List-Unsubscribe=One-Click form to the URL of the invitation email’s List-Unsubscribe header. ' +
          'Idempotent: 204 however often it is sent.',
        consumes: ['application/x-www-form-urlencoded'],
        querystring: rosterInvitationTokenSchema,
        response: { 204: z.null(), 400: apiErrorSchema },
      },
      config: { swaggerTransform: documentedBody(oneClickForm) },
    },
    async (request, reply) => {
      await unsubscribeRosterInvitation(deps, request.query.token);
      return reply.status(204).header('cache-control', 'no-store').send(null);
    },
  );
};
