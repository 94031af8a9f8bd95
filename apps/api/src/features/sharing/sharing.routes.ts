import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { invitationTokenBodySchema } from '@campuspath/contract/high-schools';
import { pagePaths } from '@campuspath/contract/page-paths';
import { PARENT_INVITATIONS_PER_DAY, PARENT_INVITATIONS_PER_HOUR } from '@campuspath/contract/sharing-terms';
import {
  inviteParentBodySchema,
  parentInvitationResponseSchema,
  schoolShareBodySchema,
  shareIdParamsSchema,
  sharingResponseSchema,
  updateShareBodySchema,
  viewerResponseSchema,
} from '@campuspath/contract/sharing';
import { requireUserId } from '../../lib/auth-guard.ts';
import { hitLimits } from '../../lib/auth-limits.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { emailI18n, localePath } from '../../lib/i18n/email-i18n.ts';
import { parentInvitationEmail, sendParentInvitation } from './invitation-email.ts';
import { admitCodeAttempt } from './invitations.service.ts';
import {
  acceptParentInvitation,
  getSharing,
  inviteParent,
  revokeInvitation,
  revokeShare,
  setSchoolShare,
  updateShare,
} from './sharing.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['sharing'];

/** "Who can see my plan": the student's viewers, switches and invitations. */
export const sharingRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, now, links, mail, authLimits }) => {
  const deps = { db: database.db, now };

  app.get(
    '/sharing',
    {
      schema: {
        tags,
        summary: 'Who can see my plan: viewers, pending invitations, my school',
        response: { 200: sharingResponseSchema, ...errors },
      },
    },
    async (request) => getSharing(deps, requireUserId(request)),
  );

  app.post(
    '/sharing/invitations',
    {
      schema: {
        tags,
        summary: 'Invite a parent: a link to copy (single use, 7 days), also emailed from a verified account',
        body: inviteParentBodySchema,
        response: { 201: parentInvitationResponseSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      await hitLimits(
        database.db,
        reply,
        [
          { key: `parent-invitation:${userId}`, max: PARENT_INVITATIONS_PER_HOUR, windowMs: 3_600_000 },
          { key: `parent-invitation-day:${userId}`, max: PARENT_INVITATIONS_PER_DAY, windowMs: 24 * 3_600_000 },
        ],
        now().getTime(),
      );
      const { id, token, expiresAt, studentName, sendEmail, locale } = await inviteParent(deps, userId, request.body);
      // The link opens the invitation's page in its language, for the student to copy as well.
      const i18n = emailI18n(locale);
      const url = `${links.publicUrl}${localePath(i18n, pagePaths.acceptInvitation.getHref(token))}`;
      if (sendEmail) sendParentInvitation(mail, request.log, request.body.email!, parentInvitationEmail(i18n, studentName, url));
      return reply.status(201).send({ invitation: { id, url, expiresAt, emailed: sendEmail } });
    },
  );

  app.delete(
    '/sharing/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a pending invitation (its link stops working)',
        params: shareIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeInvitation(deps, requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sharing/invitations/accept',
    {
      schema: {
        tags,
        summary: "Accept a student's invitation (parent accounts): follow their plan",
        body: invitationTokenBodySchema,
        response: { 204: z.null(), 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      await admitCodeAttempt(database.db, reply, authLimits, { ip: request.ip, userId }, now());
      await acceptParentInvitation(deps, userId, request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/sharing/viewers/:id',
    {
      schema: {
        tags,
        summary: "Switch what a viewer sees (effective on the viewer's next request)",
        params: shareIdParamsSchema,
        body: updateShareBodySchema,
        response: { 200: viewerResponseSchema, ...errors },
      },
    },
    async (request) => ({ viewer: await updateShare(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.delete(
    '/sharing/viewers/:id',
    { schema: { tags, summary: "Revoke a viewer's access at once", params: shareIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await revokeShare(deps, requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/sharing/school',
    {
      schema: {
        tags,
        summary: "Share with my school's counselors (on or off)",
        body: schoolShareBodySchema,
        response: { 200: sharingResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => setSchoolShare(deps, requireUserId(request), request.body.shared),
  );
};
