import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { I18n } from '@lingui/core';
import type { ApiError } from '@campuspath/contract/errors';
import { emailI18n } from './i18n/email-i18n.ts';
import { englishText, fieldsSummary, renderText, zodIssueText, type ErrorText, type FieldPart } from './i18n/error-text.ts';
import { preferredLocale } from './i18n/accept-language.ts';
import { addVary } from './http-cache.ts';
import { StorageWriteError } from './storage.ts';

export type { ErrorText } from './i18n/error-text.ts';

/** A 4xx the client can act on. Thrown by services and routes; rendered by the one error handler. */
export class HttpError extends Error {
  /** The fields' messages in English, as a client that names no language reads them. */
  readonly fields?: Record<string, string>;

  /**
   * `message` and the fields' messages are catalogue messages (lib/i18n/error-text.ts), written
   * in the request's language by the one error handler; `message` null names the refused fields.
   */
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly text: ErrorText | null,
    readonly fieldTexts?: Record<string, ErrorText>,
  ) {
    const fields = fieldTexts && mapFields(fieldTexts, englishText);
    super(text === null ? fieldsSummary(emailI18n('en'), fields ?? {}) : englishText(text));
    this.fields = fields;
  }

  /** The answer's message and fields in `i18n`'s language. */
  render(i18n: I18n): Pick<ApiError, 'message' | 'fields'> {
    const fields = this.fieldTexts && mapFields(this.fieldTexts, (text) => renderText(i18n, text));
    const message = this.text === null ? fieldsSummary(i18n, fields ?? {}) : renderText(i18n, this.text);
    return { message, ...(fields ? { fields } : {}) };
  }
}

/** Each field's message mapped, keeping a field called `__proto__` a field like any other. */
function mapFields<T>(fields: Record<string, T>, map: (text: T) => string): Record<string, string> {
  const mapped: Record<string, string> = Object.create(null);
  for (const [name, text] of Object.entries(fields)) mapped[name] = map(text);
  return mapped;
}

export const notFound = (message: ErrorText) => new HttpError(404, 'not_found', message);

/** How a refusal differs from the plain 400 `invalid_request`. */
export interface RefusalOptions {
  /** 400 unless said: 409 for a clash with what is stored, 413 or 415 for a file, 507 or 503 for storage. */
  status?: number;
  /** The answer's `error` code (`invalid_request` unless said). */
  code?: string;
  /** The answer's `message`, when it says more than the fields' own messages. */
  message?: ErrorText;
}

/**
 * The one way to refuse fields: `{ error, message, fields: { name: message, … } }`, each message
 * shown beside its field. The answer's message names them all unless `options.message` is given.
 */
export function refuseFields(fields: Record<string, ErrorText>, options: RefusalOptions = {}): HttpError {
  return new HttpError(options.status ?? 400, options.code ?? 'invalid_request', options.message ?? null, fields);
}

/** refuseFields for one field; the answer's message is the field's own unless `options.message` says more. */
export function refuseField(field: string, message: ErrorText, options: RefusalOptions = {}): HttpError {
  return refuseFields({ [field]: message }, { ...options, message: options.message ?? message });
}

/** While the database cannot be reached (PostgreSQL stopped, restarting, unreachable): 503, and the client tries again. */
export const DATABASE_UNAVAILABLE_MESSAGE = /*i18n*/ 'CampusPath can’t reach its database right now. Please try again in a minute.';
export const STORAGE_FULL_MESSAGE = /*i18n*/ 'CampusPath can’t store files right now because its storage is full. Your file was not saved.';
export const STORAGE_UNAVAILABLE_MESSAGE =
  /*i18n*/ 'CampusPath can’t store files right now. Your file was not saved; please try again in a few minutes.';

// Connection failures: socket errno codes, PostgreSQL's connection exceptions (SQLSTATE class 08),
// shutdown and start-up (57P01-57P03) and too many connections (53300).
const UNREACHABLE_CODES = new Set('ECONNREFUSED ECONNRESET ETIMEDOUT EHOSTUNREACH ENETUNREACH EPIPE ENOTFOUND EAI_AGAIN'.split(' '));
const UNREACHABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
// node-postgres says so only in the message for a dropped connection or a pool timeout.
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** True for an error meaning "the database did not answer" (rather than "the query was wrong"). */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
  // Node reports a refused connection to every address of a host as an AggregateError.
  return [cause, ...(Array.isArray(errors) ? errors : [])].some((inner) => isDatabaseUnreachable(inner, depth + 1));
}

/** The answer to a file the storage could not take: 507 when full, 503 otherwise; `field` names the form's file input. */
export function storageWriteFailed(error: StorageWriteError, field?: string): HttpError {
  const full = error.reason === 'full';
  const message = full ? STORAGE_FULL_MESSAGE : STORAGE_UNAVAILABLE_MESSAGE;
  const status = full ? 507 : 503;
  const code = full ? 'insufficient_storage' : 'service_unavailable';
  const answer = field ? refuseField(field, message, { status, code }) : new HttpError(status, code, message);
  answer.cause = error;
  return answer;
}

/** A backing service (database, file storage) that failed, as the answer to send; null for any other error. */
function unavailableService(error: unknown): HttpError | null {
  if (error instanceof StorageWriteError) return storageWriteFailed(error);
  if (!isDatabaseUnreachable(error)) return null;
  const answer = new HttpError(503, 'service_unavailable', DATABASE_UNAVAILABLE_MESSAGE);
  answer.cause = error;
  return answer;
}

