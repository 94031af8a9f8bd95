import type { AccountRole } from '@campuspath/contract/auth-terms';
import { DEFAULT_SCOPES, type ShareScope } from '@campuspath/contract/sharing-terms';
import { CLASS_PLAN_ROUTE_POLICY } from './route-policy-class-plans.ts';
import { LETTER_APPROVAL_ROUTE_POLICY } from './route-policy-letter-approval.ts';
import { TEACHER_EMAIL_ROUTE_POLICY } from './route-policy-teacher-emails.ts';
import { TEACHER_INVITATION_ROUTE_POLICY } from './route-policy-teacher-invitations.ts';
import { ROSTER_ROUTE_POLICY } from './route-policy-rosters.ts';
import { ROSTER_TEACHER_ROUTE_POLICY } from './route-policy-roster-teachers.ts';
import { SCHOLARSHIP_ROUTE_POLICY } from './route-policy-scholarships.ts';
import { SCHOOL_KNOWLEDGE_POLICY } from './route-policy-school-knowledge.ts';

/**
 * The declared policy of every route: who may call it, and what each of the matrix's callers gets.
 * app.authorization.test.ts calls every live route as each persona below with student A's ids; a route missing from this
 * table, or an entry for a route that no longer exists, fails the test.
 *
 * Kinds:
 * - public: no session needed; it names nobody's rows (catalogue, auth, health, docs, web pages, links whose token is the authority).
 * - own: the caller's own rows only. With A's ids: A reads them (200), everyone else gets 404, signed out 401. Without ids, reads
 *   answer each caller their own (200).
 * - role: an act on the caller's own account that one role may take: that role gets `answer` (the matrix sends a placeholder
 *   body, so a code or link is refused as invalid: 400), other roles 403.
 * - viewer: a student's data read by a viewer: A's parent and the counselor of A's school while A shares with it get 200 when
 *   the scope is on by default for them; everyone else 404.
 * - member: a high school, read by its counselors and students (A), 404 to everyone else.
 * - counselor: a high school's own work, for its counselors only (`answer`), 404 to everyone else.
 * - counselorWrite: a counselor adding to a student's plan (a task, a note): the counselor of A's school while A shares `scope`
 *   with it gets `answer` (and A's rows change, as intended); other counselors 404; parents and students 403.
 * - teacher: a teacher answering a letter request of A's: the teacher A asked gets `answer` (and A's request and tracker change,
 *   as intended); a teacher A did not ask 404; other roles 403.
 * - parentWrite: a parent entering something in a student's plan (an aid offer): A's parent while A shares `scope` with them
 *   gets `answer`; other parents 404; counselors and students 403.
 * Changes by A (non-GET calls as A) are not made: A's rows must stay unchanged after every call (A's own: each feature's tests).
 */
export const PERSONAS = [
  'studentA',
  'studentB',
  'parentOfA',
  'parentOfB',
  'counselorSharing',
  'counselorNotSharing',
  'otherCounselor',
  'revokedParent',
  'teacherRequested',
  'teacherNotRequested',
  'signedOut',
] as const;
export type Persona = (typeof PERSONAS)[number];

export const PERSONA_ROLES: Record<Exclude<Persona, 'signedOut'>, AccountRole> = {
  studentA: 'student',
  studentB: 'student',
  parentOfA: 'parent',
  parentOfB: 'parent',
  counselorSharing: 'counselor',
  counselorNotSharing: 'counselor',
  otherCounselor: 'counselor',
  revokedParent: 'parent',
  teacherRequested: 'teacher',
  teacherNotRequested: 'teacher',
};

export type Policy =
  | { kind: 'public' }
  | { kind: 'own' }
  | { kind: 'role'; role: AccountRole; answer: number }
  | { kind: 'viewer'; scope: ShareScope | null }
  | { kind: 'member' }
  | { kind: 'counselor'; answer: number }
  | { kind: 'counselorWrite'; scope: ShareScope; answer: number }
  | { kind: 'teacher'; answer: number }
  | { kind: 'parentWrite'; scope: ShareScope; answer: number };

