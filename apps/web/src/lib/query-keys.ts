/**
 * Every TanStack Query key of the web, one factory per API resource (the invalidation groups
 * built from them are in invalidation-groups.ts). Features never write a key as a literal: they call these factories, so a
 * prefix invalidation (`queryKeys.applications.all`) reaches exactly the entries it should, and
 * two features reading the same endpoint share one cache entry.
 *
 * Keys are hierarchical: `[resource, kind, ...params]`. `all` is the resource's root, `list` and
 * `detail` sit under it. Personal answers that must never show for another account on the same
 * tab carry the student's id (sign-in and sign-out also drop every personal entry, see
 * `PUBLIC_QUERY_ROOTS`).
 */
export const queryKeys = {
  session: {
    all: ['session'] as const,
  },
  health: {
    all: ['health'] as const,
  },
  programs: {
    all: ['programs'] as const,
  },
  schools: {
    all: ['schools'] as const,
    /** GET /schools, page after page, by its query string (without `page`). */
    list: (query: string) => ['schools', 'list', query] as const,
    /** GET /schools/map by its query string. */
    map: (query: string) => ['schools', 'map', query] as const,
    /** GET /schools/{id}, by UNITID or slug as the URL names it. */
    detail: (idOrSlug: string) => ['schools', 'detail', idOrSlug] as const,
    majors: (idOrSlug: string) => ['schools', 'majors', idOrSlug] as const,
    similar: (idOrSlug: string) => ['schools', 'similar', idOrSlug] as const,
    /** The search box's suggestions for what the student typed. */
    suggestions: (text: string) => ['schools', 'suggestions', text] as const,
    /** How many colleges GET /schools finds for a query string (its `count`). */
    count: (query: string) => ['schools', 'count', query] as const,
    /** How GET /schools reads a search (its `interpretation`), for views whose list comes from elsewhere. */
    interpretation: (search: string) => ['schools', 'interpretation', search] as const,
    /** GET /schools/suggest: colleges, majors and places for the text typed so far. */
    suggest: (text: string) => ['schools', 'suggest', text] as const,
    /** GET /compare?ids=… in the order asked. */
    comparison: (ids: readonly (string | number)[]) => ['schools', 'comparison', ids.map(String).join(',')] as const,
  },
  recommendations: {
    all: ['recommendations'] as const,
    /** One page (the dashboard's top picks), by its query string. */
    list: (query: string) => ['recommendations', 'list', query] as const,
    /** The /recommendations list and Explore's personal list, page after page, by the query string (without `page`). */
    infinite: (query: string) => ['recommendations', 'infinite', query] as const,
    /** My chance at a group of colleges (a page of cards), by their ids in order. */
    chances: (userId: string, schoolIds: readonly number[]) => ['recommendations', 'chances', userId, schoolIds.join(',')] as const,
    /** My fit with one college. */
    fit: (userId: string, schoolId: number) => ['recommendations', 'fit', userId, schoolId] as const,
    /**
     * The balanced-list check for one saved list: the ids the server has confirmed are part of
     * the key, so the check asks again whenever a save or removal reaches the server.
     */
    balance: (savedIds: readonly number[] | undefined) =>
      ['recommendations', 'balance', savedIds ? [...savedIds].sort((a, b) => a - b).join(',') : 'unknown'] as const,
  },
  compareList: {
    all: ['compare-list'] as const,
    /** The account's comparison list; the student's id is in the key. */
    detail: (userId: string) => ['compare-list', userId] as const,
  },
  profile: {
    all: ['profile'] as const,
  },
  aidEstimate: {
    all: ['aid-estimate'] as const,
    /** The account's saved estimator inputs with the SAI and Pell they give; the account's id is in the key. */
    mine: (userId: string) => ['aid-estimate', 'mine', userId] as const,
  },
  savedSchools: {
    all: ['saved-schools'] as const,
  },
  applications: {
    all: ['applications'] as const,
    list: () => ['applications', 'list'] as const,
    detail: (id: string) => ['applications', 'detail', id] as const,
    /** A counselor's notes on one of my applications. */
    notes: (id: string) => ['applications', 'notes', id] as const,
    /** My applications whose deadline differs from my counselors' checked one. */
    deadlineUpdates: ['applications', 'deadline-updates'] as const,
  },
  essays: {
    all: ['essays'] as const,
    list: () => ['essays', 'list'] as const,
    detail: (id: string) => ['essays', 'detail', id] as const,
    versions: (id: string) => ['essays', 'detail', id, 'versions'] as const,
    version: (id: string, versionId: string) => ['essays', 'detail', id, 'versions', versionId] as const,
    /** A counselor's notes on one of my essays. */
    notes: (id: string) => ['essays', 'notes', id] as const,
  },
  documents: {
    all: ['documents'] as const,
    list: () => ['documents', 'list'] as const,
  },
  letters: {
    all: ['letters'] as const,
    list: () => ['letters', 'list'] as const,
    detail: (id: string) => ['letters', 'detail', id] as const,
    /** The letters the student asked of teachers in the app (under letters: a tracker change refreshes them). */
    requests: () => ['letters', 'requests'] as const,
    /** The rules of the student's school for asking teachers (first day, approval). */
    askRules: () => ['letters', 'ask-rules'] as const,
  },
  /** My aid offers and their comparison. */
  offers: {
    all: ['offers'] as const,
  },
  /** My scholarships, my school's local ones, and a school's list as its counselors manage it. */
  scholarships: {
    all: ['scholarships'] as const,
    list: () => ['scholarships', 'list'] as const,
    local: () => ['scholarships', 'local'] as const,
    school: (highSchoolId: string) => ['scholarships', 'school', highSchoolId] as const,
  },
  tasks: {
    all: ['tasks'] as const,
    list: () => ['tasks', 'list'] as const,
    detail: (id: string) => ['tasks', 'detail', id] as const,
  },
  deadlines: {
    all: ['deadlines'] as const,
    range: (from: string, to: string) => ['deadlines', from, to] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    /** The dashboard as of the student's local date (counts of days left depend on it). */
    forDay: (today: string) => ['dashboard', today] as const,
  },
  timeline: {
    all: ['timeline'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
  },
  reminderSettings: {
    all: ['reminder-settings'] as const,
  },
  /** The student's "Who can see my plan" (viewers, invitations, school). */
  sharing: {
    all: ['sharing'] as const,
  },
  /** The high schools I counsel or attend (the root itself), and a school's caseload by its query string. */
  highSchools: {
    all: ['high-schools'] as const,
    caseload: (id: string, query: string) => ['high-schools', 'caseload', id, query] as const,
    /** The class-wide deadlines of a school, by how many weeks ahead. */
    classDeadlines: (id: string, weeks: number) => ['high-schools', 'class-deadlines', id, weeks] as const,
    /** What one school knows (its admission history's imports, settings, summary, reads and this year's decisions; its checked deadlines; its roster and rostered teachers; its class plans, one by its id), by query string. */
    part: (
      id: string,
      part:
        | 'imports'
        | 'settings'
        | 'summary'
        | 'history'
        | 'deadlines'
        | 'decisions'
        | 'roster'
        | 'teachers'
        | 'class-plans'
        | 'letter-settings'
        | 'letter-approvals',
      query = '',
    ) => ['high-schools', part, id, query] as const,
  },
  /** The students a parent or counselor may view (the root itself), and each one's plan or other shared part. */
  viewedStudents: {
    all: ['students'] as const,
    part: (id: string, part: 'plan' | 'essays' | 'documents' | 'letters' | 'notes' | 'offers' | 'aid-estimate') =>
      ['students', part, id] as const,
    /** One shared essay with its text, its saved copies, and one copy (read-only). */
    essay: (id: string, essayId: string) => ['students', 'essay', id, essayId] as const,
    essayVersions: (id: string, essayId: string) => ['students', 'essay-versions', id, essayId] as const,
    essayVersion: (id: string, essayId: string, versionId: string) => ['students', 'essay-version', id, essayId, versionId] as const,
  },
  /** A teacher's queue of letter requests. */
  letterQueue: { all: ['letter-queue'] as const },
  /** A teacher's own email settings. */
  teacherEmailSettings: { all: ['teacher-email-settings'] as const },
  /** Whose invitation a parent link is, by its token (the landing page, before sign-in). */
  invitationPreviews: {
    all: ['invitation-preview'] as const,
    detail: (token: string) => ['invitation-preview', token] as const,
  },
  unsubscribeLinks: {
    all: ['unsubscribe-link'] as const,
    /** What an email's unsubscribe link turns off (or why it no longer works), by its token. */
    detail: (token: string) => ['unsubscribe-link', token] as const,
  },
} as const;

/**
 * Roots of the public, catalogue-only answers: these survive sign-in and sign-out; every other
 * cached answer is personal and is dropped when the account on the tab changes.
 */
export const PUBLIC_QUERY_ROOTS: readonly string[] = [
  queryKeys.schools.all[0],
  queryKeys.programs.all[0],
  queryKeys.health.all[0],
  queryKeys.session.all[0],
];
