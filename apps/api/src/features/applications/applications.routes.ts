import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationIdParamsSchema,
  applicationListResponseSchema,
  applicationSchema,
  createApplicationBodySchema,
  deleteApplicationQuerySchema,
  updateApplicationBodySchema,
} from '@campuspath/contract/applications';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { deleteApplication } from './application-delete.service.ts';
import { createApplication, requireApplication, listApplications, updateApplication } from './applications.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The student's applications: one per school and round, with a checklist that drives progress. */
export const applicationsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { catalog, database, storage, now }) => {
  const deps = { db: database.db, catalog, storage, now };

  app.get(
    '/applications',
    {
      schema: { tags: ['applications'], summary: 'My applications', response: { 200: applicationListResponseSchema, 401: apiErrorSchema } },
    },
    async (request) => ({ applications: await listApplications(deps, requireUserId(request)) }),
  );

  app.post(
    '/applications',
    {
      schema: {
        tags: ['applications'],
        summary: 'Start an application (409 if one exists for the school and round)',
        body: createApplicationBodySchema,
        response: { 201: applicationSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createApplication(deps, requireUserId(request), request.body)),
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'One of my applications',
        params: applicationIdParamsSchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => requireApplication(deps, requireUserId(request), request.params.id),
  );

  app.patch(
    '/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'Change an application (the checklist is replaced as a whole)',
        params: applicationIdParamsSchema,
        body: updateApplicationBodySchema,
        response: { 200: applicationSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => updateApplication(deps, requireUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'Delete an application, keeping (linked=keep) or deleting (linked=delete) its linked essays and documents',
        params: applicationIdParamsSchema,
        querystring: deleteApplicationQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteApplication(deps, requireUserId(request), request.params.id, request.query.linked);
      return reply.status(204).send(null);
    },
  );
};
