import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { LazyPage } from './lazy-page.ts';

/**
 * The signed-in workspace's layout route. Like every page here, its id is its module's file name:
 * the server preloads a page's chunks by its route ids (the API's features/web/route-preloads.ts).
 */
export const WORKSPACE_ROUTE_ID = 'require-auth';

/**
 * The pages rendered only in the browser (from the app shell): the account forms and the signed-in
 * workspace. Not in the first load: the browser's router discovers them when a navigation first
 * needs one (router.tsx, `patchRoutesOnNavigation`), so the entry stays the same size however many
 * workspace pages there are; the server's renderer imports them to know these paths exist.
 */
export function clientRoutes(page: LazyPage): RouteObject[] {
  return [
    { id: 'login', path: paths.login.path, lazy: page(() => import('./routes/login.tsx')) },
    { id: 'signup', path: paths.signup.path, lazy: page(() => import('./routes/signup.tsx')) },
    { id: 'unsubscribe', path: paths.unsubscribe.path, lazy: page(() => import('./routes/unsubscribe.tsx')) },
    { id: 'forgot-password', path: paths.forgotPassword.path, lazy: page(() => import('./routes/forgot-password.tsx')) },
    { id: 'reset-password', path: paths.resetPassword.path, lazy: page(() => import('./routes/reset-password.tsx')) },
    { id: 'verify-email', path: paths.verifyEmail.path, lazy: page(() => import('./routes/verify-email.tsx')) },
    // A parent's or a counselor's invitation link (public: a visitor signs up or in through it, then comes back).
    { id: 'accept-invitation', path: paths.acceptInvitation.path, lazy: page(() => import('./routes/accept-invitation.tsx')) },
    // A rostered student's invitation to join their school (public, like the one above).
    { id: 'join-school', path: paths.joinSchool.path, lazy: page(() => import('./routes/join-school.tsx')) },
    // A rostered teacher's invitation to join as a teacher (public, like a student's).
    {
      id: 'join-school-as-teacher',
      path: paths.joinSchoolAsTeacher.path,
      lazy: page(() => import('./routes/join-school-as-teacher.tsx')),
    },
    // "Stop these emails" of a letter request's email to a teacher (public, like the two above).
    { id: 'teacher-emails', path: paths.teacherEmails.path, lazy: page(() => import('./routes/teacher-emails.tsx')) },
    {
      // The signed-in workspace: signed-out visitors are sent to /login and brought back. With a
      // session the server sends its pages' data in the first response (signed-in-data.ts).
      id: WORKSPACE_ROUTE_ID,
      lazy: page(() => import('./routes/require-auth.tsx')),
      children: [
        {
          id: 'dashboard',
          path: paths.dashboard.path,
          lazy: page(
            () => import('./routes/dashboard.tsx'),
            () => import('./routes/dashboard.loader.ts'),
          ),
        },
        {
          id: 'checklist',
          path: paths.checklist.path,
          lazy: page(
            () => import('./routes/checklist.tsx'),
            () => import('./routes/checklist.loader.ts'),
          ),
        },
        {
          id: 'academics',
          path: paths.academics.path,
          lazy: page(
            () => import('./routes/academics.tsx'),
            () => import('./routes/academics.loader.ts'),
          ),
        },
        {
          id: 'saved',
          path: paths.saved.path,
          lazy: page(
            () => import('./routes/saved.tsx'),
            () => import('./routes/saved.loader.ts'),
          ),
        },
        {
          id: 'recommendations',
          path: paths.recommendations.path,
          lazy: page(
            () => import('./routes/recommendations.tsx'),
            () => import('./routes/recommendations.loader.ts'),
          ),
        },
        { id: 'account-settings', path: paths.accountSettings.path, lazy: page(() => import('./routes/account-settings.tsx')) },
        {
          id: 'timeline',
          path: paths.timeline.path,
          lazy: page(
            () => import('./routes/timeline.tsx'),
            () => import('./routes/timeline.loader.ts'),
          ),
        },
        {
          id: 'notifications',
          path: paths.notifications.path,
          lazy: page(
            () => import('./routes/notifications.tsx'),
            () => import('./routes/notifications.loader.ts'),
          ),
        },
        {
          id: 'reminder-settings',
          path: paths.reminderSettings.path,
          lazy: page(
            () => import('./routes/reminder-settings.tsx'),
            () => import('./routes/reminder-settings.loader.ts'),
          ),
        },
        {
          id: 'applications',
          path: paths.applications.path,
          lazy: page(
            () => import('./routes/applications.tsx'),
            () => import('./routes/applications.loader.ts'),
          ),
        },
        {
          id: 'new-application',
          path: paths.newApplication.path,
          lazy: page(
            () => import('./routes/new-application.tsx'),
            () => import('./routes/new-application.loader.ts'),
          ),
        },
        {
          id: 'application',
          path: paths.application.path,
          lazy: page(
            () => import('./routes/application.tsx'),
            () => import('./routes/application.loader.ts'),
          ),
        },
        {
          id: 'essay',
          path: paths.essay.path,
          lazy: page(
            () => import('./routes/essay.tsx'),
            () => import('./routes/essay.loader.ts'),
          ),
        },
        {
          id: 'letter',
          path: paths.letter.path,
          lazy: page(
            () => import('./routes/letter.tsx'),
            () => import('./routes/letter.loader.ts'),
          ),
        },
        {
          id: 'tasks',
          path: paths.tasks.path,
          lazy: page(
            () => import('./routes/tasks.tsx'),
            () => import('./routes/tasks.loader.ts'),
          ),
        },
        { id: 'new-task', path: paths.newTask.path, lazy: page(() => import('./routes/new-task.tsx')) },
        {
          id: 'offers',
          path: paths.offers.path,
          lazy: page(
            () => import('./routes/offers.tsx'),
            () => import('./routes/offers.loader.ts'),
          ),
        },
        // Who sees a student's plan, and the parents' and counselors' pages.
        { id: 'sharing', path: paths.sharing.path, lazy: page(() => import('./routes/sharing.tsx')) },
        {
          id: 'family',
          path: paths.family.path,
          lazy: page(
            () => import('./routes/family.tsx'),
            () => import('./routes/family.loader.ts'),
          ),
        },
        {
          id: 'student',
          path: paths.student.path,
          lazy: page(
            () => import('./routes/student.tsx'),
            () => import('./routes/student.loader.ts'),
          ),
        },
        {
          id: 'student-essay',
          path: paths.studentEssay.path,
          lazy: page(
            () => import('./routes/student-essay.tsx'),
            () => import('./routes/student-essay.loader.ts'),
          ),
        },
        {
          id: 'teacher-email-settings',
          path: paths.teacherEmailSettings.path,
          lazy: page(
            () => import('./routes/teacher-email-settings.tsx'),
            () => import('./routes/teacher-email-settings.loader.ts'),
          ),
        },
        {
          id: 'teacher-letters',
          path: paths.teacherLetters.path,
          lazy: page(
            () => import('./routes/teacher-letters.tsx'),
            () => import('./routes/teacher-letters.loader.ts'),
          ),
        },
        { id: 'student-offers', path: paths.studentOffers.path, lazy: page(() => import('./routes/student-offers.tsx')) },
        { id: 'counselor', path: paths.counselor.path, lazy: page(() => import('./routes/counselor.tsx')) },
        {
          id: 'caseload',
          path: paths.caseload.path,
          lazy: page(
            () => import('./routes/caseload.tsx'),
            () => import('./routes/caseload.loader.ts'),
          ),
        },
        { id: 'class-deadlines', path: paths.classDeadlines.path, lazy: page(() => import('./routes/class-deadlines.tsx')) },
        // A counselor's admission history and checked deadlines.
        { id: 'admission-history', path: paths.admissionHistory.path, lazy: page(() => import('./routes/admission-history.tsx')) },
        { id: 'checked-deadlines', path: paths.checkedDeadlines.path, lazy: page(() => import('./routes/checked-deadlines.tsx')) },
        { id: 'roster', path: paths.roster.path, lazy: page(() => import('./routes/roster.tsx')) },
        { id: 'join-sheet', path: paths.rosterJoinSheet.path, lazy: page(() => import('./routes/join-sheet.tsx')) },
        { id: 'class-plans', path: paths.classPlans.path, lazy: page(() => import('./routes/class-plans.tsx')) },
      ],
    },
  ];
}
