import type { Policy } from './route-policy.ts';

const OWN: Policy = { kind: 'own' };
const counselor = (answer: number): Policy => ({ kind: 'counselor', answer });

/**
 * The policies of a high school's admission history and checked deadlines (part of ROUTE_POLICY in
 * route-policy.ts, kept here so that file stays within its length): the school's data, for its
 * counselors; its students (and counselors) read it.
 */
export const SCHOOL_KNOWLEDGE_POLICY: Record<string, Policy> = {
  // The matrix sends no file: 400.
  'POST /api/high-schools/:id/admission-history/imports': counselor(400),
  'GET /api/high-schools/:id/admission-history/imports': counselor(200),
  'GET /api/high-schools/:id/admission-history/imports/:importId/csv': counselor(200),
  'DELETE /api/high-schools/:id/admission-history/imports/:importId': counselor(204),
  // This year's decisions of the students who agreed: the matrix's school has none to import (409).
  'GET /api/high-schools/:id/admission-history/decisions': counselor(200),
  'POST /api/high-schools/:id/admission-history/decisions': counselor(409),
  'GET /api/high-schools/:id/admission-history/settings': counselor(200),
  'PUT /api/high-schools/:id/admission-history/settings': counselor(200),
  'GET /api/high-schools/:id/admission-history': { kind: 'member' },
  'GET /api/high-schools/:id/admission-history/summary': { kind: 'member' },
  // The same files for every signed-in caller (the template and the generated sample).
  'GET /api/admission-history/template.csv': OWN,
  'GET /api/admission-history/sample.csv': OWN,
  'GET /api/high-schools/:id/checked-deadlines': { kind: 'member' },
  'PUT /api/high-schools/:id/checked-deadlines': counselor(200),
  'POST /api/high-schools/:id/checked-deadlines/import': counselor(400),
  'DELETE /api/high-schools/:id/checked-deadlines/:deadlineId': counselor(204),
};
