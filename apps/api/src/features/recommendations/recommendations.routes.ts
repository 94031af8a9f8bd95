import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  balanceResponseSchema,
  chancesQuerySchema,
  chancesResponseSchema,
  recommendationsQuerySchema,
  recommendationsResponseSchema,
  schoolFitResponseSchema,
} from '@campuspath/contract/recommendations';
import { schoolIdParamsSchema } from '@campuspath/contract/schools-query';
import { requireUserId } from '../../lib/auth-guard.ts';
import { sendKept } from '../../lib/http-cache.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import {
  createRecommendationsCaches,
  listRecommendations,
  savedBalance,
  schoolChances,
  type RecommendationsDeps,
} from './recommendations.service.ts';
import { schoolFit } from './school-fit.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** School recommendations and admission fit. Personal answers: never cached by the browser or a proxy. */
export const recommendationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog }) => {
  const deps: RecommendationsDeps = { db: database.db, catalog, ...createRecommendationsCaches() };

  app.get(
    '/recommendations',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Schools ranked for me (best match first), with chance estimates and match breakdowns',
        description:
          'Takes every filter of GET /api/schools, plus `chance` (reach, target, safety, likely; repeatable) and `sort` (match, chance, or any list sort). `counts` counts labels before the chance filter.',
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const raw = new URLSearchParams(request.url.split('?')[1] ?? '');
      // Kept serialised and compressed per profile version and query (tests parse every answer with the contract schema).
      const kept = await listRecommendations(deps, requireUserId(request), request.query, '/api/recommendations', raw);
      return sendKept(request, reply, kept);
    },
  );

  app.get(
    '/recommendations/balance',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'How balanced my saved schools are: reach, target and safety counts with a suggestion',
        response: { 200: balanceResponseSchema, ...errors },
      },
    },
    async (request) => {
      return savedBalance(deps, requireUserId(request));
    },
  );

  app.get(
    '/recommendations/chances',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'My chance at each of the schools asked for (the cards of a list): label, range and its sentences',
        description:
          'Repeat `id` (UNITIDs, 1 to 60). Each chance is the one GET /api/schools/{id}/fit gives; ids the catalogue does not know are left out.',
        querystring: chancesQuerySchema,
        response: { 200: chancesResponseSchema, ...errors },
      },
    },
    async (request) => {
      return schoolChances(deps, requireUserId(request), request.query.id);
    },
  );

  app.get(
    '/schools/:id/fit',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'My fit with one school: chance range, label, match breakdown and what my profile has of its requirements',
        params: schoolIdParamsSchema,
        response: { 200: schoolFitResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      return schoolFit(deps, requireUserId(request), request.params.id);
    },
  );
};
