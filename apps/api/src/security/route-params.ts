import type { Database } from '../db/schema.ts';

/**
 * What each path parameter names, for the ownership walk (app.ownership.test.ts) and the fuzz
 * (fuzz-routes.test.ts). A route with a parameter must be explained here: either the parameter
 * is a row the signed-in student owns (another student's id must answer 404), or the route is
 * listed as public with the reason. A new route with an unexplained parameter fails the walk.
 */

/** Path segment before a parameter -> the table whose row (owned by a user) the parameter names. */
export const OWNED_PARAM_TABLES: Record<string, keyof Database> = {
  applications: 'applications',
  essays: 'essays',
  versions: 'essay_versions',
  documents: 'documents',
  letters: 'letters',
  tasks: 'tasks',
  scholarships: 'scholarships',
};

/** `/api/calendar/items/:kind/:file`: one dated item's calendar file, `<id>.ics`, of each owned kind. */
export const CALENDAR_ITEM_ROUTE = '/api/calendar/items/:kind/:file';
export const CALENDAR_ITEM_TABLES = {
  application: 'applications',
  essay: 'essays',
  recommendation: 'letters',
  task: 'tasks',
  scholarship: 'scholarships',
} as const satisfies Record<string, keyof Database>;

/**
 * Routes whose parameters are not anyone's rows, with why. Catalogue ids are public: reading
 * school 123, or saving it to one's own list, is the caller's own act on public data.
 */
/** Queries a route needs to answer 200 (walks that call every route add them); every other route answers without one. */
export const ROUTE_QUERIES: Record<string, string> = {
  '/api/deadlines': '?from=2026-01-01&to=2026-12-31',
  '/api/recommendations/chances': '?id=139755&id=222178',
  '/api/high-schools/:id/admission-history': '?college=139755',
};

export const PUBLIC_PARAM_ROUTES: Record<string, string> = {
  '/api/schools/:id': 'a catalogue school (UNITID or slug)',
  '/api/schools/:id/majors': 'a catalogue school',
  '/api/schools/:id/similar': 'a catalogue school',
  '/api/schools/:id/fit': "a catalogue school, measured against the caller's own profile",
  '/api/saved-schools/:schoolId': "a catalogue school, added to or removed from the caller's own list",
  '/api/calendar/:file': 'the secret calendar feed token is the authority (no session; reminders tests cover it)',
  '/api/docs/static/*': 'Swagger UI files',
};

/**
 * Segments of the sharing routes, where access is not "the owner or nobody": a student's data that
 * viewers may read (students), a high school its members and counselors act on (high-schools,
 * counselors), and the sharing rows only their student manages (viewers, invitations). The
 * ownership walk and the private-answers walk leave these routes to the authorization matrix
 * (app.authorization.test.ts), which calls each as every role against the policy table
 * (security/route-policy.ts), Cache-Control included.
 */
export const SHARED_ACCESS_SEGMENTS: Record<string, keyof Database> = {
  students: 'users',
  'high-schools': 'high_schools',
  counselors: 'users',
  viewers: 'shares',
  invitations: 'invitations',
  // A letter request: answered only by the teacher it is addressed to.
  'letter-requests': 'letter_requests',
  // A request waiting for a school's approval: decided only by that school's counselors.
  'letter-approvals': 'letter_requests',
};

/** True for a route the authorization matrix covers instead of the ownership walk. */
export const coveredByMatrix = (url: string): boolean => routeParams(url).some(({ segment }) => SHARED_ACCESS_SEGMENTS[segment]);

/** The route's parameter names with the segment before each (`/essays/:id` -> ["essays", "id"]). */
export function routeParams(url: string): { segment: string; name: string }[] {
  const segments = url.split('/');
  return segments.flatMap((part, index) =>
    part.startsWith(':') || part === '*' ? [{ segment: segments[index - 1] ?? '', name: part === '*' ? '*' : part.slice(1) }] : [],
  );
}
