import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvUploadQuerySchema } from '@campuspath/contract/admission-history-imports';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { highSchoolIdParamsSchema } from '@campuspath/contract/high-schools';
import {
  ONEROSTER_MAX_UPLOAD_BYTES,
  ROSTER_COLUMNS,
  rosterImportResponseSchema,
  rosterRejectedSchema,
  rosterResponseSchema,
  rosterStudentParamsSchema,
  schoolTeachersResponseSchema,
} from '@campuspath/contract/rosters';
import { requireUserId } from '../../lib/auth-guard.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { csvFile } from '../../lib/csv-file.ts';
import { acceptCsvBodies, readUploadFiles } from '../../lib/csv-upload.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { csvFileResponse, documentedBody } from '../../lib/openapi.ts';
import { importRoster, readRoster, removeRosterStudent, type RosterDeps } from './rosters.service.ts';
import { readSchoolTeachers } from './roster-teachers.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['rosters'];

/** The most files one upload holds: OneRoster's four, and room for the others an export carries. */
const MAX_UPLOAD_FILES = 12;

const uploadForm = z.object({
  file: z
    .array(z.file())
    .describe(
      'The roster: one CSV (simple columns, or a OneRoster 1.1 users.csv, up to 4 MB), or a OneRoster 1.1 export: its zip, ' +
        'or its users.csv with orgs.csv, classes.csv and enrollments.csv (repeat the field), up to 12 MB and 5,000 students',
    ),
});

/** A high school's roster, for its counselors: import, read with each student's place, remove a student; its teachers, for its students too. */
export const rostersRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, now }) => {
  const deps: RosterDeps = { db: database.db, now };
  acceptCsvBodies(app);

  app.post(
    '/high-schools/:id/roster/imports',
    {
      schema: {
        tags,
        summary: 'Import the school’s roster from a CSV or a OneRoster export (counselors): all rows or none, with a report',
        description:
          'multipart/form-data with `file` (repeatable), or one CSV as a text/csv body. Simple columns (name, email, graduation_year, ' +
          'optional student_number, group and role: student or teacher), a OneRoster 1.1 users.csv (students and teachers), or a ' +
          'OneRoster 1.1 export: its zip, or ' +
          'users.csv with orgs.csv (which school: one, or the one named as this school), classes.csv and enrollments.csv (each ' +
          'student’s group: their homeroom, or their one class). Students are matched by address: the same files again change ' +
          'nothing; a changed line updates its student. 200 with the counts; 422 `roster_rejected` with the report (file, row, ' +
          'column, problem) when any row has a problem: nothing is imported.',
        consumes: ['multipart/form-data', 'text/csv'],
        params: highSchoolIdParamsSchema,
        querystring: csvUploadQuerySchema,
        response: { 200: rosterImportResponseSchema, 409: apiErrorSchema, 413: apiErrorSchema, 422: rosterRejectedSchema, ...errors },
      },
      config: { swaggerTransform: documentedBody(uploadForm) },
    },
    async (request, reply) => {
      const upload = () => readUploadFiles(request, ONEROSTER_MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, request.query.fileName);
      const outcome = await importRoster(deps, requireUserId(request), request.params.id, upload);
      if (!outcome.ok) return reply.status(422).send(outcome.rejected);
      return outcome.response;
    },
  );

  app.get(
    '/high-schools/:id/roster',
    {
      schema: {
        tags,
        summary: 'The roster (counselors): every student, invited, joined, sharing (which scopes) or not yet',
        params: highSchoolIdParamsSchema,
        response: { 200: rosterResponseSchema, ...errors },
      },
    },
    async (request) => readRoster(deps, requireUserId(request), request.params.id),
  );

  app.get(
    '/high-schools/:id/teachers',
    {
      schema: {
        tags,
        summary: 'The school’s rostered teachers (its students and counselors): whom a student may pick to ask for a letter',
        params: highSchoolIdParamsSchema,
        response: { 200: schoolTeachersResponseSchema, ...errors },
      },
    },
    async (request) => readSchoolTeachers(database.db, requireUserId(request), request.params.id),
  );

  app.delete(
    '/high-schools/:id/roster/:studentId',
    {
      schema: {
        tags,
        summary: 'Take a student off the roster (counselors); their account and plan are not touched',
        params: rosterStudentParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeRosterStudent(deps, requireUserId(request), request.params.id, request.params.studentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/rosters/template.csv',
    {
      schema: {
        tags,
        summary: 'The roster template: the header and what each column takes',
        response: { 200: csvFileResponse, ...errors },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition('campuspath-roster-template.csv'))
        .send(
          csvFile(
            [ROSTER_COLUMNS.map((column) => column.id)],
            [
              'CampusPath roster template. One row per student or teacher. A OneRoster 1.1 users.csv is read as it is.',
              ...ROSTER_COLUMNS.map((column) => `${column.id}${column.required ? ' (required)' : ''}: ${column.description}`),
            ],
          ),
        ),
  );
};
