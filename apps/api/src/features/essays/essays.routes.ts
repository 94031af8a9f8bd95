import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createEssayBodySchema,
  essayConflictSchema,
  essayIdParamsSchema,
  essayListResponseSchema,
  essayResponseSchema,
  essayVersionListResponseSchema,
  essayVersionParamsSchema,
  essayVersionResponseSchema,
  restoreEssayVersionBodySchema,
  updateEssayBodySchema,
  type EssayConflict,
} from '@campuspath/contract/essays';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { BODY_LIMITS, limitBodies } from '../../lib/request-limits.ts';
import { listEssayVersions, requireEssayVersion, restoreEssayVersion } from './essay-versions.service.ts';
import {
  VERSION_CONFLICT_MESSAGE,
  createEssay,
  deleteEssay,
  listEssays,
  requireEssay,
  updateEssay,
  type EssayChangeResult,
} from './essays.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const changeResponses = { 200: essayResponseSchema, 409: essayConflictSchema, ...errors };

/** Essays: CRUD, optimistic concurrency on every change (409 `version_conflict`), version history. */
export const essaysRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, now }) => {
  const deps = { db: database.db, catalog, now };
  // An essay's text is the longest thing a student sends.
  limitBodies(app, BODY_LIMITS.essays);

  const sendChange = (result: EssayChangeResult) => {
    if (result.ok) return { status: 200 as const, body: { essay: result.essay } };
    const conflict: EssayConflict = { error: 'version_conflict', message: VERSION_CONFLICT_MESSAGE, current: result.current };
    return { status: 409 as const, body: conflict };
  };

  app.get(
    '/essays',
    { schema: { tags: ['essays'], summary: 'My essays, without their text', response: { 200: essayListResponseSchema, ...errors } } },
    async (request) => ({ essays: await listEssays(deps, requireUserId(request)) }),
  );

  app.post(
    '/essays',
    {
      schema: {
        tags: ['essays'],
        summary: 'Create an essay',
        description: 'The word count is computed by the server: words are whitespace-separated tokens (contract `countWords`).',
        body: createEssayBodySchema,
        response: { 201: essayResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ essay: await createEssay(deps, requireUserId(request), request.body) }),
  );

  app.get(
    '/essays/:id',
    {
      schema: {
        tags: ['essays'],
        summary: 'An essay with its text',
        params: essayIdParamsSchema,
        response: { 200: essayResponseSchema, ...errors },
      },
    },
    async (request) => ({ essay: await requireEssay(deps, requireUserId(request), request.params.id) }),
  );

  app.patch(
    '/essays/:id',
    {
      schema: {
        tags: ['essays'],
        summary: 'Change an essay (autosave and details)',
        description:
          '`version` is the version the change was made to. When the stored essay has moved on, the answer is 409 ' +
          '`version_conflict` with the stored essay in `current`, and nothing is written. A changed text may add a copy ' +
          'to the version history: at most one per 5 minutes of editing, or when 250 or more characters changed (essays-terms.ts).',
        params: essayIdParamsSchema,
        body: updateEssayBodySchema,
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const { status, body } = sendChange(await updateEssay(deps, requireUserId(request), request.params.id, request.body));
      return reply.status(status).send(body);
    },
  );

  app.delete(
    '/essays/:id',
    {
      schema: {
        tags: ['essays'],
        summary: 'Delete an essay and its history',
        params: essayIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEssay(deps, requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/essays/:id/versions',
    {
      schema: {
        tags: ['essays'],
        summary: 'Saved copies of the text, newest first (at most 50 per essay)',
        params: essayIdParamsSchema,
        response: { 200: essayVersionListResponseSchema, ...errors },
      },
    },
    async (request) => ({ versions: await listEssayVersions(deps, requireUserId(request), request.params.id) }),
  );

  app.get(
    '/essays/:id/versions/:versionId',
    {
      schema: {
        tags: ['essays'],
        summary: 'One saved copy with its full text',
        params: essayVersionParamsSchema,
        response: { 200: essayVersionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      version: await requireEssayVersion(deps, requireUserId(request), request.params.id, request.params.versionId),
    }),
  );

  app.post(
    '/essays/:id/versions/:versionId/restore',
    {
      schema: {
        tags: ['essays'],
        summary: 'Make a saved copy the current text (a new version; the replaced text is kept in the history)',
        params: essayVersionParamsSchema,
        body: restoreEssayVersionBodySchema,
        response: changeResponses,
      },
    },
    async (request, reply) => {
      const { id, versionId } = request.params;
      const { status, body } = sendChange(await restoreEssayVersion(deps, requireUserId(request), id, versionId, request.body.version));
      return reply.status(status).send(body);
    },
  );
};
