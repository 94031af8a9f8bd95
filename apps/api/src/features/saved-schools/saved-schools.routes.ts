import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  mergeSavedSchoolsBodySchema,
  mergeSavedSchoolsResponseSchema,
  savedSchoolParamsSchema,
  savedSchoolSchema,
  savedSchoolsResponseSchema,
} from '@campuspath/contract/saved-schools';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { listSavedSchools, mergeSavedSchools, removeSavedSchool, saveSchool } from './saved-schools.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** Saved universities: the bookmark on cards and the Save button on university pages. */
export const savedSchoolsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, now }) => {
  const deps = { db: database.db, catalog, now };

  app.get(
    '/saved-schools',
    {
      schema: {
        tags: ['saved-schools'],
        summary: 'My saved universities as cards, newest first',
        response: { 200: savedSchoolsResponseSchema, ...errors },
      },
    },
    async (request) => {
      return listSavedSchools(deps, requireUserId(request));
    },
  );

  app.put(
    '/saved-schools/:schoolId',
    {
      schema: {
        tags: ['saved-schools'],
        summary: 'Save a university (idempotent)',
        description: 'The id is the IPEDS UNITID. An id the catalogue does not know is a 400; so is saving past the limit of 200.',
        params: savedSchoolParamsSchema,
        response: { 200: savedSchoolSchema, ...errors },
      },
    },
    async (request) => saveSchool(deps, requireUserId(request), request.params.schoolId),
  );

  app.delete(
    '/saved-schools/:schoolId',
    {
      schema: {
        tags: ['saved-schools'],
        summary: 'Remove a saved university (idempotent)',
        params: savedSchoolParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeSavedSchool(deps, requireUserId(request), request.params.schoolId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/saved-schools/merge',
    {
      schema: {
        tags: ['saved-schools'],
        summary: 'Add the bookmarks made while signed out (idempotent)',
        description: 'Unknown ids and ids past the limit are reported in the answer and skipped, never a failure.',
        body: mergeSavedSchoolsBodySchema,
        response: { 200: mergeSavedSchoolsResponseSchema, ...errors },
      },
    },
    async (request) => mergeSavedSchools(deps, requireUserId(request), request.body.schoolIds),
  );
};
