import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aidEstimateResponseSchema } from '@campuspath/contract/aid-estimate';
import { aidEstimateInputSchema } from '@campuspath/contract/aid-estimate-input';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { studentIdParamsSchema } from '@campuspath/contract/sharing';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { nestedValidationError } from '../../lib/nested-validation.ts';
import { getAidEstimate, removeAidEstimate, saveAidEstimate, studentAidEstimate } from './aid-estimate.service.ts';

const tags = ['aid-estimate'];

/** The Student Aid Index and Pell estimator's saved inputs: the account's own, and a shared student's. */
export const aidEstimateRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, now }) => {
  const deps = { db: database.db, now };

  app.get(
    '/aid-estimate',
    {
      schema: {
        tags,
        summary: 'My saved aid estimate (null until saved)',
        description: 'The SAI and Pell are computed from the saved inputs with the current award-year tables when read.',
        response: { 200: aidEstimateResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ estimate: await getAidEstimate(deps, requireUserId(request)) }),
  );

  app.put(
    '/aid-estimate',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Save my aid estimator inputs (replaces any saved before)',
        description:
          'Whole dollars from the tax year the award year uses; amounts 0 to $10,000,000 (AGI may be negative). ' +
          'A 400 names each field by its dotted path, e.g. "parent.cash".',
        body: aidEstimateInputSchema,
        response: { 200: aidEstimateResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      if (request.validationError) throw nestedValidationError(request.validationError, 'estimate');
      return { estimate: await saveAidEstimate(deps, userId, request.body) };
    },
  );

  app.delete(
    '/aid-estimate',
    { schema: { tags, summary: 'Delete my saved aid estimate', response: { 204: z.null(), 401: apiErrorSchema } } },
    async (request, reply) => {
      await removeAidEstimate(deps, requireUserId(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/students/:studentId/aid-estimate',
    {
      schema: {
        tags,
        summary: "A student's saved aid estimate (only while costs are shared)",
        params: studentIdParamsSchema,
        response: { 200: aidEstimateResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ estimate: await studentAidEstimate(deps, requireUserId(request), request.params.studentId) }),
  );
};
