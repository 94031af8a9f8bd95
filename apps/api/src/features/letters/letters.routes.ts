import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  createLetterBodySchema,
  letterActionBodySchema,
  letterIdParamsSchema,
  letterListResponseSchema,
  letterResponseSchema,
  updateLetterBodySchema,
} from '@campuspath/contract/letters';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import {
  createLetter,
  deleteLetter,
  listLetters,
  markRequested,
  recordReminder,
  requireLetter,
  resolveToday,
  updateLetter,
  type LettersDeps,
} from './letters.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const one = { 200: letterResponseSchema, ...errors };

/** Recommendation letters: CRUD plus Send Request and Send Reminder (spec section 4). */
export const lettersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, now }) => {
  const deps: LettersDeps = { db: database.db, catalog, now };

  app.get(
    '/letters',
    {
      schema: {
        tags: ['letters'],
        summary: 'My letters, soonest due first',
        response: { 200: letterListResponseSchema, ...errors },
      },
    },
    async (request) => ({ letters: await listLetters(deps, requireUserId(request)) }),
  );

  app.post(
    '/letters',
    {
      schema: {
        tags: ['letters'],
        summary: 'Add a recommender',
        body: createLetterBodySchema,
        response: { 201: letterResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const letter = await createLetter(deps, requireUserId(request), request.body);
      return reply.status(201).send({ letter });
    },
  );

  app.get(
    '/letters/:id',
    { schema: { tags: ['letters'], summary: 'One letter', params: letterIdParamsSchema, response: one } },
    async (request) => ({ letter: await requireLetter(deps, requireUserId(request), request.params.id) }),
  );

  app.patch(
    '/letters/:id',
    {
      schema: {
        tags: ['letters'],
        summary: 'Edit a letter',
        params: letterIdParamsSchema,
        body: updateLetterBodySchema,
        response: one,
      },
    },
    async (request) => ({ letter: await updateLetter(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.delete(
    '/letters/:id',
    {
      schema: {
        tags: ['letters'],
        summary: 'Delete a letter',
        params: letterIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteLetter(deps, requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/letters/:id/request',
    {
      schema: {
        tags: ['letters'],
        summary: 'Send Request: mark a not-requested letter as requested today',
        params: letterIdParamsSchema,
        body: letterActionBodySchema,
        response: { ...one, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const today = resolveToday(request.body?.today, now());
      return { letter: await markRequested(deps, requireUserId(request), request.params.id, today) };
    },
  );

  app.post(
    '/letters/:id/remind',
    {
      schema: {
        tags: ['letters'],
        summary: 'Send Reminder: record today as the last reminder of a requested or in-progress letter',
        params: letterIdParamsSchema,
        body: letterActionBodySchema,
        response: { ...one, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const today = resolveToday(request.body?.today, now());
      return { letter: await recordReminder(deps, requireUserId(request), request.params.id, today) };
    },
  );
};
