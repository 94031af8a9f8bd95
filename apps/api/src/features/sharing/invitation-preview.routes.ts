import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { invitationTokenBodySchema } from '@campuspath/contract/high-schools';
import { invitationPreviewResponseSchema } from '@campuspath/contract/sharing';
import { hitLimits, type AuthRateLimits, linkAttemptLimit } from '../../lib/auth-limits.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { previewParentInvitation } from './sharing.service.ts';

export interface InvitationPreviewOptions {
  database: DatabaseHandle;
  limits: AuthRateLimits;
  now: () => Date;
}

/**
 * `POST /api/sharing/invitations/preview`: the landing page of a parent's invitation link names
 * the student and fills in the address it was sent to, before anyone signs in. No session: the
 * token is the authority, as for the emailed links; nothing is used up.
 */
export const invitationPreviewRoutes: FastifyPluginAsyncZod<InvitationPreviewOptions> = async (app, { database, limits, now }) => {
  app.post(
    '/sharing/invitations/preview',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Whose invitation a parent link is, and the address it went to (no session: the token is the authority)',
        body: invitationTokenBodySchema,
        response: { 200: invitationPreviewResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Counted with every code and link attempt from this client, so no token is guessed here either.
      await hitLimits(database.db, reply, [linkAttemptLimit(limits, request.ip)], now().getTime());
      return previewParentInvitation({ db: database.db, now }, request.body.token);
    },
  );
};
