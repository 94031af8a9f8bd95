import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deadlinesQuerySchema, deadlinesResponseSchema } from '@campuspath/contract/deadlines';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { listDeadlines } from './deadlines.service.ts';

/** Everything due in a date range: application deadlines, essays, letters and tasks (the calendar and the dashboard). */
export const deadlinesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { catalog, database }) => {
  app.get(
    '/deadlines',
    {
      schema: {
        tags: ['deadlines'],
        summary: 'What is due between two dates (both included, at most 400 days)',
        querystring: deadlinesQuerySchema,
        response: { 200: deadlinesResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      return { from, to, items: await listDeadlines({ db: database.db, catalog }, requireUserId(request), { from, to }) };
    },
  );
};
