import type { Policy } from './route-policy.ts';

/**
 * The authorization matrix's entries for a school's letter rules and its approval queue
 * (route-policy.ts spreads them into ROUTE_POLICY; kinds as described there). The rules and the
 * queue are the school's counselors' work: the counselor of A's school gets the answer below,
 * students (A included), parents, teachers (the one asked too) and the counselor of another school
 * get 404, signed out 401. The matrix's waiting request is another student's of A's school, made
 * again before each walk, so approving it (204) changes nothing of A's.
 */
export const LETTER_APPROVAL_ROUTE_POLICY: Record<string, Policy> = {
  'GET /api/high-schools/:id/letter-settings': { kind: 'counselor', answer: 200 },
  'PUT /api/high-schools/:id/letter-settings': { kind: 'counselor', answer: 200 },
  'GET /api/high-schools/:id/letter-approvals': { kind: 'counselor', answer: 200 },
  'POST /api/high-schools/:id/letter-approvals/:requestId': { kind: 'counselor', answer: 204 },
  // The rules of the student's own school, where they ask a teacher: other roles 403.
  'GET /api/letter-requests/rules': { kind: 'role', role: 'student', answer: 200 },
};
