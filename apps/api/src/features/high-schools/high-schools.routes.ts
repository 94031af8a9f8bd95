import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  createdHighSchoolResponseSchema,
  createHighSchoolBodySchema,
  highSchoolCounselorParamsSchema,
  highSchoolIdParamsSchema,
  highSchoolListResponseSchema,
  highSchoolResponseSchema,
  invitationLinkResponseSchema,
  invitationTokenBodySchema,
  joinCodeResponseSchema,
  replaceJoinCodeBodySchema,
  joinHighSchoolBodySchema,
} from '@campuspath/contract/high-schools';
import { caseloadQuerySchema, caseloadResponseSchema } from '@campuspath/contract/caseload';
import { classDeadlinesQuerySchema, classDeadlinesResponseSchema } from '@campuspath/contract/class-deadlines';
import { pagePaths } from '@campuspath/contract/page-paths';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { csvFileResponse, csvStreamResponse } from '../../lib/openapi.ts';
import { admitCodeAttempt } from '../sharing/invitations.service.ts';
import { caseloadCsv } from './caseload-csv.ts';
import { caseload } from './caseload.service.ts';
import { classDeadlinesCsv } from './class-deadlines-csv.ts';
import { classDeadlines } from './class-deadlines.service.ts';
import {
  acceptCounselorInvitation,
  createHighSchool,
  inviteCounselor,
  joinHighSchool,
  leaveHighSchool,
  listMyHighSchools,
  removeCounselor,
  replaceJoinCode,
  requireHighSchool,
} from './high-schools.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['high-schools'];

/** High schools: counselors create and run them, students join with a code. */
export const highSchoolsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, now, links, authLimits }) => {
  const deps = { db: database.db, catalog, now };

  app.get(
    '/high-schools',
    {
      schema: {
        tags,
        summary: 'The high schools I counsel, or the one I attend',
        response: { 200: highSchoolListResponseSchema, ...errors },
      },
    },
    async (request) => ({ highSchools: await listMyHighSchools(deps, requireUserId(request)) }),
  );

  app.post(
    '/high-schools',
    {
      schema: {
        tags,
        summary: 'Create a high school (counselors); its join code is shown this once',
        body: createHighSchoolBodySchema,
        response: { 201: createdHighSchoolResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createHighSchool(deps, requireUserId(request), request.body)),
  );

  app.post(
    '/high-schools/join',
    {
      schema: {
        tags,
        summary: 'Join my high school with its code (students; at most one school)',
        body: joinHighSchoolBodySchema,
        response: { 200: highSchoolResponseSchema, 409: apiErrorSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      await admitCodeAttempt(database.db, reply, authLimits, { ip: request.ip, userId }, now());
      return { highSchool: await joinHighSchool(deps, userId, request.body.code) };
    },
  );

  app.delete(
    '/high-schools/membership',
    { schema: { tags, summary: 'Leave my high school (stops sharing with its counselors)', response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await leaveHighSchool(deps, requireUserId(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/high-schools/invitations/accept',
    {
      schema: {
        tags,
        summary: "Accept another counselor's invitation and join their school (counselors)",
        body: invitationTokenBodySchema,
        response: { 200: highSchoolResponseSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      await admitCodeAttempt(database.db, reply, authLimits, { ip: request.ip, userId }, now());
      return { highSchool: await acceptCounselorInvitation(deps, userId, request.body.token) };
    },
  );

  app.get(
    '/high-schools/:id',
    {
      schema: {
        tags,
        summary: 'A high school I counsel or attend',
        params: highSchoolIdParamsSchema,
        response: { 200: highSchoolResponseSchema, ...errors },
      },
    },
    async (request) => ({ highSchool: await requireHighSchool(deps, requireUserId(request), request.params.id) }),
  );

  app.post(
    '/high-schools/:id/join-code',
    {
      schema: {
        tags,
        summary: 'Replace the join code (counselors); the old one keeps working for the grace period chosen (graceDays)',
        params: highSchoolIdParamsSchema,
        body: replaceJoinCodeBodySchema,
        response: { 201: joinCodeResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await replaceJoinCode(deps, requireUserId(request), request.params.id, request.body.graceDays)),
  );

  app.post(
    '/high-schools/:id/invitations',
    {
      schema: {
        tags,
        summary: 'An invitation link for another counselor (single use, 7 days)',
        params: highSchoolIdParamsSchema,
        response: { 201: invitationLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, token, expiresAt } = await inviteCounselor(deps, requireUserId(request), request.params.id);
      const url = `${links.publicUrl}${pagePaths.acceptCounselorInvitation.getHref(token)}`;
      return reply.status(201).send({ invitation: { id, url, expiresAt } });
    },
  );

  app.delete(
    '/high-schools/:id/counselors/:counselorId',
    {
      schema: {
        tags,
        summary: 'Remove a counselor from the school (never the last one)',
        params: highSchoolCounselorParamsSchema,
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeCounselor(deps, requireUserId(request), request.params.id, request.params.counselorId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/high-schools/:id/caseload',
    {
      schema: {
        tags,
        summary: 'Every student of the school who shares with its counselors: applications, deadlines, balance (filter, sort, search)',
        params: highSchoolIdParamsSchema,
        querystring: caseloadQuerySchema,
        response: { 200: caseloadResponseSchema, ...errors },
      },
    },
    async (request) => caseload(deps, requireUserId(request), request.params.id, request.query),
  );

  app.get(
    '/high-schools/:id/caseload.csv',
    {
      schema: {
        tags,
        summary: 'The caseload as CSV (same filters and order)',
        params: highSchoolIdParamsSchema,
        querystring: caseloadQuerySchema,
        response: { 200: csvFileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { students } = await caseload(deps, requireUserId(request), request.params.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="caseload.csv"')
        .send(caseloadCsv(students));
    },
  );

  app.get(
    '/high-schools/:id/class-deadlines',
    {
      schema: {
        tags,
        summary: 'Upcoming and overdue application deadlines of the students who share their applications, each with what is missing',
        params: highSchoolIdParamsSchema,
        querystring: classDeadlinesQuerySchema,
        response: { 200: classDeadlinesResponseSchema, ...errors },
      },
    },
    async (request) => classDeadlines(deps, requireUserId(request), request.params.id, request.query),
  );

  app.get(
    '/high-schools/:id/class-deadlines.csv',
    {
      schema: {
        tags,
        summary:
          'Every application of the students who share them, one row each (student, college, round, deadline, status, items missing)',
        params: highSchoolIdParamsSchema,
        response: { 200: csvStreamResponse, ...errors },
      },
    },
    async (request, reply) => {
      const file = await classDeadlinesCsv(deps, requireUserId(request), request.params.id);
      const day = now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`class-deadlines-${day}.csv`))
        .send(file);
    },
  );
};
