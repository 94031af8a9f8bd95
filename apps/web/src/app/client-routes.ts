import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { LazyPage } from './lazy-page.ts';

/**
 * The pages rendered only in the browser (from the app shell): the account forms and the signed-in
 * workspace. Not in the first load: the browser's router discovers them when a navigation first
 * needs one (router.tsx, `patchRoutesOnNavigation`), so the entry stays the same size however many
 * workspace pages there are; the server's renderer imports them to know these paths exist.
 */
export function clientRoutes(page: LazyPage): RouteObject[] {
  return [
    { path: paths.login.path, lazy: page(() => import('./routes/login.tsx')) },
    { path: paths.signup.path, lazy: page(() => import('./routes/signup.tsx')) },
    { path: paths.unsubscribe.path, lazy: page(() => import('./routes/unsubscribe.tsx')) },
    { path: paths.forgotPassword.path, lazy: page(() => import('./routes/forgot-password.tsx')) },
    { path: paths.resetPassword.path, lazy: page(() => import('./routes/reset-password.tsx')) },
    { path: paths.verifyEmail.path, lazy: page(() => import('./routes/verify-email.tsx')) },
    // A parent's or a counselor's invitation link (public: a visitor signs up or in through it, then comes back).
    { path: paths.acceptInvitation.path, lazy: page(() => import('./routes/accept-invitation.tsx')) },
    // A rostered student's invitation to join their school (public, like the one above).
    { path: paths.joinSchool.path, lazy: page(() => import('./routes/join-school.tsx')) },
    // "Stop these emails" of a letter request's email to a teacher (public, like the two above).
    { path: paths.teacherEmails.path, lazy: page(() => import('./routes/teacher-emails.tsx')) },
    {
      // The signed-in workspace: signed-out visitors are sent to /login and brought back.
      lazy: page(() => import('./routes/require-auth.tsx')),
      children: [
        {
          path: paths.dashboard.path,
          lazy: page(
            () => import('./routes/dashboard.tsx'),
            () => import('./routes/dashboard.loader.ts'),
          ),
        },
        {
          path: paths.checklist.path,
          lazy: page(
            () => import('./routes/checklist.tsx'),
            () => import('./routes/checklist.loader.ts'),
          ),
        },
        {
          path: paths.academics.path,
          lazy: page(
            () => import('./routes/academics.tsx'),
            () => import('./routes/academics.loader.ts'),
          ),
        },
        {
          path: paths.saved.path,
          lazy: page(
            () => import('./routes/saved.tsx'),
            () => import('./routes/saved.loader.ts'),
          ),
        },
        {
          path: paths.recommendations.path,
          lazy: page(
            () => import('./routes/recommendations.tsx'),
            () => import('./routes/recommendations.loader.ts'),
          ),
        },
        { path: paths.accountSettings.path, lazy: page(() => import('./routes/account-settings.tsx')) },
        {
          path: paths.timeline.path,
          lazy: page(
            () => import('./routes/timeline.tsx'),
            () => import('./routes/timeline.loader.ts'),
          ),
        },
        {
          path: paths.notifications.path,
          lazy: page(
            () => import('./routes/notifications.tsx'),
            () => import('./routes/notifications.loader.ts'),
          ),
        },
        {
          path: paths.reminderSettings.path,
          lazy: page(
            () => import('./routes/reminder-settings.tsx'),
            () => import('./routes/reminder-settings.loader.ts'),
          ),
        },
        {
          path: paths.applications.path,
          lazy: page(
            () => import('./routes/applications.tsx'),
            () => import('./routes/applications.loader.ts'),
          ),
        },
        {
          path: paths.newApplication.path,
          lazy: page(
            () => import('./routes/new-application.tsx'),
            () => import('./routes/new-application.loader.ts'),
          ),
        },
        {
          path: paths.application.path,
          lazy: page(
            () => import('./routes/application.tsx'),
            () => import('./routes/application.loader.ts'),
          ),
        },
        {
          path: paths.essay.path,
          lazy: page(
            () => import('./routes/essay.tsx'),
            () => import('./routes/essay.loader.ts'),
          ),
        },
        {
          path: paths.letter.path,
          lazy: page(
            () => import('./routes/letter.tsx'),
            () => import('./routes/letter.loader.ts'),
          ),
        },
        {
          path: paths.tasks.path,
          lazy: page(
            () => import('./routes/tasks.tsx'),
            () => import('./routes/tasks.loader.ts'),
          ),
        },
        { path: paths.newTask.path, lazy: page(() => import('./routes/new-task.tsx')) },
        {
          path: paths.offers.path,
          lazy: page(
            () => import('./routes/offers.tsx'),
            () => import('./routes/offers.loader.ts'),
          ),
        },
        // Who sees a student's plan, and the parents' and counselors' pages.
        { path: paths.sharing.path, lazy: page(() => import('./routes/sharing.tsx')) },
        { path: paths.family.path, lazy: page(() => import('./routes/family.tsx')) },
        {
          path: paths.student.path,
          lazy: page(
            () => import('./routes/student.tsx'),
            () => import('./routes/student.loader.ts'),
          ),
        },
        {
          path: paths.studentEssay.path,
          lazy: page(
            () => import('./routes/student-essay.tsx'),
            () => import('./routes/student-essay.loader.ts'),
          ),
        },
        {
          path: paths.teacherLetters.path,
          lazy: page(
            () => import('./routes/teacher-letters.tsx'),
            () => import('./routes/teacher-letters.loader.ts'),
          ),
        },
        { path: paths.studentOffers.path, lazy: page(() => import('./routes/student-offers.tsx')) },
        { path: paths.counselor.path, lazy: page(() => import('./routes/counselor.tsx')) },
        { path: paths.caseload.path, lazy: page(() => import('./routes/caseload.tsx')) },
        { path: paths.classDeadlines.path, lazy: page(() => import('./routes/class-deadlines.tsx')) },
        // A counselor's admission history and checked deadlines.
        { path: paths.admissionHistory.path, lazy: page(() => import('./routes/admission-history.tsx')) },
        { path: paths.checkedDeadlines.path, lazy: page(() => import('./routes/checked-deadlines.tsx')) },
        { path: paths.roster.path, lazy: page(() => import('./routes/roster.tsx')) },
        { path: paths.rosterJoinSheet.path, lazy: page(() => import('./routes/join-sheet.tsx')) },
        { path: paths.classPlans.path, lazy: page(() => import('./routes/class-plans.tsx')) },
      ],
    },
  ];
}
