import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvUploadQuerySchema, importRejectedSchema } from '@campuspath/contract/admission-history-imports';
import { applicationIdParamsSchema, applicationSchema } from '@campuspath/contract/applications';
import {
  CHECKED_DEADLINES_MAX_BYTES,
  acceptDeadlineUpdateBodySchema,
  checkedDeadlineListResponseSchema,
  checkedDeadlineParamsSchema,
  checkedDeadlineResponseSchema,
  checkedDeadlinesImportResponseSchema,
  checkedDeadlinesQuerySchema,
  deadlineUpdateListResponseSchema,
  putCheckedDeadlineBodySchema,
} from '@campuspath/contract/checked-deadlines';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { highSchoolIdParamsSchema } from '@campuspath/contract/high-schools';
import { requireUserId } from '../../lib/auth-guard.ts';
import { acceptCsvBodies, readCsvUpload } from '../../lib/csv-upload.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { documentedBody } from '../../lib/openapi.ts';
import { deleteCheckedDeadline, listCheckedDeadlines, putCheckedDeadline, type DeadlinesDeps } from './checked-deadlines.service.ts';
import { importCheckedDeadlines } from './deadline-import.service.ts';
import { acceptDeadlineUpdate, dismissDeadlineUpdate, listDeadlineUpdates } from './deadline-updates.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['checked-deadlines'];
const uploadForm = z.object({
  file: z.file().describe('The list as CSV: college, round, date, and optionally time_zone, source_url, checked_on, cycle'),
});

/** Counselor-checked deadlines and the offers they make to students' applications. */
export const checkedDeadlinesRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, storage, now }) => {
  const deps: DeadlinesDeps = { db: database.db, catalog, now };
  acceptCsvBodies(app);

  app.get(
    '/high-schools/:id/checked-deadlines',
    {
      schema: {
        tags,
        summary: 'Deadlines the school’s counselors checked, each with its source (students: their cycle unless asked)',
        params: highSchoolIdParamsSchema,
        querystring: checkedDeadlinesQuerySchema,
        response: { 200: checkedDeadlineListResponseSchema, ...errors },
      },
    },
    async (request) => ({ deadlines: await listCheckedDeadlines(deps, requireUserId(request), request.params.id, request.query) }),
  );

  app.put(
    '/high-schools/:id/checked-deadlines',
    {
      schema: {
        tags,
        summary: 'Record a college’s deadline for a round and cycle, or change it (counselors); students are offered the change',
        params: highSchoolIdParamsSchema,
        body: putCheckedDeadlineBodySchema,
        response: { 200: checkedDeadlineResponseSchema, ...errors },
      },
    },
    async (request) => ({ deadline: await putCheckedDeadline(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.post(
    '/high-schools/:id/checked-deadlines/import',
    {
      schema: {
        tags,
        summary: 'Record a pasted list of deadlines (counselors): every row or none, with a report',
        description:
          'A text/csv body (or multipart `file`). 422 `import_rejected` with the row report when any row has a problem: nothing is saved.',
        consumes: ['text/csv', 'multipart/form-data'],
        params: highSchoolIdParamsSchema,
        querystring: csvUploadQuerySchema,
        response: { 200: checkedDeadlinesImportResponseSchema, 413: apiErrorSchema, 422: importRejectedSchema, ...errors },
      },
      config: { swaggerTransform: documentedBody(uploadForm) },
    },
    async (request, reply) => {
      const upload = () => readCsvUpload(request, CHECKED_DEADLINES_MAX_BYTES, request.query.fileName);
      const outcome = await importCheckedDeadlines(deps, requireUserId(request), request.params.id, upload);
      if (!outcome.ok) return reply.status(422).send(outcome.rejected);
      return { saved: outcome.deadlines.length, deadlines: outcome.deadlines, ignoredColumns: outcome.ignoredColumns };
    },
  );

  app.delete(
    '/high-schools/:id/checked-deadlines/:deadlineId',
    {
      schema: {
        tags,
        summary: 'Delete a checked deadline (counselors)',
        params: checkedDeadlineParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCheckedDeadline(deps, requireUserId(request), request.params.id, request.params.deadlineId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/deadline-updates',
    {
      schema: {
        tags,
        summary: 'My applications whose deadline differs from the one my counselors checked, with their date to take',
        response: { 200: deadlineUpdateListResponseSchema, ...errors },
      },
    },
    async (request) => ({ updates: await listDeadlineUpdates(deps, requireUserId(request)) }),
  );

  app.post(
    '/applications/:id/deadline-update',
    {
      schema: {
        tags,
        summary: 'Take my counselors’ checked deadline for this application (send the date the offer showed)',
        params: applicationIdParamsSchema,
        body: acceptDeadlineUpdateBodySchema,
        response: { 200: applicationSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => acceptDeadlineUpdate({ ...deps, storage }, requireUserId(request), request.params.id, request.body.date),
  );

  app.delete(
    '/applications/:id/deadline-update',
    {
      schema: {
        tags,
        summary: 'Keep my own deadline: stop offering this counselor date for this application',
        params: applicationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await dismissDeadlineUpdate(deps, requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
