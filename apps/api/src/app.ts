import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Catalog } from './catalog/catalog.ts';
import type { DatabaseHandle } from './db/database.ts';
import { benchRoutes } from './features/bench/bench.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { schoolsRoutes } from './features/schools/schools.routes.ts';
import { createSchoolsService } from './features/schools/schools.service.ts';
import { registerWebRoutes } from './features/web/web.routes.ts';
import { registerErrorHandling, sendRouteNotFound } from './lib/errors.ts';

export interface AppDeps {
  catalog: Catalog;
  database: DatabaseHandle;
  /** The web's production build; omitted in API tests. */
  webDistDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** The benchmark's baseline route (ENABLE_BENCH_ROUTES); never on in normal runs. */
  benchRoutes?: boolean;
}

/** Builds the whole HTTP application; never listens (tests use app.inject()). */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // Slugs can be long; anything longer than the contract allows is a 404, not a 414.
    routerOptions: { maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:'], 'script-src': ["'self'"], 'upgrade-insecure-requests': null },
    },
  });
  await app.register(fastifyCompress, { threshold: 2048 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'CampusPath API', version: '1.0.0', description: 'College search on College Scorecard and IPEDS data.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const schools = createSchoolsService(deps.catalog);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { catalog: deps.catalog, database: deps.database });
      await api.register(schoolsRoutes, { schools });
      if (deps.benchRoutes) await api.register(benchRoutes);
    },
    { prefix: '/api' },
  );

  const webDist = deps.webDistDir && existsSync(join(deps.webDistDir, 'index.html')) ? deps.webDistDir : null;
  if (webDist) {
    await registerWebRoutes(app, { webDist, catalog: deps.catalog });
  } else {
    app.setNotFoundHandler(sendRouteNotFound);
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
