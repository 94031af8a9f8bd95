import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { compareListBodySchema, compareListResponseSchema, compareQuerySchema, compareResponseSchema } from '@campuspath/contract/compare';
import { COMPARE_MAX } from '@campuspath/contract/compare-terms';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { sendCatalogue } from '../../lib/http-cache.ts';
import { notModifiedResponse } from '../../lib/openapi.ts';
import { getCompareList, putCompareList, type CompareService } from './compare.service.ts';

/** `GET /api/compare`: public catalogue data, cached like the schools API (a shared link works for anyone). */
export const compareRoutes: FastifyPluginAsyncZod<{ compare: CompareService }> = async (app, { compare }) => {
  app.get(
    '/compare',
    {
      schema: {
        tags: ['compare'],
        summary: `Up to ${COMPARE_MAX} colleges side by side, in full`,
        description:
          'Ids are UNITIDs or slugs, comma-separated (`ids=166683,170976`) or repeated. Schools come back in the order asked; ' +
          'ids the catalogue does not know are listed in `missing`.',
        // `ids=a,b,c`: one comma-separated value (OpenAPI style form, explode false).
        querystring: compareQuerySchema.meta({ style: 'form', explode: false }),
        response: { 200: compareResponseSchema, 304: notModifiedResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendCatalogue(request, reply, compare.compare(request.query.ids), 3600),
  );
};

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** `GET` / `PUT /api/compare-list`: the signed-in student's comparison list (workspace scope). */
export const compareListRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, now }) => {
  const deps = { db: database.db, catalog, now };

  app.get(
    '/compare-list',
    {
      schema: {
        tags: ['compare'],
        summary: 'My comparison list, in order',
        response: { 200: compareListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getCompareList(deps, requireUserId(request));
    },
  );

  app.put(
    '/compare-list',
    {
      schema: {
        tags: ['compare'],
        summary: 'Replace my comparison list (idempotent)',
        description: `At most ${COMPARE_MAX} different UNITIDs, in order; an id the catalogue does not know is a 400 and nothing changes.`,
        body: compareListBodySchema,
        response: { 200: compareListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return putCompareList(deps, requireUserId(request), request.body.schoolIds);
    },
  );
};
