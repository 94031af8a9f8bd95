import type { Policy } from './route-policy.ts';

/**
 * The authorization matrix's entries for rostered teachers' invitations (route-policy.ts spreads
 * them into ROUTE_POLICY; kinds as described there).
 */
export const ROSTER_TEACHER_ROUTE_POLICY: Record<string, Policy> = {
  // A school's counselors invite its rostered teachers (the matrix's school has none: nothing to
  // queue, 200) and take them off the roster (an unknown line: 404); anyone else is told no such school.
  'POST /api/high-schools/:id/roster/teacher-invitations': { kind: 'counselor', answer: 200 },
  'DELETE /api/high-schools/:id/roster/teachers/:teacherId': { kind: 'counselor', answer: 404 },
  // A teacher's invitation link: the signed token is the authority (the matrix's placeholder token names no invitation: 404).
  'POST /api/rosters/teacher-invitations/preview': { kind: 'public' },
  // Only a teacher account joins from it; every other role is refused (403) before the token is read.
  'POST /api/rosters/teacher-invitations/accept': { kind: 'role', role: 'teacher', answer: 404 },
};
