import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { highSchoolIdParamsSchema } from '@campuspath/contract/high-schools';
import {
  addLocalScholarshipBodySchema,
  createScholarshipBodySchema,
  localScholarshipBodySchema,
  localScholarshipListResponseSchema,
  localScholarshipParamsSchema,
  localScholarshipResponseSchema,
  myLocalScholarshipsResponseSchema,
  scholarshipListResponseSchema,
  scholarshipParamsSchema,
  scholarshipResponseSchema,
  updateScholarshipBodySchema,
} from '@campuspath/contract/scholarships';
import { studentIdParamsSchema } from '@campuspath/contract/sharing';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import {
  deleteLocalScholarship,
  listLocalScholarships,
  myLocalScholarships,
  postLocalScholarship,
  replaceLocalScholarship,
} from './local-scholarships.service.ts';
import {
  addLocalScholarship,
  createScholarship,
  deleteScholarship,
  listScholarships,
  studentScholarships,
  updateScholarship,
} from './scholarships.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['scholarships'];

/** The student's outside scholarships, and the local ones their school's counselors post. */
export const scholarshipsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, now }) => {
  const deps = { db: database.db, now };

  app.get(
    '/scholarships',
    { schema: { tags, summary: 'My scholarships, by deadline (none last)', response: { 200: scholarshipListResponseSchema, ...errors } } },
    async (request) => ({ scholarships: await listScholarships(deps, requireUserId(request)) }),
  );

  app.post(
    '/scholarships',
    {
      schema: {
        tags,
        summary: 'Record a scholarship (awarded ones count as outside grants in my aid offers); students only (403)',
        body: createScholarshipBodySchema,
        response: { 201: scholarshipResponseSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ scholarship: await createScholarship(deps, requireUserId(request), request.body) }),
  );

  app.post(
    '/scholarships/from-local',
    {
      schema: {
        tags,
        summary: 'Add one of my school’s local scholarships to my list (409 when it is there already)',
        body: addLocalScholarshipBodySchema,
        response: { 201: scholarshipResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ scholarship: await addLocalScholarship(deps, requireUserId(request), request.body.localScholarshipId) }),
  );

  app.patch(
    '/scholarships/:id',
    {
      schema: {
        tags,
        summary: 'Change a scholarship (any subset of its fields, such as its status)',
        params: scholarshipParamsSchema,
        body: updateScholarshipBodySchema,
        response: { 200: scholarshipResponseSchema, ...errors },
      },
    },
    async (request) => ({ scholarship: await updateScholarship(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.delete(
    '/scholarships/:id',
    { schema: { tags, summary: 'Delete a scholarship', params: scholarshipParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteScholarship(deps, requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/students/:studentId/scholarships',
    {
      schema: {
        tags,
        summary: "A student's scholarships (parents and counselors the student shares costs with)",
        params: studentIdParamsSchema,
        response: { 200: scholarshipListResponseSchema, ...errors },
      },
    },
    async (request) => ({ scholarships: await studentScholarships(deps, requireUserId(request), request.params.studentId) }),
  );

  app.get(
    '/local-scholarships',
    {
      schema: {
        tags,
        summary: 'The local scholarships of my high school, each saying whether it is on my list (none when I belong to no school)',
        response: { 200: myLocalScholarshipsResponseSchema, ...errors },
      },
    },
    async (request) => myLocalScholarships(deps, requireUserId(request)),
  );

  app.get(
    '/high-schools/:id/local-scholarships',
    {
      schema: {
        tags,
        summary: 'A high school’s local scholarships (its counselors and students)',
        params: highSchoolIdParamsSchema,
        response: { 200: localScholarshipListResponseSchema, ...errors },
      },
    },
    async (request) => ({ scholarships: await listLocalScholarships(deps, requireUserId(request), request.params.id) }),
  );

  app.post(
    '/high-schools/:id/local-scholarships',
    {
      schema: {
        tags,
        summary: 'Post a local scholarship for the school’s students (its counselors)',
        params: highSchoolIdParamsSchema,
        body: localScholarshipBodySchema,
        response: { 201: localScholarshipResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ scholarship: await postLocalScholarship(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.put(
    '/high-schools/:id/local-scholarships/:scholarshipId',
    {
      schema: {
        tags,
        summary: 'Change a local scholarship (its counselors)',
        params: localScholarshipParamsSchema,
        body: localScholarshipBodySchema,
        response: { 200: localScholarshipResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, scholarshipId } = request.params;
      return { scholarship: await replaceLocalScholarship(deps, requireUserId(request), id, scholarshipId, request.body) };
    },
  );

  app.delete(
    '/high-schools/:id/local-scholarships/:scholarshipId',
    {
      schema: {
        tags,
        summary: 'Delete a local scholarship (its counselors)',
        params: localScholarshipParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteLocalScholarship(deps, requireUserId(request), request.params.id, request.params.scholarshipId);
      return reply.status(204).send(null);
    },
  );
};
