import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { programsQuerySchema, programsResponseSchema } from '@campuspath/contract/programs';
import type { Catalog } from '../../catalog/catalog.ts';
import { sendCatalogue } from '../../lib/http-cache.ts';
import { notModifiedResponse } from '../../lib/openapi.ts';
import { createProgramsService } from './programs.service.ts';

export const programsRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  const programs = createProgramsService(catalog);
  app.get(
    '/programs',
    {
      schema: {
        tags: ['programs'],
        summary: 'Fields of study: how many schools award degrees in each, and the largest programs',
        description:
          'Every 2-digit CIP family with the number of schools awarding degrees in it (the schools `GET /api/schools?major=<code>` lists) ' +
          'and its five largest programs, ranked by an estimate: share of degrees x undergraduate enrollment (the data has shares, not counts).',
        querystring: programsQuerySchema,
        response: { 200: programsResponseSchema, 304: notModifiedResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendCatalogue(request, reply, programs.list(), 3600),
  );
};
