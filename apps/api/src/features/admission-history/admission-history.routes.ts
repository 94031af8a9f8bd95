import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  historyQuerySchema,
  historyResponseSchema,
  historySettingsResponseSchema,
  historySummaryResponseSchema,
  updateHistorySettingsBodySchema,
} from '@campuspath/contract/admission-history';
import {
  historyImportQuerySchema,
  historyImportListResponseSchema,
  historyImportParamsSchema,
  historyImportResponseSchema,
  importRejectedSchema,
} from '@campuspath/contract/admission-history-imports';
import {
  decisionsPreviewQuerySchema,
  decisionsPreviewSchema,
  importDecisionsBodySchema,
  importDecisionsResponseSchema,
} from '@campuspath/contract/admission-history-decisions';
import { HISTORY_MAX_FILE_BYTES } from '@campuspath/contract/admission-history-terms';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { highSchoolIdParamsSchema } from '@campuspath/contract/high-schools';
import { requireUserId } from '../../lib/auth-guard.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { acceptCsvBodies, readCsvUpload } from '../../lib/csv-upload.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { csvFileResponse, documentedBody } from '../../lib/openapi.ts';
import { importDecisions, previewDecisions } from './decisions-history.service.ts';
import { historyCsv } from './history-csv.ts';
import { deleteImport, importHistory, listImports, readImport, type HistoryDeps } from './history-import.service.ts';
import { getHistorySettings, historySummary, readHistory, updateHistorySettings } from './history-read.service.ts';
import { sampleFile, templateFile } from './history-files.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['admission-history'];

/** The upload as the document describes it (readCsvUpload reads it; Fastify cannot validate multipart). */
const uploadForm = z.object({
  file: z.file().describe('The CSV (UTF-8, with or without BOM, or Windows-1252), up to 5 MB and 20,000 rows'),
});

