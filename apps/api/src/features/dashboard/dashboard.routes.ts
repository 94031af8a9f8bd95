import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '@campuspath/contract/dashboard';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { buildDashboard, serverToday } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, now }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The student's dashboard: counts, progress, upcoming deadlines and tasks, timeline, readiness checklist",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const at = now();
      return buildDashboard({ db: database.db, catalog }, requireUserId(request), request.query.today ?? serverToday(at), at);
    },
  );
};
