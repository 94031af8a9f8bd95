import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { uploadDocumentFieldsSchema } from '@campuspath/contract/documents';
import { DOCUMENT_FILE_MESSAGES } from '@campuspath/contract/documents-terms';
import { HttpError, refuseField, refuseFields } from '../../lib/errors.ts';
import type { NewDocument } from './documents.service.ts';
import { detectDocumentMime, displayNameFromUpload } from './document-files.ts';

function issueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) fields[key] = 'Unknown parameter';
    else fields[String(issue.path[0] ?? '(request)')] ??= issue.message;
  }
  return fields;
}

/**
 * Browsers send a bare file name; folders (`/`, `\\`), `.`/`..` or control characters mean a
 * crafted request, refused before anything is stored (the name never becomes a path anyway).
 */
const CRAFTED_FILE_NAME = /[/\\\p{Cc}]|^\.{1,2}$/u;
const CRAFTED_FILE_NAME_MESSAGE = /*i18n*/ 'The file name cannot contain folders or control characters. Rename the file and try again.';

/** Multipart limits (app.ts) surface as errors from the parts iterator; they become answers naming "file". */
function mapMultipartError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    throw refuseField('file', DOCUMENT_FILE_MESSAGES.tooLarge, { status: 413, code: 'payload_too_large' });
  if (code === 'FST_FILES_LIMIT') throw refuseFields({ file: DOCUMENT_FILE_MESSAGES.oneFile });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    throw new HttpError(413, 'payload_too_large', /*i18n*/ 'The form has too many fields');
  // Anything else from the multipart parser (a truncated or cancelled upload, a missing
  // boundary, garbage bytes) is a request we could not read, never a server failure.
  throw refuseField('file', /*i18n*/ 'The upload could not be read. Please try again.', { code: 'bad_request' });
}

/**
 * Reads and checks the upload form (fields `file`, `type`, optional `name`). The type provider
 * cannot validate multipart bodies, so the text fields go through the contract schema here.
 * Every part is read to the end before answering, so the client always receives the answer.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<NewDocument> {
  if (!request.isMultipart()) throw refuseFields({ file: DOCUMENT_FILE_MESSAGES.missing });
  const textFields: Record<string, string> = {};
  const unexpectedFiles: string[] = [];
  let upload: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') upload = { bytes, fileName: part.filename };
        else unexpectedFiles.push(part.fieldname);
      } else {
        textFields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    mapMultipartError(error);
  }

  // An empty optional name is the same as no name.
  if (textFields.name !== undefined && textFields.name.trim() === '') delete textFields.name;
  const parsed = uploadDocumentFieldsSchema.safeParse(textFields);
  const fields: Record<string, string> = parsed.success ? {} : issueFields(parsed.error);
  for (const name of unexpectedFiles) fields[name] = 'Unknown parameter';
  if (!upload) fields.file = DOCUMENT_FILE_MESSAGES.missing;
  else if (CRAFTED_FILE_NAME.test(upload.fileName)) fields.file = CRAFTED_FILE_NAME_MESSAGE;
  else if (upload.bytes.byteLength === 0) fields.file = DOCUMENT_FILE_MESSAGES.empty;
  if (!parsed.success || !upload || Object.keys(fields).length > 0) throw refuseFields(fields);

  const mimeType = await detectDocumentMime(upload.bytes, upload.fileName);
  if (!mimeType) throw refuseField('file', DOCUMENT_FILE_MESSAGES.unsupported, { status: 415, code: 'unsupported_media_type' });
  return {
    name: parsed.data.name ?? displayNameFromUpload(upload.fileName),
    type: parsed.data.type,
    mimeType,
    bytes: upload.bytes,
  };
}
