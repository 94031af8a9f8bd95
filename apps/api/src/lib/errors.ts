import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@campuspath/contract/errors';

/** A 4xx the client can act on. Thrown by services and routes; rendered by the one error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);

/** The JSON 404 for a path no route serves. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ApiError = { error: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` };
  return reply.status(404).send(body);
}

const PART_NAMES: Record<string, string> = { querystring: 'query parameter', params: 'path parameter', body: 'field', headers: 'header' };

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { keys?: string[] };
}

function validationError(error: FastifyError & { validation: ValidationIssue[] }, context?: string): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? (issue.params?.keys ?? []) : [];
    for (const key of unknownKeys) fields[key] = 'Unknown parameter';
    if (unknownKeys.length) continue;
    const name = issue.instancePath.replace(/^\//, '').split('/')[0] || '(request)';
    fields[name] ??= issue.message ?? 'Invalid value';
  }
  const part = PART_NAMES[context ?? ''] ?? 'field';
  const summary = Object.entries(fields)
    .map(([name, message]) => `${part} "${name}": ${message}`)
    .join('; ');
  return { error: 'invalid_request', message: `Invalid ${summary}`, fields };
}

/**
 * The one error handler (architecture guide, "Errors"): 4xx answers say what is wrong and
 * where; 5xx answers say only "Internal error" with the request id, and the full error goes to the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationError(error as never, error.validationContext));
    }
    if (error instanceof HttpError) {
      const body: ApiError = { error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : status === 429 ? 'rate_limited' : 'bad_request';
      return reply.status(status).send({ error: code, message: error.message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: 'Internal error', requestId: request.id } satisfies ApiError);
  });
}