const PUBLIC: Policy = { kind: 'public' };
const OWN: Policy = { kind: 'own' };
const role = (who: AccountRole, answer: number): Policy => ({ kind: 'role', role: who, answer });
const viewer = (scope: ShareScope | null): Policy => ({ kind: 'viewer', scope });
const counselor = (answer: number): Policy => ({ kind: 'counselor', answer });

/** `METHOD /url` -> policy, for every route the app registers (HEAD twins follow their GET). */
export const ROUTE_POLICY: Record<string, Policy> = {
  // Public: documentation, health, the catalogue, links whose token is the authority, accounts.
  'GET /api/docs': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  'GET /api/health': PUBLIC,
  'GET /api/ready': PUBLIC,
  'GET /api/schools': PUBLIC,
  'GET /api/schools/map': PUBLIC,
  'GET /api/schools/suggest': PUBLIC,
  'GET /api/schools/:id': PUBLIC,
  'GET /api/schools/:id/majors': PUBLIC,
  'GET /api/schools/:id/similar': PUBLIC,
  'GET /api/programs': PUBLIC,
  'GET /api/compare': PUBLIC,
  'GET /api/calendar/:file': PUBLIC,
  'GET /api/unsubscribe': PUBLIC,
  'POST /api/unsubscribe': PUBLIC,
  'GET /api/auth/session': PUBLIC,
  'POST /api/auth/signup': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/demo': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'POST /api/auth/verify-email': PUBLIC,
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/reset-password/check': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'GET /index.html': PUBLIC,
  'GET /assets/index-test.js': PUBLIC,
  'GET /sitemap.xml': PUBLIC,
  'GET /robots.txt': PUBLIC,

  // The caller's own account and workspace (every role has one; nobody reaches another's).
  'PATCH /api/account': OWN,
  'POST /api/account/verification-email': OWN,
  'PUT /api/account/password': OWN,
  'POST /api/account/sign-out-everywhere': OWN,
  'GET /api/account/export': OWN,
  'DELETE /api/account': OWN,
  'GET /api/profile': OWN,
  'PUT /api/profile': OWN,
  'PUT /api/profile/income-band': OWN,
  'PUT /api/profile/home-state': OWN,
  'GET /api/aid-estimate': OWN,
  'PUT /api/aid-estimate': OWN,
  'DELETE /api/aid-estimate': OWN,
  'GET /api/saved-schools': OWN,
  'PUT /api/saved-schools/:schoolId': OWN,
  'DELETE /api/saved-schools/:schoolId': OWN,
  'POST /api/saved-schools/merge': OWN,
  'GET /api/compare-list': OWN,
  'PUT /api/compare-list': OWN,
  'GET /api/applications': OWN,
  'POST /api/applications': OWN,
  'GET /api/applications/:id': OWN,
  'PATCH /api/applications/:id': OWN,
  'DELETE /api/applications/:id': OWN,
  'GET /api/essays': OWN,
  'POST /api/essays': OWN,
  'GET /api/essays/:id': OWN,
  'PATCH /api/essays/:id': OWN,
  'DELETE /api/essays/:id': OWN,
  'GET /api/essays/:id/versions': OWN,
  'GET /api/essays/:id/versions/:versionId': OWN,
  'POST /api/essays/:id/versions/:versionId/restore': OWN,
  'GET /api/documents': OWN,
  'POST /api/documents': OWN,
  'GET /api/documents/:id/file': OWN,
  'PATCH /api/documents/:id': OWN,
  'DELETE /api/documents/:id': OWN,
  'PUT /api/documents/:id/applications/:applicationId': OWN,
  'DELETE /api/documents/:id/applications/:applicationId': OWN,
  'GET /api/letters': OWN,
  'POST /api/letters': OWN,
  'GET /api/letters/:id': OWN,
  'PATCH /api/letters/:id': OWN,
  'DELETE /api/letters/:id': OWN,
  'POST /api/letters/:id/request': OWN,
  'POST /api/letters/:id/remind': OWN,
  'GET /api/tasks': OWN,
  'POST /api/tasks': OWN,
  'GET /api/tasks/:id': OWN,
  'PATCH /api/tasks/:id': OWN,
  'DELETE /api/tasks/:id': OWN,
  'GET /api/deadlines': OWN,
  'GET /api/dashboard': OWN,
  'GET /api/recommendations': OWN,
  'GET /api/recommendations/balance': OWN,
  'GET /api/recommendations/chances': OWN,
  'GET /api/schools/:id/fit': OWN,
  'GET /api/timeline': OWN,
  'GET /api/reminders/settings': OWN,
  'PUT /api/reminders/settings': OWN,
  'PUT /api/reminders/time-zone': OWN,
  'POST /api/reminders/feed': OWN,
  'GET /api/notifications': OWN,
  'POST /api/notifications/read': OWN,
  'GET /api/calendar/items/:kind/:file': OWN,

  // High schools.
  'GET /api/high-schools': OWN,
  'POST /api/high-schools': role('counselor', 201),
  'POST /api/high-schools/join': role('student', 400),
  // B belongs to no school: 404.
  'DELETE /api/high-schools/membership': role('student', 404),
  'POST /api/high-schools/invitations/accept': role('counselor', 400),
  'GET /api/high-schools/:id': { kind: 'member' },
  'POST /api/high-schools/:id/join-code': counselor(201),
  'POST /api/high-schools/:id/invitations': counselor(201),
  // The school's only counselor removing themselves: refused, as the last one.
  'DELETE /api/high-schools/:id/counselors/:counselorId': counselor(409),
  'GET /api/high-schools/:id/caseload': counselor(200),
  'GET /api/high-schools/:id/caseload.csv': counselor(200),
  'GET /api/high-schools/:id/class-deadlines': counselor(200),
  'GET /api/high-schools/:id/class-deadlines.csv': counselor(200),

  // Who can see my plan: only the student manages it.
  'GET /api/sharing': role('student', 200),
  'POST /api/sharing/invitations': role('student', 201),
  'DELETE /api/sharing/invitations/:id': OWN,
  'POST /api/sharing/invitations/preview': PUBLIC,
  'POST /api/sharing/invitations/accept': role('parent', 400),
  'PATCH /api/sharing/viewers/:id': OWN,
  'DELETE /api/sharing/viewers/:id': OWN,
  // B belongs to no school: 409.
  'PUT /api/sharing/school': role('student', 409),

  // Letters asked of teachers: the student asks; only the teacher asked answers.
  'POST /api/letter-requests': role('student', 400),
  'GET /api/letter-requests': OWN,
  'GET /api/teacher/letter-requests': role('teacher', 200),
  'POST /api/teacher/letter-requests/:id/answer': { kind: 'teacher', answer: 200 },
  'POST /api/teacher/letter-requests/:id/colleges/:schoolId/submitted': { kind: 'teacher', answer: 200 },

  // What viewers read.
  'GET /api/students': OWN,
  'GET /api/students/:studentId/plan': viewer(null),
  'GET /api/students/:studentId/essays': viewer('essays'),
  'GET /api/students/:studentId/essays/:essayId': viewer('essays'),
  'GET /api/students/:studentId/essays/:essayId/versions': viewer('essays'),
  'GET /api/students/:studentId/essays/:essayId/versions/:versionId': viewer('essays'),
  'GET /api/students/:studentId/documents': viewer('documents'),
  'GET /api/students/:studentId/letters': viewer('letters'),
  'GET /api/students/:studentId/aid-estimate': viewer('costs'),
  'GET /api/students/:studentId/notes': viewer(null),
  'POST /api/students/:studentId/tasks': { kind: 'counselorWrite', scope: 'tasks', answer: 201 },
  // The matrix's note is on A's first application.
  'POST /api/students/:studentId/notes': { kind: 'counselorWrite', scope: 'colleges', answer: 201 },
  // The matrix's application is not accepted: 409 for the counselor, nothing changes.
  'PUT /api/students/:studentId/applications/:applicationId/reply-deadline': { kind: 'counselorWrite', scope: 'colleges', answer: 409 },
  // The student reads the notes on their own items.
  'GET /api/applications/:id/notes': OWN,
  'GET /api/essays/:id/notes': OWN,

  // A high school's admission history and checked deadlines (route-policy-school-knowledge.ts).
  ...SCHOOL_KNOWLEDGE_POLICY,
  ...ROSTER_ROUTE_POLICY,
  ...ROSTER_TEACHER_ROUTE_POLICY,
  ...TEACHER_INVITATION_ROUTE_POLICY,
  ...TEACHER_EMAIL_ROUTE_POLICY,
  // Offers on the caller's own applications.
  'GET /api/deadline-updates': OWN,
  'POST /api/applications/:id/deadline-update': OWN,
  'DELETE /api/applications/:id/deadline-update': OWN,
  // Aid offers: the student's own; a parent sharing costs reads and enters them, a counselor only reads.
  'GET /api/offers': OWN,
  'PUT /api/applications/:id/offer': OWN,
  'DELETE /api/applications/:id/offer': OWN,
  'GET /api/students/:studentId/offers': viewer('costs'),
  // The matrix's application is not accepted: 409 for the parent, nothing changes.
  'PUT /api/students/:studentId/applications/:applicationId/offer': { kind: 'parentWrite', scope: 'costs', answer: 409 },
  // The matrix's application has no offer: 404 for the parent.
  'DELETE /api/students/:studentId/applications/:applicationId/offer': { kind: 'parentWrite', scope: 'costs', answer: 404 },
  ...SCHOLARSHIP_ROUTE_POLICY,
  ...CLASS_PLAN_ROUTE_POLICY,
  ...LETTER_APPROVAL_ROUTE_POLICY,
};

