import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { unsubscribeQuerySchema, unsubscribeResultSchema } from '@campuspath/contract/reminders';
import { UNSUBSCRIBE_CHANNEL_LABELS } from '@campuspath/contract/reminders-terms';
import { notFound } from '../../lib/errors.ts';
import { calendarFileResponse, documentedBody, notModifiedResponse } from '../../lib/openapi.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { sendValidated } from '../../lib/http-cache.ts';
import { acceptOneClickForm, oneClickForm } from '../../lib/one-click-unsubscribe.ts';
import { findCalendarFeed } from './reminders.service.ts';
import { requireUsableLink, unsubscribe } from './unsubscribe.ts';

const feedParamsSchema = z.strictObject({ file: z.string().max(200) });
/** `{feed id}.{signature}.ics` as feedUrls() writes it: base64url halves, nothing that needs escaping. */
const FEED_FILE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.ics$/;

/**
 * Links that work without a session because the secret is in the URL: the personal calendar
 * feed (calendar apps subscribe without cookies) and one-click unsubscribe (mail clients POST it,
 * RFC 8058). Both tokens are HMAC-signed for their one purpose (lib/signed-tokens.ts).
 */
export const remindersPublicRoutes: FastifyPluginAsyncZod<Pick<FeatureDeps, 'catalog' | 'database' | 'links' | 'now'>> = async (
  app,
  { catalog, database, links, now },
) => {
  const { db } = database;
  acceptOneClickForm(app);

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['reminders'],
        summary: "A student's personal calendar feed ({token}.ics); 404 once regenerated or turned off",
        params: feedParamsSchema,
        response: { 200: calendarFileResponse, 304: notModifiedResponse, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      // Only the path as handed out: the router decodes escapes (`%2eics`), and a token spelled
      // another way would also slip past the log's redaction of it.
      const exact = FEED_FILE.test(file) && request.url.split(/[?#]/)[0]!.endsWith(`/calendar/${file}`);
      const feed = exact ? await findCalendarFeed({ db, catalog, links, now }, file.slice(0, -'.ics'.length), now()) : null;
      if (feed === null) throw notFound(/*i18n*/ 'No such calendar feed');
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="campuspath.ics"')
        .header('referrer-policy', 'no-referrer');
      return sendValidated(request, reply, feed);
    },
  );

  // What an unsubscribe link would turn off, or why it no longer works: the page an email links to
  // asks this first and changes nothing until the student presses its button (which POSTs).
  // Link checkers and mail scanners that open links therefore never unsubscribe anyone.
  app.get(
    '/unsubscribe',
    {
      schema: {
        tags: ['reminders'],
        summary: 'What an unsubscribe link turns off (changes nothing); 400 when it is damaged, expired or outdated',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const target = await requireUsableLink(db, links.secret, request.query.token, now());
      reply.header('cache-control', 'no-store');
      return { channel: target.channel, description: UNSUBSCRIBE_CHANNEL_LABELS[target.channel] };
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['reminders'],
        summary: 'One-click unsubscribe from reminder emails or the weekly digest (the signed token names which)',
        description:
          'Public: the signed token in the query is the authority. Mail clients POST the RFC 8058 one-click form ' +
          '(List-Unsubscribe=One-Click); the unsubscribe page POSTs no body. Either way the form is not needed.',
        consumes: ['application/x-www-form-urlencoded'],
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema, 400: apiErrorSchema },
      },
      config: { swaggerTransform: documentedBody(oneClickForm) },
    },
    async (request, reply) => {
      const target = await requireUsableLink(db, links.secret, request.query.token, now());
      await unsubscribe(db, target, now());
      reply.header('cache-control', 'no-store');
      return { channel: target.channel, description: UNSUBSCRIBE_CHANNEL_LABELS[target.channel] };
    },
  );
};
