import type { ChanceLabel } from './recommendations-terms.ts';
import type { TimelineItemKind } from './timeline.ts';

/**
 * Every page URL of the web app, with typed builders: the one map the web's router and links
 * (`apps/web/src/config/paths.ts`), the API's emails and the calendar feed all build on. `path`
 * is the router pattern, `getHref` the link (relative; the API prefixes its public URL).
 */
export const pagePaths = {
  home: { path: '/', getHref: () => '/' },
  explore: {
    path: '/explore',
    /** A search, or with `param` 'major' one field of study by its slug (Explore's canonical form, see explore-query.ts), or a test policy. */
    getHref: (value?: string, param: 'search' | 'major' | 'testPolicy' = 'search') =>
      value ? `/explore?${param}=${encodeURIComponent(value)}` : '/explore',
  },
  university: {
    path: '/university/:id',
    getHref: (idOrSlug: string | number, tab?: string) =>
      `/university/${encodeURIComponent(String(idOrSlug))}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
  },
  /** Side-by-side comparison: the URL carries the schools, so a shared link shows the same table. */
  compare: {
    path: '/compare',
    getHref: (ids?: readonly (string | number)[]) =>
      ids?.length ? `/compare?ids=${ids.map((id) => encodeURIComponent(String(id))).join(',')}` : '/compare',
  },
  /** Browse by major: the 2-digit fields of study. */
  programs: { path: '/programs', getHref: () => '/programs' },
  about: { path: '/about', getHref: () => '/about' },
  features: { path: '/features', getHref: () => '/features' },
  financialAid: { path: '/financial-aid', getHref: () => '/financial-aid' },
  /** Guides: the season step by step, essays, tests, scholarships, visits; and the company's careers page. */
  guides: { path: '/guides', getHref: () => '/guides' },
  essayTips: { path: '/essay-tips', getHref: () => '/essay-tips' },
  testPrep: { path: '/test-prep', getHref: () => '/test-prep' },
  scholarships: { path: '/scholarships', getHref: () => '/scholarships' },
  /** `college`: one college's admissions website (IPEDS) for its own tours and visits; `search`: colleges to pick from. */
  virtualTours: {
    path: '/virtual-tours',
    getHref: (query?: { college?: string | number; search?: string }) =>
      query?.college !== undefined
        ? `/virtual-tours?college=${encodeURIComponent(String(query.college))}`
        : query?.search
          ? `/virtual-tours?search=${encodeURIComponent(query.search)}`
          : '/virtual-tours',
  },
  careers: { path: '/careers', getHref: () => '/careers' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  login: {
    path: '/login',
    /** `email` prefills the address, as on sign-up. */
    getHref: (redirectTo?: string, email?: string) => {
      const params = new URLSearchParams();
      if (redirectTo) params.set('redirectTo', redirectTo);
      if (email) params.set('email', email);
      const query = params.toString();
      return query ? `/login?${query}` : '/login';
    },
  },
  signup: {
    path: '/signup',
    /**
     * `email` prefills the address (an invitation's landing knows the address it was sent to);
     * `role` chooses the account (a teacher a student asked for a letter).
     */
    getHref: (redirectTo?: string, email?: string, role?: 'teacher') => {
      const params = new URLSearchParams();
      if (redirectTo) params.set('redirectTo', redirectTo);
      if (email) params.set('email', email);
      if (role) params.set('role', role);
      const query = params.toString();
      return query ? `/signup?${query}` : '/signup';
    },
  },
  /** The links emails carry (public pages; the token is the authority, sent to the API by POST). */
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}` },
  verifyEmail: { path: '/verify-email', getHref: (token: string) => `/verify-email?token=${encodeURIComponent(token)}` },
  /** A parent's invitation from a student, and a counselor's to join a high school (the token is the authority). */
  acceptInvitation: { path: '/invite', getHref: (token: string) => `/invite?token=${encodeURIComponent(token)}` },
  acceptCounselorInvitation: {
    path: '/invite',
    /** The same page as a parent's invitation (one route), told by `for` which account it needs. */
    getHref: (token: string) => `/invite?token=${encodeURIComponent(token)}&for=counselor`,
  },
  /** The student's "Who can see my plan". */
  sharing: { path: '/sharing', getHref: () => '/sharing' },
  /** A parent's workspace (the students they follow), and one student's plan as a parent or counselor sees it. */
  family: { path: '/family', getHref: () => '/family' },
  student: { path: '/students/:id', getHref: (id: string) => `/students/${encodeURIComponent(id)}` },
  /** One shared essay as a viewer reads it: the text, saved copies and the notes thread. */
  studentEssay: {
    path: '/students/:id/essays/:essayId',
    getHref: (id: string, essayId: string) => `/students/${encodeURIComponent(id)}/essays/${encodeURIComponent(essayId)}`,
  },
  /** A teacher's queue of letter requests. */
  teacherLetters: { path: '/teacher/letters', getHref: () => '/teacher/letters' },
  /** A student's aid offers as a parent (who can enter them) or counselor (who reads them) sees them. */
  studentOffers: { path: '/students/:id/offers', getHref: (id: string) => `/students/${encodeURIComponent(id)}/offers` },
  /** A counselor's high schools (join code, counselors), and the caseload of one (the first by default). */
  counselor: { path: '/counselor', getHref: () => '/counselor' },
  caseload: {
    path: '/caseload',
    getHref: (schoolId?: string) => (schoolId ? `/caseload?school=${encodeURIComponent(schoolId)}` : '/caseload'),
  },
  /** The deadlines of every student who shares their applications, by week or by college. */
  classDeadlines: {
    path: '/class-deadlines',
    getHref: (schoolId?: string) => (schoolId ? `/class-deadlines?school=${encodeURIComponent(schoolId)}` : '/class-deadlines'),
  },
  /** A counselor's admission history (imports, what students see) and checked deadlines. */
  admissionHistory: { path: '/admission-history', getHref: () => '/admission-history' },
  checkedDeadlines: { path: '/checked-deadlines', getHref: () => '/checked-deadlines' },
  /** A rostered student's invitation to join their school (the signed token names the roster line). */
  joinSchool: { path: '/join-school', getHref: (token: string) => `/join-school?token=${encodeURIComponent(token)}` },
  /** A rostered teacher's invitation to join their school as a teacher (the signed token names the roster line). */
  joinSchoolAsTeacher: {
    path: '/join-school-as-teacher',
    getHref: (token: string) => `/join-school-as-teacher?token=${encodeURIComponent(token)}`,
  },
  /** "Stop these emails" of a letter request's email to a teacher (the signed token names the request). */
  teacherEmails: { path: '/teacher-emails', getHref: (token: string) => `/teacher-emails?token=${encodeURIComponent(token)}` },
  /** A counselor's roster of their school: import it, and where each student is (invited, joined, sharing). */
  roster: {
    path: '/roster',
    getHref: (schoolId?: string) => (schoolId ? `/roster?school=${encodeURIComponent(schoolId)}` : '/roster'),
  },
  /** The printable join sheets of a school: one page per roster group, with the join code and how to join. */
  rosterJoinSheet: {
    path: '/roster/join-sheet',
    getHref: (schoolId?: string) => (schoolId ? `/roster/join-sheet?school=${encodeURIComponent(schoolId)}` : '/roster/join-sheet'),
  },
  /** A counselor's class-wide plans for their school: make one for a class or group, see its completion. */
  classPlans: {
    path: '/class-plans',
    getHref: (schoolId?: string) => (schoolId ? `/class-plans?school=${encodeURIComponent(schoolId)}` : '/class-plans'),
  },
  // Signed-in workspace.
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  checklist: { path: '/checklist', getHref: () => '/checklist' },
  academics: { path: '/academics', getHref: () => '/academics' },
  saved: { path: '/saved', getHref: () => '/saved' },
  /** Ranked recommendations; `chance` filters to one label. */
  recommendations: {
    path: '/recommendations',
    getHref: (chance?: ChanceLabel) => (chance ? `/recommendations?chance=${chance}` : '/recommendations'),
  },
  accountSettings: { path: '/settings/account', getHref: () => '/settings/account' },
  /** The admissions cycle and every dated item; `category` filters to one TIMELINE_CATEGORIES entry. */
  timeline: {
    path: '/timeline',
    getHref: (category?: string) => (category ? `/timeline?category=${encodeURIComponent(category)}` : '/timeline'),
  },
  /** Everything the bell holds. */
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  reminderSettings: { path: '/settings/reminders', getHref: () => '/settings/reminders' },
  /** A teacher's emails: deadline reminders, and letter request emails their address stopped. */
  teacherEmailSettings: { path: '/settings/teacher-emails', getHref: () => '/settings/teacher-emails' },
  /** Landing page of the one-click unsubscribe link in emails (public; the token is the authority). */
  unsubscribe: { path: '/unsubscribe', getHref: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}` },
  /** The application manager; `tab` is one of its five tabs (default applications). */
  applications: {
    path: '/applications',
    getHref: (tab?: 'applications' | 'essays' | 'documents' | 'letters' | 'deadlines') =>
      tab && tab !== 'applications' ? `/applications?tab=${tab}` : '/applications',
  },
  newApplication: {
    path: '/applications/new',
    getHref: (schoolId?: number) => (schoolId ? `/applications/new?school=${schoolId}` : '/applications/new'),
  },
  application: { path: '/applications/:id', getHref: (id: string) => `/applications/${encodeURIComponent(id)}` },
  essay: { path: '/essays/:id', getHref: (id: string) => `/essays/${encodeURIComponent(id)}` },
  letter: { path: '/letters/:id', getHref: (id: string) => `/letters/${encodeURIComponent(id)}` },
  tasks: { path: '/tasks', getHref: () => '/tasks' },
  /** Aid offers on accepted applications: entering each, and the comparison. */
  offers: { path: '/offers', getHref: () => '/offers' },
  newTask: { path: '/tasks/new', getHref: () => '/tasks/new' },
  apiDocs: { path: '/api/docs', getHref: () => '/api/docs' },
} as const;

/**
 * Where a dated item lives (timeline, bell, dashboard, emails, calendar events): its own page, the
 * task list (tasks have no page), the application a decision belongs to, or the scholarships page.
 */
export function datedItemPath(item: { kind: TimelineItemKind; id: string }): string {
  switch (item.kind) {
    case 'application':
    case 'reply':
    case 'waitlist':
    case 'decision':
      return pagePaths.application.getHref(item.id);
    case 'scholarship':
      return pagePaths.scholarships.getHref();
    case 'essay':
      return pagePaths.essay.getHref(item.id);
    case 'recommendation':
      return pagePaths.letter.getHref(item.id);
    case 'task':
      return pagePaths.tasks.getHref();
  }
}
