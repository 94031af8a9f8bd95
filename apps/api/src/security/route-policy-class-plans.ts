import type { Policy } from './route-policy.ts';

/**
 * The class-plan routes' entries of the authorization matrix (route-policy.ts spreads them into
 * ROUTE_POLICY; kinds as described there). A school's plans are its counselors' work: the
 * counselor of A's school gets the answer below whether or not A shares (what a plan's completion
 * names follows sharing: plan-completion.ts); students, parents, teachers and the counselor of
 * another school get 404, signed out 401. The matrix's plan is for a roster group A is not in, so
 * no call reaches A's task list.
 */
export const CLASS_PLAN_ROUTE_POLICY: Record<string, Policy> = {
  'GET /api/high-schools/:id/class-plans': { kind: 'counselor', answer: 200 },
  'POST /api/high-schools/:id/class-plans': { kind: 'counselor', answer: 201 },
  'GET /api/high-schools/:id/class-plans/:planId': { kind: 'counselor', answer: 200 },
  'PUT /api/high-schools/:id/class-plans/:planId': { kind: 'counselor', answer: 200 },
  'POST /api/high-schools/:id/class-plans/:planId/copy': { kind: 'counselor', answer: 201 },
  'DELETE /api/high-schools/:id/class-plans/:planId': { kind: 'counselor', answer: 204 },
};
