import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { homeStateBodySchema, incomeBandBodySchema, profileBodySchema, profileResponseSchema } from '@campuspath/contract/profile';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { getProfile, saveHomeState, saveIncomeBand, saveProfile } from './profile.service.ts';
import { nestedValidationError } from '../../lib/nested-validation.ts';

/** The academic profile: one per student, read and replaced whole. */
export const profileRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, now }) => {
  const deps = { db: database.db, now };

  app.get(
    '/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'My academic profile (empty until first saved)',
        response: { 200: profileResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return getProfile(deps, requireUserId(request));
    },
  );

  app.put(
    '/profile',
    {
      // Validation errors reach the handler, which names nested fields in full (lib/nested-validation.ts).
      attachValidation: true,
      schema: {
        tags: ['profile'],
        summary: 'Replace my academic profile',
        description:
          'GPA 0-4.0 (weighted up to 5.0), SAT 400-1600 with sections 200-800 (a total must equal the sections when both are given), ' +
          'ACT 1-36, AP/IB/Honors/Dual enrollment courses, up to 5 intended majors (CIP family codes) and preferences. ' +
          'A 400 names each field by its dotted path, e.g. "courses.2.score".',
        body: profileBodySchema,
        response: { 200: profileResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      if (request.validationError) throw nestedValidationError(request.validationError, 'profile');
      return saveProfile(deps, userId, request.body);
    },
  );

  app.put(
    '/profile/income-band',
    {
      schema: {
        tags: ['profile'],
        summary: 'Set only my family income band (null to clear)',
        description: 'Used by the quick selector beside net prices; the rest of the profile is left as it is.',
        body: incomeBandBodySchema,
        response: { 200: incomeBandBodySchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => saveIncomeBand(deps, requireUserId(request), request.body),
  );

  app.put(
    '/profile/home-state',
    {
      schema: {
        tags: ['profile'],
        summary: 'Set only my home state (null to clear)',
        description:
          'A two-letter state code. Public colleges in other states then show their out-of-state price; the rest of the profile is left as it is.',
        body: homeStateBodySchema,
        response: { 200: homeStateBodySchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => saveHomeState(deps, requireUserId(request), request.body),
  );
};
