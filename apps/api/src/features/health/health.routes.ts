import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { healthSchema, notReadySchema, readySchema, type Health, type NotReady, type Ready } from '@campuspath/contract/health';
import type { Catalog } from '../../catalog/catalog.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { SCHEMA_VERSION } from '../../db/migrate.ts';
import { checkReadiness, databaseAnswers } from './health.service.ts';

/**
 * Probes (docs/operations.md): /health is liveness (restart the process if it fails), /ready is
 * readiness (route traffic to the process only while it passes). Neither is ever cached.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ catalog: Catalog; database: DatabaseHandle }> = async (app, { catalog, database }) => {
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
      if (!(await databaseAnswers(database))) {
        return reply.status(503).send({ error: 'database_unavailable', message: 'The database is not reachable' });
      }
      const body: Health = {
        status: 'ok',
        dataset: { version: catalog.version, schools: catalog.schools.length },
        database: database.engine,
        // How long this process has run (a monotonic measure, not the time of day).
        uptimeSeconds: Math.round(process.uptime()),
      };
      return body;
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers, the catalogue is loaded and migrations are applied',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const { checks, failure, schemaVersion } = await checkReadiness(catalog, database);
      if (failure) {
        const body: NotReady = { status: 'not_ready', ...failure, checks };
        return reply.status(503).send(body);
      }
      const body: Ready = {
        status: 'ready',
        checks: { database: 'up', catalogue: 'loaded', migrations: 'current' },
        schemaVersion: schemaVersion ?? SCHEMA_VERSION,
        datasetVersion: catalog.version,
      };
      return body;
    },
  );
};
