import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, formatBytes, refuseField, refuseFields } from './errors.ts';
import { createWorkQueue } from './work-queue.ts';

/**
 * CSV files counselors upload (admission history, checked deadlines): the bytes, from a multipart
 * form's `file` or a `text/csv` body. Nothing of the body is read until the route has checked who
 * is calling (the parser below hands the route the unread stream), and then never more than the
 * route's limit: an unauthorised 5 MB upload costs the server nothing but the answer. Their text
 * and records are csv-text.ts's job.
 */

export interface CsvUpload {
  bytes: Buffer;
  fileName: string | null;
}

const fileProblem = (message: string) => refuseFields({ file: message });

const tooLarge = (maxBytes: number) =>
  refuseField(
    'file',
    /*i18n*/ { id: 'The file is larger than {limit}', values: { limit: formatBytes(maxBytes) } },
    {
      status: 413,
      code: 'payload_too_large',
    },
  );

/**
 * `text/csv` bodies (and `application/csv`) reach the handler unread, as the request's stream;
 * readCsvUpload reads them once the caller is known to be allowed. A body the handler never reads
 * (a refused caller) is discarded by Node as the answer goes out.
 */
export function acceptCsvBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(['text/csv', 'application/csv'], (_request, payload, done) => done(null, payload));
}

const isStream = (body: unknown): body is Readable => typeof (body as Readable | undefined)?.on === 'function';

/** Reads `stream` to its end, at most `maxBytes`: past that, 413 at once and the rest is discarded unread into memory. */
function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = (error: Error | null) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError);
      if (error) {
        // Drained, not kept: the client may still be sending, and it gets the answer either way.
        stream.on('data', () => undefined).on('error', () => undefined);
        reject(error);
      }
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) stop(tooLarge(maxBytes));
      else chunks.push(chunk);
    };
    const onEnd = () => {
      stop(null);
      resolve(Buffer.concat(chunks, received));
    };
    const onError = () => stop(fileProblem(/*i18n*/ 'The upload could not be read. Please try again.'));
    stream.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/**
 * The uploaded CSV: a multipart form's `file` (the only part read; other fields are ignored) or a
 * `text/csv` body, at most `maxBytes`. Call it only after checking the caller may upload here.
 */
export async function readCsvUpload(request: FastifyRequest, maxBytes: number, fileName?: string): Promise<CsvUpload> {
  if (isStream(request.body)) {
    if (Number(request.headers['content-length']) > maxBytes) throw tooLarge(maxBytes);
    const bytes = await readAtMost(request.body, maxBytes);
    if (bytes.byteLength === 0) throw fileProblem(/*i18n*/ 'The file is empty');
    return { bytes, fileName: fileName ?? null };
  }
  if (!request.isMultipart()) throw fileProblem(/*i18n*/ 'Send the CSV as a multipart form field named file, or as a text/csv body');
  let upload: CsvUpload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') upload = { bytes, fileName: part.filename || null };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') throw fileProblem(/*i18n*/ 'Send one file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'payload_too_large', /*i18n*/ 'The form has too many fields');
    throw fileProblem(/*i18n*/ 'The upload could not be read. Please try again.');
  }
  if (!upload) throw fileProblem(/*i18n*/ 'Choose a CSV file');
  if (upload.bytes.byteLength === 0) throw fileProblem(/*i18n*/ 'The file is empty');
  return upload;
}

/**
 * Several files of one upload (OneRoster's users.csv with orgs.csv, classes.csv and
 * enrollments.csv, or their zip): every multipart `file` part, at most `maxFiles`, together at
 * most `maxBytes`; a `text/csv` body is one file. Call it only after checking the caller may upload here.
 */
export async function readUploadFiles(
  request: FastifyRequest,
  maxBytes: number,
  maxFiles: number,
  fileName?: string,
): Promise<CsvUpload[]> {
  if (isStream(request.body)) return [await readCsvUpload(request, maxBytes, fileName)];
  if (!request.isMultipart())
    throw fileProblem(/*i18n*/ 'Send the files as multipart form fields named file, or one CSV as a text/csv body');
  const uploads: CsvUpload[] = [];
  let total = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: maxFiles } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      total += bytes.byteLength;
      if (total > maxBytes) throw tooLarge(maxBytes);
      if (part.fieldname === 'file') uploads.push({ bytes, fileName: part.filename || null });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') throw fileProblem(`Send at most ${maxFiles} files`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'payload_too_large', /*i18n*/ 'The form has too many fields');
    throw fileProblem(/*i18n*/ 'The upload could not be read. Please try again.');
  }
  if (uploads.length === 0) throw fileProblem(/*i18n*/ 'Choose a CSV file');
  if (uploads.some((upload) => upload.bytes.byteLength === 0)) throw fileProblem(/*i18n*/ 'A file is empty');
  return uploads;
}

/** The file name to keep: the last path segment, without control characters, at most 200 characters. */
export function cleanFileName(name: string | null, fallback: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return (clean || fallback).slice(0, 200);
}

/**
 * Checking an uploaded file holds its text and records in memory and keeps the CPU busy for up to
 * a second: at most two at a time in a process, eight more waiting; past that, 503 and try again.
 */
const csvChecks = createWorkQueue({ concurrency: 2, maxWaiting: 8 });

export async function inCsvCheckSlot<T>(work: () => Promise<T>): Promise<T> {
  const done = await csvChecks.run(work);
  if (!done) throw new HttpError(503, 'busy', /*i18n*/ 'CampusPath is checking other files right now. Please try again in a minute.');
  return done.value;
}
