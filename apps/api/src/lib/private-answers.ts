import type { FastifyInstance } from 'fastify';

/** What every answer carrying a student's data tells caches: keep no copy, shared or in the browser. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Every answer of the routes registered in `scope` is `Cache-Control: private, no-store`: data,
 * errors and any 304, whatever its handler set. A shared cache or CDN must never hand
 * one student's applications to the next, and nothing of the workspace should outlive the page
 * in the browser's cache. Written once for the scope, as the last step before an answer leaves.
 */
export function registerPrivateAnswers(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });
}