/** A high school's admission history: imports and settings for its counselors, reads for its members. */
export const admissionHistoryRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, now }) => {
  const deps: HistoryDeps = { db: database.db, catalog, now };
  acceptCsvBodies(app);

  app.post(
    '/high-schools/:id/admission-history/imports',
    {
      schema: {
        tags,
        summary: 'Import past applicants’ outcomes from a CSV (counselors): all rows or none, with a report',
        description:
          'multipart/form-data with `file`, or the CSV itself as a text/csv body (`fileName` names it); `names` (repeatable, ' +
          '"UNITID:name") gives the college chosen for every row naming it. 201 with the import and its ' +
          'report; 200 with the earlier import when the same rows were imported before; 422 `import_rejected` with the report ' +
          '(row, column, problem, college suggestions) when any row has a problem: nothing is imported. 409 `sample_beside_real` / ' +
          '`real_beside_sample` when the file would put CampusPath’s generated sample beside real outcomes (or the reverse): they never mix.',
        consumes: ['multipart/form-data', 'text/csv'],
        params: highSchoolIdParamsSchema,
        querystring: historyImportQuerySchema,
        response: {
          200: historyImportResponseSchema,
          201: historyImportResponseSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          422: importRejectedSchema,
          ...errors,
        },
      },
      config: { swaggerTransform: documentedBody(uploadForm) },
    },
    async (request, reply) => {
      const upload = () => readCsvUpload(request, HISTORY_MAX_FILE_BYTES, request.query.fileName);
      const outcome = await importHistory(deps, requireUserId(request), request.params.id, upload, request.query.names);
      if (!outcome.ok) return reply.status(422).send(outcome.rejected);
      return reply.status(outcome.created ? 201 : 200).send(outcome.response);
    },
  );

  app.get(
    '/high-schools/:id/admission-history/imports',
    {
      schema: {
        tags,
        summary: 'The imports of the school’s history (counselors): file, rows, who, when',
        params: highSchoolIdParamsSchema,
        response: { 200: historyImportListResponseSchema, ...errors },
      },
    },
    async (request) => ({ imports: await listImports(deps, requireUserId(request), request.params.id) }),
  );

  app.get(
    '/high-schools/:id/admission-history/imports/:importId/csv',
    {
      schema: {
        tags,
        summary: 'One import as CSV (counselors): its rows as imported, colleges by UNITID',
        params: historyImportParamsSchema,
        response: { 200: csvFileResponse, ...errors },
      },
    },
    async (request, reply) => {
      const file = await readImport(deps, requireUserId(request), request.params.id, request.params.importId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName.replace(/(\.csv)?$/i, '.csv')))
        .send(historyCsv(catalog, file.rows, { sample: file.sample }));
    },
  );

  app.delete(
    '/high-schools/:id/admission-history/imports/:importId',
    {
      schema: {
        tags,
        summary: 'Delete an import and its rows (counselors)',
        params: historyImportParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteImport(deps, requireUserId(request), request.params.id, request.params.importId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/high-schools/:id/admission-history/decisions',
    {
      schema: {
        tags,
        summary: 'This year’s decisions as history rows, for review (counselors): only students who agreed',
        description:
          'The decided applications (admitted, denied, waitlisted; deferred first) of the class’s students who switched on ' +
          'the `history` consent on their school share, without names, with the GPA and scores of their profiles; how many ' +
          'agreed and why some add no row. Students who did not agree are never read. `fingerprint` goes back with the import.',
        params: highSchoolIdParamsSchema,
        querystring: decisionsPreviewQuerySchema,
        response: { 200: decisionsPreviewSchema, ...errors },
      },
    },
    async (request) => previewDecisions(deps, requireUserId(request), request.params.id, request.query.classYear),
  );

  app.post(
    '/high-schools/:id/admission-history/decisions',
    {
      schema: {
        tags,
        summary: 'Import the reviewed decisions into the history (counselors): all rows or none',
        description:
          '201 with the import (named "CampusPath decisions, <season>"); 200 with the earlier import when the same rows were ' +
          'imported before; 409 `decisions_changed` when the rows differ from the reviewed `fingerprint`, `nothing_to_import` ' +
          'when there are none, `real_beside_sample` when the history holds the generated sample.',
        params: highSchoolIdParamsSchema,
        body: importDecisionsBodySchema,
        response: { 200: importDecisionsResponseSchema, 201: importDecisionsResponseSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await importDecisions(deps, requireUserId(request), request.params.id, request.body);
      return reply.status(outcome.created ? 201 : 200).send(outcome.response);
    },
  );

  app.get(
    '/high-schools/:id/admission-history/settings',
    {
      schema: {
        tags,
        summary: 'What students see of the history (counselors): display minimum and class years',
        params: highSchoolIdParamsSchema,
        response: { 200: historySettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ settings: await getHistorySettings(deps, requireUserId(request), request.params.id) }),
  );

  app.put(
    '/high-schools/:id/admission-history/settings',
    {
      schema: {
        tags,
        summary: 'Change the display minimum (5 or more) or the class years students see (counselors)',
        params: highSchoolIdParamsSchema,
        body: updateHistorySettingsBodySchema,
        response: { 200: historySettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ settings: await updateHistorySettings(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.get(
    '/high-schools/:id/admission-history',
    {
      schema: {
        tags,
        summary: 'The school’s history at one or more colleges: scattergram, strip, table, counts by round, students like you',
        description:
          'Repeat `college` (UNITIDs, 1 to 10). Students of the school see the class years and the display minimum the school ' +
          'chose (a college or round under it answers `shown: false` with a reason); counselors see everything, or `view=students`.',
        params: highSchoolIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errors },
      },
    },
    async (request) => readHistory(deps, requireUserId(request), request.params.id, request.query),
  );

  app.get(
    '/high-schools/:id/admission-history/summary',
    {
      schema: {
        tags,
        summary: 'The colleges the school’s history holds, with applicants (students: only those shown)',
        params: highSchoolIdParamsSchema,
        querystring: z.strictObject({ view: z.enum(['all', 'students'], { error: 'Use all or students' }).optional() }),
        response: { 200: historySummaryResponseSchema, ...errors },
      },
    },
    async (request) => historySummary(deps, requireUserId(request), request.params.id, request.query.view),
  );

  app.get(
    '/admission-history/template.csv',
    {
      schema: {
        tags,
        summary: 'The import template: the header and what each column takes',
        response: { 200: csvFileResponse, ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition('campuspath-admission-history-template.csv'))
        .send(templateFile()),
  );

  app.get(
    '/admission-history/sample.csv',
    {
      schema: {
        tags,
        summary: 'A generated SAMPLE history to try the import with (not real students)',
        response: { 200: csvFileResponse, ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition('campuspath-SAMPLE-admission-history.csv'))
        .send(sampleFile(catalog, now())),
  );
};
