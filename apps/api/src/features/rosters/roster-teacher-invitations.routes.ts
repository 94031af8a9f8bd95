import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { highSchoolIdParamsSchema } from '@campuspath/contract/high-schools';
import {
  rosterTeacherInvitationAcceptedSchema,
  rosterTeacherInvitationsBodySchema,
  rosterTeacherInvitationsResponseSchema,
  rosterTeacherInvitationTokenSchema,
  rosterTeacherParamsSchema,
} from '@campuspath/contract/roster-teacher-invitations';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import {
  acceptRosterTeacherInvitation,
  removeRosterTeacher,
  sendRosterTeacherInvitations,
  type TeacherInvitationDeps,
} from './roster-teacher-invitations.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['rosters'];

/**
 * Rostered teachers: counselors invite them and take them off the roster; the invited teacher joins
 * (registered by roster-invitations.routes.ts; the link's own page is roster-invitation-links.routes.ts).
 */
export const rosterTeacherInvitationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, now, links }) => {
  const deps: TeacherInvitationDeps = { db: database.db, now, links };

  app.post(
    '/high-schools/:id/roster/teacher-invitations',
    {
      schema: {
        tags,
        summary: 'Invite the rostered teachers to join as teachers by email (counselors), queued for the email scheduler',
        description:
          'Every rostered teacher not yet invited (or only those of `teacherIds`); `resend: true` emails again those invited at ' +
          'least three days ago who have not joined. Joined teachers and addresses that stopped CampusPath’s emails are skipped; ' +
          'naming teachers none of whom is due answers 409 with the reason (`too_soon`, `teacher_joined`, `emails_stopped`). The ' +
          'scheduler sends each exactly once through its delivery ledger. Only a verified, non-demo counselor sends (403), under ' +
          'a school name fit for an email (409), within the same 2,000 invitation emails a day as students’ (400 quota_exceeded).',
        params: highSchoolIdParamsSchema,
        body: rosterTeacherInvitationsBodySchema,
        response: { 200: rosterTeacherInvitationsResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => sendRosterTeacherInvitations(deps, requireUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/high-schools/:id/roster/teachers/:teacherId',
    {
      schema: {
        tags,
        summary: 'Take a teacher off the roster (counselors): unlinks a joined teacher; their account and letter requests stay',
        params: rosterTeacherParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeRosterTeacher(deps, requireUserId(request), request.params.id, request.params.teacherId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/rosters/teacher-invitations/accept',
    {
      schema: {
        tags,
        summary: 'Join the school of a teacher’s roster invitation (a teacher account with the invited, verified address)',
        description:
          '403 `wrong_role` for any other kind of account; 404 for a link that is not valid, expired, replaced or used by another account.',
        body: rosterTeacherInvitationTokenSchema,
        response: { 200: rosterTeacherInvitationAcceptedSchema, ...errors },
      },
    },
    async (request) => acceptRosterTeacherInvitation(deps, requireUserId(request), request.body.token),
  );
};
