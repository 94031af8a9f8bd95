import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Benchmark ceiling (npm run bench:api): a route that sends a precomputed JSON body of a
 * requested size through the same plugins and hooks as every API route, so the benchmark's
 * ratios measure our own per-request work. Registered only when ENABLE_BENCH_ROUTES=true.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodies = new Map<number, string>();
  const bodyOfSize = (bytes: number) => {
    let body = bodies.get(bytes);
    if (!body) {
      const filler = 'x'.repeat(Math.max(0, bytes - '{"padding":""}'.length));
      body = JSON.stringify({ padding: filler });
      bodies.set(bytes, body);
    }
    return body;
  };
  app.get(
    '/bench/baseline',
    { schema: { hide: true, querystring: z.strictObject({ bytes: z.coerce.number<unknown>().int().min(2).max(1_000_000) }) } },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(bodyOfSize(request.query.bytes)),
  );
};
