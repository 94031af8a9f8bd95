import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A load balancer's id (nginx `$request_id`, a UUID, …) is kept so one id follows a request
 * through every hop; anything else (too long, odd characters that could forge log lines) is
 * replaced by a fresh UUID.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is safe, else a random UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer names its request id (`X-Request-Id`), so a student or an operator can quote it and
 * find the matching log lines (`reqId`); 500 bodies carry it too (lib/errors.ts).
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
