import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  createRecommendationBodySchema,
  recommendationActionBodySchema,
  recommendationIdParamsSchema,
  recommendationListResponseSchema,
  recommendationResponseSchema,
  updateRecommendationBodySchema,
} from '@campuspath/contract/letters';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import {
  createRecommendation,
  deleteRecommendation,
  listRecommendations,
  markRequested,
  recordReminder,
  requireRecommendation,
  resolveToday,
  updateRecommendation,
  type RecommendationsDeps,
} from './letters.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const one = { 200: recommendationResponseSchema, ...errors };

/** Recommendation letters: CRUD plus Send Request and Send Reminder (spec section 4). */
export const lettersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog }) => {
  const deps: RecommendationsDeps = { db: database.db, catalog };

  app.get(
    '/letters',
    {
      schema: {
        tags: ['letters'],
        summary: 'My recommendation letters, soonest due first',
        response: { 200: recommendationListResponseSchema, ...errors },
      },
    },
    async (request) => ({ recommendations: await listRecommendations(deps, requireUserId(request)) }),
  );

  app.post(
    '/letters',
    {
      schema: {
        tags: ['letters'],
        summary: 'Add a recommender',
        body: createRecommendationBodySchema,
        response: { 201: recommendationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const recommendation = await createRecommendation(deps, requireUserId(request), request.body);
      return reply.status(201).send({ recommendation });
    },
  );

  app.get(
    '/letters/:id',
    { schema: { tags: ['letters'], summary: 'One recommendation letter', params: recommendationIdParamsSchema, response: one } },
    async (request) => ({ recommendation: await requireRecommendation(deps, requireUserId(request), request.params.id) }),
  );

  app.patch(
    '/letters/:id',
    {
      schema: {
        tags: ['letters'],
        summary: 'Edit a recommendation letter',
        params: recommendationIdParamsSchema,
        body: updateRecommendationBodySchema,
        response: one,
      },
    },
    async (request) => ({ recommendation: await updateRecommendation(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.delete(
    '/letters/:id',
    {
      schema: {
        tags: ['letters'],
        summary: 'Delete a recommendation letter',
        params: recommendationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteRecommendation(deps, requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/letters/:id/request',
    {
      schema: {
        tags: ['letters'],
        summary: 'Send Request: mark a not-requested letter as requested today',
        params: recommendationIdParamsSchema,
        body: recommendationActionBodySchema,
        response: { ...one, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const today = resolveToday(request.body?.today);
      return { recommendation: await markRequested(deps, requireUserId(request), request.params.id, today) };
    },
  );

  app.post(
    '/letters/:id/remind',
    {
      schema: {
        tags: ['letters'],
        summary: 'Send Reminder: record today as the last reminder of a requested or in-progress letter',
        params: recommendationIdParamsSchema,
        body: recommendationActionBodySchema,
        response: { ...one, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const today = resolveToday(request.body?.today);
      return { recommendation: await recordReminder(deps, requireUserId(request), request.params.id, today) };
    },
  );
};
