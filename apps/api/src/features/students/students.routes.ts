import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationSchema, counselorReplyDeadlineBodySchema, studentApplicationParamsSchema } from '@campuspath/contract/applications';
import { documentListResponseSchema } from '@campuspath/contract/documents';
import { apiErrorSchema } from '@campuspath/contract/errors';
import {
  essayListResponseSchema,
  essayResponseSchema,
  essayVersionListResponseSchema,
  essayVersionResponseSchema,
} from '@campuspath/contract/essays';
import { letterListResponseSchema } from '@campuspath/contract/letters';
import {
  studentEssayParamsSchema,
  studentEssayVersionParamsSchema,
  studentIdParamsSchema,
  studentPlanResponseSchema,
  viewableStudentListResponseSchema,
} from '@campuspath/contract/sharing';
import { createNoteBodySchema, noteListResponseSchema, noteResponseSchema } from '@campuspath/contract/notes';
import { createTaskBodySchema, taskResponseSchema } from '@campuspath/contract/tasks';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import {
  assignTask,
  listStudents,
  noteOnStudent,
  recordStudentReplyDeadline,
  studentDocuments,
  studentEssay,
  studentEssays,
  studentEssayVersion,
  studentEssayVersions,
  studentLetters,
  studentNotes,
  studentPlan,
} from './students.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['students'];

/** Parents' and counselors' read-only view of the students who share with them. */
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
    async (request) => listStudents(deps, requireUserId(request)),
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
    '/students/:studentId/essays/:essayId',
    {
      schema: {
        tags,
        summary: "One of a student's essays with its current text, read-only (only when essays are shared)",
        params: studentEssayParamsSchema,
        response: { 200: essayResponseSchema, ...errors },
      },
    },
    async (request) => ({ essay: await studentEssay(deps, requireUserId(request), request.params.studentId, request.params.essayId) }),
  );

  app.get(
    '/students/:studentId/essays/:essayId/versions',
    {
      schema: {
        tags,
        summary: "A student's saved copies of one essay, newest first (only when essays are shared)",
        params: studentEssayParamsSchema,
        response: { 200: essayVersionListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      versions: await studentEssayVersions(deps, requireUserId(request), request.params.studentId, request.params.essayId),
    }),
  );

  app.get(
    '/students/:studentId/essays/:essayId/versions/:versionId',
    {
      schema: {
        tags,
        summary: "One saved copy of a student's essay, read-only (only when essays are shared)",
        params: studentEssayVersionParamsSchema,
        response: { 200: essayVersionResponseSchema, ...errors },
      },
    },
    async (request) => ({ version: await studentEssayVersion(deps, requireUserId(request), request.params) }),
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

  app.post(
    '/students/:studentId/tasks',
    {
      schema: {
        tags,
        summary: 'Add a task to a student who shares tasks with my school (counselors); they see it as from me',
        params,
        body: createTaskBodySchema,
        response: { 201: taskResponseSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ task: await assignTask(deps, requireUserId(request), request.params.studentId, request.body) }),
  );

  app.get(
    '/students/:studentId/notes',
    {
      schema: {
        tags,
        summary: "Notes on a student's applications and essays (within what is shared)",
        params,
        response: { 200: noteListResponseSchema, ...errors },
      },
    },
    async (request) => ({ notes: await studentNotes(deps, requireUserId(request), request.params.studentId) }),
  );

  app.post(
    '/students/:studentId/notes',
    {
      schema: {
        tags,
        summary: "Leave a note on a student's application or essay (counselors; the student reads the thread)",
        params,
        body: createNoteBodySchema,
        response: { 201: noteResponseSchema, 403: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ note: await noteOnStudent(deps, requireUserId(request), request.params.studentId, request.body) }),
  );

  app.put(
    '/students/:studentId/applications/:applicationId/reply-deadline',
    {
      schema: {
        tags,
        summary:
          "Record the college's reply and deposit date of a student's accepted application, with its source, or go back to the May 1 default (counselors with saved colleges and applications shared)",
        params: studentApplicationParamsSchema,
        body: counselorReplyDeadlineBodySchema,
        response: { 200: applicationSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => recordStudentReplyDeadline(deps, requireUserId(request), request.params, request.body),
  );
};
