import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentApplicationParamsSchema,
  documentIdParamsSchema,
  documentListResponseSchema,
  documentResponseSchema,
  updateDocumentBodySchema,
  uploadDocumentFieldsSchema,
} from '@campuspath/contract/documents';
import { ACCEPTED_DOCUMENT_FORMATS } from '@campuspath/contract/documents-terms';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { documentedBody, fileResponse } from '../../lib/openapi.ts';
import { downloadFileName, servedContentType } from './document-files.ts';
import { readDocumentUpload } from './document-upload.ts';
import {
  createDocument,
  deleteDocument,
  linkDocument,
  listDocuments,
  readDocumentFile,
  unlinkDocument,
  updateDocument,
  type DocumentsDeps,
} from './documents.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The upload form as the document describes it (readDocumentUpload reads and checks it; Fastify cannot). */
const uploadFormSchema = uploadDocumentFieldsSchema.extend({
  file: z.file().describe('The file: PDF, DOCX, PNG, JPEG or UTF-8 TXT (named *.txt), up to 10 MB'),
});

/** Documents: upload (multipart), list, download, rename, delete, and links to applications. */
export const documentsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, storage, now }) => {
  const deps: DocumentsDeps = { db: database.db, storage, now };

  app.get(
    '/documents',
    { schema: { tags: ['documents'], summary: 'My documents, newest first', response: { 200: documentListResponseSchema, ...errors } } },
    async (request) => ({ documents: await listDocuments(deps, requireUserId(request)) }),
  );

  app.post(
    '/documents',
    {
      schema: {
        tags: ['documents'],
        summary: 'Upload a document (multipart/form-data: file, type, optional name)',
        description:
          'PDF, DOCX, PNG, JPEG or TXT up to 10 MB. The type is read from the content, not the name; ' +
          'TXT must be UTF-8 and named *.txt. 413 when too large, 415 when the content is another type; ' +
          '507 when file storage is full and 503 when it cannot be written (nothing is stored).',
        consumes: ['multipart/form-data'],
        response: {
          201: documentResponseSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          503: apiErrorSchema,
          507: apiErrorSchema,
          ...errors,
        },
      },
      config: { swaggerTransform: documentedBody(uploadFormSchema) },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const upload = await readDocumentUpload(request);
      return reply.status(201).send({ document: await createDocument(deps, userId, upload) });
    },
  );

  app.get(
    '/documents/:id/file',
    {
      // Already-compressed formats mostly; and the bytes must arrive exactly as stored.
      compress: false,
      schema: {
        tags: ['documents'],
        summary: 'Download the file (attachment)',
        params: documentIdParamsSchema,
        response: {
          200: fileResponse(
            'The file, as uploaded',
            ACCEPTED_DOCUMENT_FORMATS.map((format) => format.mime),
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { row, bytes } = await readDocumentFile(deps, requireUserId(request), request.params.id);
      return reply
        .header('content-type', servedContentType(row.mime_type))
        .header('content-disposition', attachmentDisposition(downloadFileName(row.name, row.mime_type)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.patch(
    '/documents/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'Rename a document or change its type',
        params: documentIdParamsSchema,
        body: updateDocumentBodySchema,
        response: { 200: documentResponseSchema, ...errors },
      },
    },
    async (request) => ({ document: await updateDocument(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.delete(
    '/documents/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'Delete a document and its file',
        params: documentIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDocument(deps, requireUserId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/documents/:id/applications/:applicationId',
    {
      schema: {
        tags: ['documents'],
        summary: 'Use a document in one of my applications',
        params: documentApplicationParamsSchema,
        response: { 200: documentResponseSchema, ...errors },
      },
    },
    async (request) => ({ document: await linkDocument(deps, requireUserId(request), request.params.id, request.params.applicationId) }),
  );

  app.delete(
    '/documents/:id/applications/:applicationId',
    {
      schema: {
        tags: ['documents'],
        summary: 'Stop using a document in one of my applications',
        params: documentApplicationParamsSchema,
        response: { 200: documentResponseSchema, ...errors },
      },
    },
    async (request) => ({ document: await unlinkDocument(deps, requireUserId(request), request.params.id, request.params.applicationId) }),
  );
};
