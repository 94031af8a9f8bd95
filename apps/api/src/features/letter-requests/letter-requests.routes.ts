import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  answerLetterRequestBodySchema,
  createLetterRequestBodySchema,
  letterRequestCollegeParamsSchema,
  letterRequestListResponseSchema,
  letterRequestParamsSchema,
  letterRequestResponseSchema,
} from '@campuspath/contract/letter-requests';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import {
  answerLetterRequest,
  createLetterRequest,
  listMyLetterRequests,
  markLetterSubmitted,
  teacherQueue,
  type LetterRequestsDeps,
} from './letter-requests.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['letter-requests'];

/** Letters asked of teachers in the app: the student's requests and the teacher's queue. */
export const letterRequestsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, now }) => {
  const deps: LetterRequestsDeps = { db: database.db, catalog, now };

  app.post(
    '/letter-requests',
    {
      schema: {
        tags,
        summary: 'Ask a teacher for a letter, for some of my applications (students)',
        body: createLetterRequestBodySchema,
        response: { 201: letterRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ request: await createLetterRequest(deps, requireUserId(request), request.body) }),
  );

  app.get(
    '/letter-requests',
    {
      schema: { tags, summary: 'My letter requests and where each stands', response: { 200: letterRequestListResponseSchema, ...errors } },
    },
    async (request) => ({ requests: await listMyLetterRequests(deps, requireUserId(request)) }),
  );

  app.get(
    '/teacher/letter-requests',
    {
      schema: {
        tags,
        summary: 'The requests sent to my address, by status, nearest deadline first (teachers)',
        response: { 200: letterRequestListResponseSchema, ...errors },
      },
    },
    async (request) => ({ requests: await teacherQueue(deps, requireUserId(request)) }),
  );

  app.post(
    '/teacher/letter-requests/:id/answer',
    {
      schema: {
        tags,
        summary: 'Accept or decline a request, with a message for the student (teachers)',
        params: letterRequestParamsSchema,
        body: answerLetterRequestBodySchema,
        response: { 200: letterRequestResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({ request: await answerLetterRequest(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.post(
    '/teacher/letter-requests/:id/colleges/:schoolId/submitted',
    {
      schema: {
        tags,
        summary: 'Mark the letter submitted to one college (teachers; the sending itself happens outside CampusPath)',
        params: letterRequestCollegeParamsSchema,
        response: { 200: letterRequestResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => ({
      request: await markLetterSubmitted(deps, requireUserId(request), request.params.id, request.params.schoolId),
    }),
  );
};
