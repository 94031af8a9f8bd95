import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { highSchoolIdParamsSchema } from '@campuspath/contract/high-schools';
import {
  rosterInvitationAcceptedSchema,
  rosterInvitationsBodySchema,
  rosterInvitationsResponseSchema,
  rosterInvitationTokenSchema,
} from '@campuspath/contract/rosters';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { rosterTeacherInvitationsRoutes } from './roster-teacher-invitations.routes.ts';
import { acceptRosterInvitation, sendRosterInvitations, type InvitationDeps } from './roster-invitations.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['rosters'];

/** Roster invitations: counselors send them; the invited student joins (the link's own page is roster-invitation-links.routes.ts). */
export const rosterInvitationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, options) => {
  const { database, now, links } = options;
  const deps: InvitationDeps = { db: database.db, now, links };
  // The teachers' invitations, beside the students'.
  await app.register(rosterTeacherInvitationsRoutes, options);

  app.post(
    '/high-schools/:id/roster/invitations',
    {
      schema: {
        tags,
        summary:
          'Invite the rostered students to join by email (counselors): each once, up to 500 a request, queued for the email scheduler',
        description:
          'Every rostered student not yet invited (or only those of `studentIds`); `resend: true` reminds instead: every student ' +
          'invited more than three days ago who has not joined (or only those of `studentIds`), with no list needed. Students who joined or stopped the emails are skipped. `queued` invitations are queued now; the email ' +
          'scheduler sends each exactly once through its delivery ledger, a paced batch per tick (one the mail server keeps refusing ' +
          'leaves its student not invited). `remaining` says how many still wait (send ' +
          'again for the next batch). Only a verified, non-demo counselor sends (403), under a school name fit for an email ' +
          '(409), at most 2,000 emails a day (400 quota_exceeded).',
        params: highSchoolIdParamsSchema,
        body: rosterInvitationsBodySchema,
        response: { 200: rosterInvitationsResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => sendRosterInvitations(deps, requireUserId(request), request.params.id, request.body),
  );

  app.post(
    '/rosters/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Join the school of a roster invitation (a student account with the invited, verified address); shares none of the plan',
        body: rosterInvitationTokenSchema,
        response: { 200: rosterInvitationAcceptedSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => acceptRosterInvitation(deps, requireUserId(request), request.body.token),
  );
};
