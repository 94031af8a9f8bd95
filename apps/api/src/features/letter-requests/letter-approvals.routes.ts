import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { highSchoolIdParamsSchema } from '@campuspath/contract/high-schools';
import {
  decideLetterApprovalBodySchema,
  letterApprovalParamsSchema,
  letterApprovalsQuerySchema,
  letterApprovalsResponseSchema,
  letterAskRulesResponseSchema,
  letterSettingsBodySchema,
  letterSettingsResponseSchema,
} from '@campuspath/contract/letter-approvals';
import { requireUserId } from '../../lib/auth-guard.ts';
import type { FeatureDeps } from '../../lib/feature-deps.ts';
import { requireRole } from '../sharing/access.ts';
import {
  approvalQueue,
  decideApproval,
  getLetterSettings,
  putLetterSettings,
  type LetterApprovalsDeps,
} from './letter-approvals.service.ts';
import { askRulesOf } from './letter-ask-rules.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['letter-requests'];

/** A school's letter rules (its counselors set them), the rules its student asks under, and the counselors' approval queue. */
export const letterApprovalsRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { database, catalog, now }) => {
  const deps: LetterApprovalsDeps = { db: database.db, catalog, now };

  app.get(
    '/letter-requests/rules',
    {
      schema: {
        tags,
        summary: "My school's rules for asking teachers: from which day, and whether a counselor approves first (students)",
        response: { 200: letterAskRulesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      await requireRole(database.db, userId, 'student', 'ask a teacher for a letter');
      const { schoolId: _schoolId, ...rules } = await askRulesOf(deps, userId);
      return { rules };
    },
  );

  app.get(
    '/high-schools/:id/letter-settings',
    {
      schema: {
        tags,
        summary: "The school's letter rules: the first day students may ask, and whether requests need approval (counselors)",
        params: highSchoolIdParamsSchema,
        response: { 200: letterSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ settings: await getLetterSettings(deps, requireUserId(request), request.params.id) }),
  );

  app.put(
    '/high-schools/:id/letter-settings',
    {
      schema: {
        tags,
        summary: "Change the school's letter rules (counselors); requests already waiting stay waiting until decided",
        params: highSchoolIdParamsSchema,
        body: letterSettingsBodySchema,
        response: { 200: letterSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ settings: await putLetterSettings(deps, requireUserId(request), request.params.id, request.body) }),
  );

  app.get(
    '/high-schools/:id/letter-approvals',
    {
      schema: {
        tags,
        summary:
          "Letter requests waiting for a counselor's approval, oldest first, a page at a time (counselors; never the student's note)",
        params: highSchoolIdParamsSchema,
        querystring: letterApprovalsQuerySchema,
        response: { 200: letterApprovalsResponseSchema, ...errors },
      },
    },
    async (request) => approvalQueue(deps, requireUserId(request), request.params.id, request.query.page),
  );

  app.post(
    '/high-schools/:id/letter-approvals/:requestId',
    {
      schema: {
        tags,
        summary:
          'Approve (the teacher sees it and is emailed) or decline a waiting request, with a message for the student only (counselors)',
        params: letterApprovalParamsSchema,
        body: decideLetterApprovalBodySchema,
        response: { 204: z.null(), 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await decideApproval(deps, requireUserId(request), request.params.id, request.params.requestId, request.body);
      return reply.status(204).send(null);
    },
  );
};
