import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { timelineSchema } from '@campuspath/contract/timeline';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { getTimeline } from './timeline.service.ts';

/** The student's admissions cycle: national dates and every dated item, as steps (contract/timeline.ts). */
export const timelineRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { catalog, database, now }) => {
  app.get(
    '/timeline',
    {
      schema: {
        tags: ['timeline'],
        summary: "The admissions cycle of the student's graduation year with their own dates, as steps",
        response: { 200: timelineSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return getTimeline({ db: database.db, catalog }, requireUserId(request), now());
    },
  );
};
