import type { Policy } from './route-policy.ts';

/**
 * The entries of the authorization matrix for a teacher's own email settings (route-policy.ts
 * spreads them into ROUTE_POLICY; kinds as described there): an act on the caller's own account
 * that only a teacher may take; other roles get 403.
 */
export const TEACHER_EMAIL_ROUTE_POLICY: Record<string, Policy> = {
  'GET /api/teacher/email-settings': { kind: 'role', role: 'teacher', answer: 200 },
  'PUT /api/teacher/email-settings': { kind: 'role', role: 'teacher', answer: 200 },
  'DELETE /api/teacher/email-settings/stop': { kind: 'role', role: 'teacher', answer: 200 },
};
