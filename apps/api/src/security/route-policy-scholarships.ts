import type { Policy } from './route-policy.ts';

/**
 * The scholarship routes' policies, part of ROUTE_POLICY (route-policy.ts, whose kinds they use),
 * kept here so that table stays within the file-length cap.
 */
export const SCHOLARSHIP_ROUTE_POLICY: Record<string, Policy> = {
  // Scholarships: the student's own (read with costs, like offers); a school's local ones, posted by its counselors.
  'GET /api/scholarships': { kind: 'own' },
  // Only a student records a scholarship of their own; a parent or counselor reads them (costs scope).
  'POST /api/scholarships': { kind: 'role', role: 'student', answer: 201 },
  'POST /api/scholarships/from-local': { kind: 'own' },
  'PATCH /api/scholarships/:id': { kind: 'own' },
  'DELETE /api/scholarships/:id': { kind: 'own' },
  'GET /api/students/:studentId/scholarships': { kind: 'viewer', scope: 'costs' },
  'GET /api/local-scholarships': { kind: 'own' },
  'GET /api/high-schools/:id/local-scholarships': { kind: 'member' },
  'POST /api/high-schools/:id/local-scholarships': { kind: 'counselor', answer: 201 },
  'PUT /api/high-schools/:id/local-scholarships/:scholarshipId': { kind: 'counselor', answer: 200 },
  'DELETE /api/high-schools/:id/local-scholarships/:scholarshipId': { kind: 'counselor', answer: 204 },
};
