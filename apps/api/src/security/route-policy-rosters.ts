import type { Policy } from './route-policy.ts';

/**
 * The roster routes' entries of the authorization matrix (route-policy.ts spreads them into
 * ROUTE_POLICY; kinds as described there).
 */
export const ROSTER_ROUTE_POLICY: Record<string, Policy> = {
  // A school's roster, for its counselors (the matrix sends no file: 400; an unknown roster line: 404).
  'POST /api/high-schools/:id/roster/imports': { kind: 'counselor', answer: 400 },
  'GET /api/high-schools/:id/roster': { kind: 'counselor', answer: 200 },
  'DELETE /api/high-schools/:id/roster/:studentId': { kind: 'counselor', answer: 404 },
  'POST /api/high-schools/:id/roster/invitations': { kind: 'counselor', answer: 200 },
  // The school's rostered teachers, for its students (to ask one for a letter) and counselors.
  'GET /api/high-schools/:id/teachers': { kind: 'member' },
  // The same template for every signed-in caller.
  'GET /api/rosters/template.csv': { kind: 'own' },
  // A roster invitation's link: the signed token is the authority (the matrix's placeholder token is refused: 400).
  'POST /api/rosters/invitations/preview': { kind: 'public' },
  'POST /api/rosters/invitations/unsubscribe': { kind: 'public' },
  'POST /api/rosters/invitations/unsubscribe/one-click': { kind: 'public' },
  'POST /api/rosters/invitations/accept': { kind: 'role', role: 'student', answer: 400 },
};
