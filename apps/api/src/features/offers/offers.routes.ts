import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  offerApplicationParamsSchema,
  offerBodySchema,
  offerListResponseSchema,
  offerResponseSchema,
  studentOfferParamsSchema,
} from '@campuspath/contract/offers';
import { studentIdParamsSchema } from '@campuspath/contract/sharing';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { deleteOffer, listOffers, saveOffer } from './offers.service.ts';
import { deleteStudentOffer, saveStudentOffer, studentOffers } from './student-offers.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['offers'];
const saved = { 200: offerResponseSchema, 409: apiErrorSchema, ...errors };

/** Aid offers on accepted applications, in the College Financing Plan's lines, and their comparison. */
export const offersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, storage, now }) => {
  const deps = { db: database.db, catalog, storage, now };

  app.get(
    '/offers',
    {
      schema: {
        tags,
        summary: 'My aid offers with every figure explained, least to cover first, and the accepted applications to enter one for',
        response: { 200: offerListResponseSchema, ...errors },
      },
    },
    async (request) => listOffers(deps, requireUserId(request)),
  );

  app.put(
    '/applications/:id/offer',
    {
      schema: {
        tags,
        summary: 'Enter or replace the aid offer of an accepted application (409 when it is not accepted)',
        params: offerApplicationParamsSchema,
        body: offerBodySchema,
        response: saved,
      },
    },
    async (request) => ({ offer: await saveOffer(deps, requireUserId(request), request.params.id, request.body, null) }),
  );

  app.delete(
    '/applications/:id/offer',
    {
      schema: {
        tags,
        summary: "Delete an application's aid offer",
        params: offerApplicationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteOffer(deps, requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/students/:studentId/offers',
    {
      schema: {
        tags,
        summary: "A student's aid offers and their comparison (parents and counselors the student shares costs with)",
        params: studentIdParamsSchema,
        response: { 200: offerListResponseSchema, ...errors },
      },
    },
    async (request) => studentOffers(deps, requireUserId(request), request.params.studentId),
  );

  app.put(
    '/students/:studentId/applications/:applicationId/offer',
    {
      schema: {
        tags,
        summary: "Enter or replace a student's aid offer (a parent the student shares costs with; counselors only read)",
        params: studentOfferParamsSchema,
        body: offerBodySchema,
        response: { ...saved, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { studentId, applicationId } = request.params;
      return { offer: await saveStudentOffer(deps, requireUserId(request), studentId, applicationId, request.body) };
    },
  );

  app.delete(
    '/students/:studentId/applications/:applicationId/offer',
    {
      schema: {
        tags,
        summary: "Delete a student's aid offer (a parent the student shares costs with)",
        params: studentOfferParamsSchema,
        response: { 204: z.null(), 403: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteStudentOffer(deps, requireUserId(request), request.params.studentId, request.params.applicationId);
      return reply.status(204).send(null);
    },
  );
};
