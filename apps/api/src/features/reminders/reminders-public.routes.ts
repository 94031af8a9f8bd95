import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { unsubscribeQuerySchema, unsubscribeResultSchema } from '@campuspath/contract/reminders';
import { UNSUBSCRIBE_CHANNEL_LABELS } from '@campuspath/contract/reminders-terms';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { findUser } from '../auth/users.ts';
import { studentItems } from '../timeline/timeline.service.ts';
import { buildFeed, feedIdFromToken } from './calendar-feed.ts';
import { resolveSettings } from './reminder-settings.ts';
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
        response: { 200: z.string(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const feedId = file.endsWith('.ics') ? feedIdFromToken(links.secret, file.slice(0, -'.ics'.length)) : null;
      const row = feedId
        ? await db.selectFrom('reminder_settings').selectAll().where('feed_id', '=', feedId).executeTakeFirst()
        : undefined;
      const settings = resolveSettings(row);
      if (!row || !settings.channels.calendar) throw notFound('No such calendar feed');
      const user = await findUser(db, row.user_id);
      if (!user) throw notFound('No such calendar feed');
      const now = new Date();
      const items = await studentItems({ db, catalog }, row.user_id, settings.timeZone, now);
      const body = buildFeed(items, user.graduationYear, { publicUrl: links.publicUrl, leadDays: settings.leadDays, alarms: true, now });
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
