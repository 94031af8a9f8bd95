import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { unsubscribeQuerySchema, unsubscribeResultSchema } from '@campuspath/contract/reminders';
import { UNSUBSCRIBE_CHANNEL_LABELS } from '@campuspath/contract/reminders-terms';
import { HttpError, notFound } from '../../lib/errors.ts';
import { calendarFileResponse } from '../../lib/openapi.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { findCalendarFeed } from './reminders.service.ts';
import { readUnsubscribeToken, unsubscribe } from './unsubscribe.ts';

const feedParamsSchema = z.strictObject({ file: z.string().max(200) });
const invalidToken = () =>
  new HttpError(400, 'invalid_token', 'This link is not valid. Open your reminder settings to change emails.', {
    token: 'Invalid or damaged link',
  });

/**
 * Links that work without a session because the secret is in the URL: the personal calendar
 * feed (calendar apps subscribe without cookies) and one-click unsubscribe (mail clients POST it,
 * RFC 8058). Both tokens are HMAC-signed for their one purpose (lib/signed-tokens.ts).
 */
export const remindersPublicRoutes: FastifyPluginAsyncZod<Omit<FeatureDeps, 'storage'>> = async (app, { catalog, database, links }) => {
  const { db } = database;
  // Mail clients send the RFC 8058 body "List-Unsubscribe=One-Click" as a form; its content is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['reminders'],
        summary: "A student's personal calendar feed ({token}.ics); 404 once regenerated or turned off",
        params: feedParamsSchema,
        response: { 200: calendarFileResponse, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const body = file.endsWith('.ics') ? await findCalendarFeed({ db, catalog, links }, file.slice(0, -'.ics'.length), new Date()) : null;
      if (body === null) throw notFound('No such calendar feed');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="campuspath.ics"')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['reminders'],
        summary: 'One-click unsubscribe from reminder emails or the weekly digest (the signed token names which)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const target = readUnsubscribeToken(links.secret, request.query.token);
      if (!target || !(await unsubscribe(db, target.userId, target.channel))) throw invalidToken();
      reply.header('cache-control', 'no-store');
      return { channel: target.channel, description: UNSUBSCRIBE_CHANNEL_LABELS[target.channel] };
    },
  );
};
