import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentListResponseSchema } from '@campuspath/contract/documents';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { essayListResponseSchema } from '@campuspath/contract/essays';
import { letterListResponseSchema } from '@campuspath/contract/letters';
import { studentIdParamsSchema, studentPlanResponseSchema, viewableStudentListResponseSchema } from '@campuspath/contract/sharing';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { listStudents, studentDocuments, studentEssays, studentLetters, studentPlan } from './students.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['students'];

/** Parents' and counselors' read-only view of the students who share with them (issue 23). */
export const studentsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, storage, now }) => {
  const deps = { db: database.db, catalog, storage, now };
  const params = studentIdParamsSchema;

  app.get(
    '/students',
    {
      schema: {
        tags,
        summary: 'The students I may view (as their parent or their counselor)',
        response: { 200: viewableStudentListResponseSchema, ...errors },
      },
    },
    async (request) => ({ students: await listStudents(deps, requireUserId(request)) }),
  );

  app.get(
    '/students/:studentId/plan',
    {
      schema: {
        tags,
        summary: "A student's plan, limited to what they share",
        params,
        response: { 200: studentPlanResponseSchema, ...errors },
      },
    },
    async (request) => studentPlan(deps, requireUserId(request), request.params.studentId),
  );

  app.get(
    '/students/:studentId/essays',
    { schema: { tags, summary: "A student's essays (only when shared)", params, response: { 200: essayListResponseSchema, ...errors } } },
    async (request) => ({ essays: await studentEssays(deps, requireUserId(request), request.params.studentId) }),
  );

  app.get(
    '/students/:studentId/documents',
    {
      schema: {
        tags,
        summary: "A student's documents (only when shared)",
        params,
        response: { 200: documentListResponseSchema, ...errors },
      },
    },
    async (request) => ({ documents: await studentDocuments(deps, requireUserId(request), request.params.studentId) }),
  );

  app.get(
    '/students/:studentId/letters',
    {
      schema: {
        tags,
        summary: "A student's letters of recommendation (only when shared)",
        params,
        response: { 200: letterListResponseSchema, ...errors },
      },
    },
    async (request) => ({ letters: await studentLetters(deps, requireUserId(request), request.params.studentId) }),
  );
};
