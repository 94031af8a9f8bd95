import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { healthSchema, type Health } from '@campuspath/contract/health';
import type { Catalog } from '../../catalog/catalog.ts';
import type { DatabaseHandle } from '../../db/database.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ catalog: Catalog; database: DatabaseHandle }> = async (app, { catalog, database }) => {
  const startedAt = Date.now();
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database reachability and dataset version',
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await sql`select 1`.execute(database.db);
      } catch {
        return reply.status(503).send({ error: 'database_unavailable', message: 'The database is not reachable' });
      }
      const body: Health = {
        status: 'ok',
        dataset: { version: catalog.version, schools: catalog.schools.length },
        database: database.engine,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
      return body;
    },
  );
};
