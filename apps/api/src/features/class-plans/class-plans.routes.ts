import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classPlanDetailResponseSchema,
  classPlanListResponseSchema,
  classPlanParamsSchema,
  classPlanResponseSchema,
  createClassPlanBodySchema,
  updateClassPlanBodySchema,
} from '@campuspath/contract/class-plans';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { highSchoolIdParamsSchema } from '@campuspath/contract/high-schools';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { copyPlanToNextYear, createPlan, deletePlan, listPlans, type ClassPlansDeps } from './class-plans.service.ts';
import { readPlanDetail } from './plan-completion.ts';
import { updatePlan } from './plan-edit.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['class-plans'];

/** A high school's class-wide plans, for its counselors (docs/counselors.md, "Class-wide plans"). */
export const classPlansRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, now }) => {
  const deps: ClassPlansDeps = { db: database.db, now };

  app.get(
    '/high-schools/:id/class-plans',
    {
      schema: {
        tags,
        summary: 'The school’s class plans (counselors), each with how many students received it',
        params: highSchoolIdParamsSchema,
        response: { 200: classPlanListResponseSchema, ...errors },
      },
    },
    async (request) => ({ plans: await listPlans(deps, requireUserId(request), request.params.id) }),
  );

  app.post(
    '/high-schools/:id/class-plans',
    {
      schema: {
        tags,
        summary: 'Make a class plan for a graduation year or a roster group (counselors)',
        description:
          'Every student of the school in that class or group who joined gets the tasks in their own list, as the ' +
          'counselor’s, naming the plan; students who join later get them when they join. A task is due on a day, ' +
          'or `relative.daysBefore` days before the student’s earliest deadline in `relative.round` (no date when they have none).',
        params: highSchoolIdParamsSchema,
        body: createClassPlanBodySchema,
        response: { 201: classPlanResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ plan: await createPlan(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.get(
    '/high-schools/:id/class-plans/:planId',
    {
      schema: {
        tags,
        summary: 'A class plan with its completion (counselors): per task and per student who shares tasks',
        params: classPlanParamsSchema,
        response: { 200: classPlanDetailResponseSchema, ...errors },
      },
    },
    async (request) => readPlanDetail(deps, requireUserId(request), request.params.id, request.params.planId),
  );

  app.put(
    '/high-schools/:id/class-plans/:planId',
    {
      schema: {
        tags,
        summary: 'Change a class plan’s title and tasks (counselors); students’ completed tasks stay as they are',
        description:
          'Send every task to keep with its `id`, new ones without. Open copies of changed tasks change; removed tasks ' +
          'leave the lists where not done; new tasks reach every student who received the plan.',
        params: classPlanParamsSchema,
        body: updateClassPlanBodySchema,
        response: { 200: classPlanResponseSchema, ...errors },
      },
    },
    async (request) => ({ plan: await updatePlan(deps, requireUserId(request), request.params.id, request.params.planId, request.body) }),
  );

  app.post(
    '/high-schools/:id/class-plans/:planId/copy',
    {
      schema: {
        tags,
        summary: 'Copy a class plan to next year (counselors): graduation year + 1, each date a year later',
        params: classPlanParamsSchema,
        response: { 201: classPlanResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ plan: await copyPlanToNextYear(deps, requireUserId(request), request.params.id, request.params.planId) }),
  );
  app.delete(
    '/high-schools/:id/class-plans/:planId',
    {
      schema: {
        tags,
        summary: 'Delete a class plan (counselors): open tasks leave students’ lists, completed ones stay',
        params: classPlanParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePlan(deps, requireUserId(request), request.params.id, request.params.planId);
      return reply.status(204).send(null);
    },
  );
};
