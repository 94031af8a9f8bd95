import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { majorsResponseSchema } from '@campuspath/contract/majors';
import { schoolListResponseSchema, schoolMapResponseSchema } from '@campuspath/contract/schools';
import { schoolDetailSchema, similarSchoolsResponseSchema } from '@campuspath/contract/school-detail';
import { suggestQuerySchema, suggestResponseSchema } from '@campuspath/contract/schools-suggest';
import { schoolIdParamsSchema, schoolListQuerySchema, schoolMapQuerySchema } from '@campuspath/contract/schools-query';
import { sendCatalogue } from '../../lib/http-cache.ts';
import { notModifiedResponse } from '../../lib/openapi.ts';
import type { SchoolsService } from './schools.service.ts';

export const schoolsRoutes: FastifyPluginAsyncZod<{ schools: SchoolsService }> = async (app, { schools }) => {
  app.get(
    '/schools',
    {
      schema: {
        tags: ['schools'],
        summary: 'Search and filter colleges',
        description:
          'Text search forgives typos and matches prefixes over names, aliases, nicknames, initialisms, city and state. ' +
          'Words naming a major, state, city or metro area, region, size, kind of college or price become filters ' +
          '(`interpretation.parts`, each with the filters it stands for) and the rest is searched as text (`interpretation.text`); ' +
          'a query that names a college is searched as text whole. ' +
          'Repeat a filter key to allow several values. `sort` is a field optionally followed by `:asc` or `:desc`. ' +
          '`incomeBand` picks the net price that `netPriceMax` and `sort=netPrice` use. `near` (a 5-digit ZIP code) adds ' +
          '`distanceMiles` to each result and allows `radius` (miles) and `sort=distance`; an unknown ZIP code answers 400.',
        querystring: schoolListQuerySchema,
        response: { 200: schoolListResponseSchema, 304: notModifiedResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendCatalogue(request, reply, schools.list(request.query)),
  );

  app.get(
    '/schools/map',
    {
      schema: {
        tags: ['schools'],
        summary: 'Every matching college as a point to plot',
        description: 'Takes the filters and sort of `GET /api/schools`, without paging.',
        querystring: schoolMapQuerySchema,
        response: { 200: schoolMapResponseSchema, 304: notModifiedResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendCatalogue(request, reply, schools.map(request.query)),
  );

  app.get(
    '/schools/suggest',
    {
      schema: {
        tags: ['schools'],
        summary: 'Suggestions while typing: colleges (with city and state), then majors and places',
        description:
          '`q` is what the student has typed so far (trimmed, 1-100 characters); at most `limit` (1-10, default 8) suggestions. ' +
          'A place carries the filters it stands for (a state, or `near` + `radius` around a city).',
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema, 304: notModifiedResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendCatalogue(request, reply, schools.suggest(request.query)),
  );

  app.get(
    '/schools/:id',
    {
      schema: {
        tags: ['schools'],
        summary: 'A college in full, by UNITID or slug',
        params: schoolIdParamsSchema,
        response: { 200: schoolDetailSchema, 304: notModifiedResponse, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendCatalogue(request, reply, schools.detail(request.params.id), 3600),
  );

  app.get(
    '/schools/:id/majors',
    {
      schema: {
        tags: ['schools'],
        summary: 'Share of degrees awarded by field of study',
        params: schoolIdParamsSchema,
        response: { 200: majorsResponseSchema, 304: notModifiedResponse, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendCatalogue(request, reply, schools.majors(request.params.id), 3600),
  );

  app.get(
    '/schools/:id/similar',
    {
      schema: {
        tags: ['schools'],
        summary: 'Five similar colleges: nearby in region, type, size, selectivity and cost, each with why',
        params: schoolIdParamsSchema,
        response: { 200: similarSchoolsResponseSchema, 304: notModifiedResponse, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendCatalogue(request, reply, schools.similar(request.params.id), 3600),
  );
};