/**
 * What `persona` gets from a route with A's ids in its path, by the route's policy; 'skip' when
 * the matrix does not make that call (a change by A, or one that only touches the caller's own
 * account with no id to point elsewhere), and 'not401' for a public route read signed out.
 */
export function expectedStatus(policy: Policy, persona: Persona, method: string, hasParams: boolean): number | 'skip' | 'not401' {
  const read = method === 'GET';
  if (policy.kind === 'public') return persona === 'signedOut' && read ? 'not401' : 'skip';
  if (persona === 'signedOut') return 401;
  if (persona === 'studentA' && !read) return 'skip';
  const personaRole = PERSONA_ROLES[persona];
  switch (policy.kind) {
    case 'own':
      if (!hasParams) return read ? 200 : 'skip';
      return persona === 'studentA' ? 200 : 404;
    case 'role':
      return personaRole === policy.role ? policy.answer : 403;
    case 'viewer': {
      const scopeOn = (kind: 'parent' | 'counselors') => policy.scope === null || DEFAULT_SCOPES[kind].includes(policy.scope);
      if (persona === 'parentOfA') return scopeOn('parent') ? 200 : 404;
      if (persona === 'counselorSharing') return scopeOn('counselors') ? 200 : 404;
      return 404;
    }
    case 'member':
      return ['studentA', 'counselorSharing', 'counselorNotSharing'].includes(persona) ? 200 : 404;
    case 'counselor':
      return persona === 'counselorSharing' || persona === 'counselorNotSharing' ? policy.answer : 404;
    case 'counselorWrite':
      if (personaRole !== 'counselor') return 403;
      return persona === 'counselorSharing' && DEFAULT_SCOPES.counselors.includes(policy.scope) ? policy.answer : 404;
    case 'teacher':
      if (personaRole !== 'teacher') return 403;
      return persona === 'teacherRequested' ? policy.answer : 404;
    case 'parentWrite':
      if (personaRole !== 'parent') return 403;
      return persona === 'parentOfA' && DEFAULT_SCOPES.parent.includes(policy.scope) ? policy.answer : 404;
  }
}