/** The JSON 404 for a path no route serves. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  addVary(reply, 'accept-language');
  const route = `${request.method} ${request.url.split('?')[0]}`;
  const i18n = requestI18n(request);
  const body: ApiError = { error: 'not_found', message: i18n._('No route for {route}', { route }) };
  return reply.status(404).send(body);
}

/**
 * URLs the router cannot read (a broken %-escape, a path parameter longer than maxParamLength)
 * fail before any hook runs, so helmet never saw them: they get the same JSON as every other
 * client error here, with the headers a JSON answer needs. An over-long id names nothing: 404.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply
    .header('content-security-policy', "default-src 'none'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'")
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendRouteNotFound(request, reply);
  addVary(reply, 'accept-language');
  const i18n = requestI18n(request);
  const body: ApiError = { error: 'bad_request', message: i18n._('This address is not valid: it has a broken %-escape') };
  return reply.status(400).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** "8 KB", "128 KB", "325 KB": how byte limits are named in answers. */
export function formatBytes(bytes: number): string {
  return bytes % 1024 === 0 ? `${(bytes / 1024).toLocaleString('en-US')} KB` : `${bytes.toLocaleString('en-US')} bytes`;
}

/**
 * A body over its limit (lib/request-limits.ts). For JSON the limit that applied is the route's
 * bodyLimit, else the app's; a parser with a limit of its own (a form) may have applied another.
 */
function bodyTooLargeMessage(request: FastifyRequest): string {
  const i18n = requestI18n(request);
  return /^application\/json\b/i.test(request.headers['content-type'] ?? '')
    ? i18n._('The request body is too large: this address accepts at most {limit}', { limit: formatBytes(request.routeOptions.bodyLimit) })
    : i18n._('The request body is too large');
}

const PART_NAMES: Record<string, FieldPart> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};
const REQUEST_PARTS: Record<string, 'query' | 'params' | 'body' | 'headers'> = {
  querystring: 'query',
  params: 'params',
  body: 'body',
  headers: 'headers',
};

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { keys?: string[] } & Record<string, unknown>;
}

/** The value an issue is about (zod's issues leave it out), for zod's own locale to name its type. */
function inputAt(request: FastifyRequest, context: string | undefined, instancePath: string): unknown {
  const part = REQUEST_PARTS[context ?? ''];
  let value: unknown = part ? request[part] : undefined;
  for (const key of instancePath.split('/').slice(1))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

function validationError(error: FastifyError & { validation: ValidationIssue[] }, request: FastifyRequest, i18n: I18n): ApiError {
  const context = error.validationContext;
  // No prototype: a parameter called `__proto__` is a field name like any other.
  const fields: Record<string, string> = Object.create(null);
  for (const issue of error.validation) {
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? (issue.params?.keys ?? []) : [];
    for (const key of unknownKeys) fields[key] = i18n._('Unknown parameter');
    if (unknownKeys.length) continue;
    const name = issue.instancePath.replace(/^\//, '').split('/')[0] || '(request)';
    const input = inputAt(request, context, issue.instancePath);
    fields[name] ??= issue.message
      ? zodIssueText(i18n, { ...issue.params, input, code: issue.keyword, message: issue.message })
      : i18n._('Invalid value');
  }
  return { error: 'invalid_request', message: fieldsSummary(i18n, fields, PART_NAMES[context ?? ''] ?? 'field'), fields };
}

/** The API's messages in the language the request asks for (Accept-Language); English when it names neither. */
export const requestI18n = (request: FastifyRequest): I18n => emailI18n(preferredLocale(request.headers['accept-language']));

/**
 * The one error handler (architecture guide, "Errors"): 4xx answers say what is wrong and
 * where; 5xx answers say only "Internal error" with the request id, and the full error goes to the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Written here rather than by the route's response schema, whose record type drops a `__proto__` field name.
  const sendError = (reply: FastifyReply, status: number, body: ApiError) =>
    reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every answer from here is in the request's language: no cache may hand it to a reader of the other.
    addVary(reply, 'accept-language');
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, validationError(error as never, request, requestI18n(request)));
    }
    // A 4xx from the framework (a client that hung up mid-body) stays a 4xx whatever its code.
    const known = error instanceof HttpError ? error : (error.statusCode ?? 500) >= 500 ? unavailableService(error) : null;
    if (known) {
      const body: ApiError = { error: known.code, ...known.render(requestI18n(request)) };
      if (known.statusCode >= 500) {
        // An outage of a backing service, not a bug: the log gets the cause, the client a plain message and a retry hint.
        if (known.cause) request.log.error({ err: known.cause }, 'request failed: a backing service is unavailable');
        else request.log.warn({ code: known.code }, 'request refused for now: the server is busy with work of this kind');
        body.requestId = request.id;
        reply.header('retry-after', '30');
      }
      return sendError(reply, known.statusCode, body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : status === 429 ? 'rate_limited' : 'bad_request';
      const message = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? bodyTooLargeMessage(request) : error.message;
      return reply.status(status).send({ error: code, message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    const i18n = requestI18n(request);
    return reply.status(500).send({ error: 'internal', message: i18n._('Internal error'), requestId: request.id } satisfies ApiError);
  });
}
