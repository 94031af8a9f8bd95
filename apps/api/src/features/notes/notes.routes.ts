import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordIdParamsSchema } from '@campuspath/contract/common';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { noteListResponseSchema } from '@campuspath/contract/notes';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { requireOwnedApplication } from '../applications/applications.service.ts';
import { requireEssayRow } from '../essays/essays.service.ts';
import { listNotesOn } from './notes.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The student reads the counselor's notes on their own application or essay. */
export const notesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database }) => {
  const deps = { db: database.db };

  app.get(
    '/applications/:id/notes',
    {
      schema: {
        tags: ['applications'],
        summary: "My counselor's notes on this application, oldest first",
        params: recordIdParamsSchema,
        response: { 200: noteListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      await requireOwnedApplication(deps.db, userId, request.params.id);
      return { notes: await listNotesOn(deps, userId, 'application', request.params.id) };
    },
  );

  app.get(
    '/essays/:id/notes',
    {
      schema: {
        tags: ['essays'],
        summary: "My counselor's notes on this essay, oldest first",
        params: recordIdParamsSchema,
        response: { 200: noteListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      await requireEssayRow(deps.db, userId, request.params.id);
      return { notes: await listNotesOn(deps, userId, 'essay', request.params.id) };
    },
  );
};
