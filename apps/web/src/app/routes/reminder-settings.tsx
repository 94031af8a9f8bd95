import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useReminderSettings } from '../../features/reminders/api/get-reminder-settings.ts';
import { ReminderSettingsForm } from '../../features/reminders/components/reminder-settings-form.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// A parent's page is the digest switch alone (Radix's switch), a student's the form and, below it,
// the calendar feed: each is asked for only by the page that shows it (e2e/js-budget.spec.ts).
const FamilyDigestSwitch = lazy(() =>
  import('../../features/reminders/components/family-digest-switch.tsx').then((module) => ({ default: module.FamilyDigestSwitch })),
);
const CalendarFeedSection = lazy(() =>
  import('../../features/reminders/components/calendar-feed-section.tsx').then((module) => ({ default: module.CalendarFeedSection })),
);

/** /settings/reminders: lead times, channels, quiet hours, the weekly digest, the time zone and the calendar feed. */
export function Component() {
  const { t } = useLingui();
  const parent = useAuth().user?.role === 'parent';
  const title = parent ? t`Weekly email digest` : t`Reminder settings`;
  useDocumentTitle(title);
  const settings = useReminderSettings();

  let content;
  if (settings.isPending) {
    content = (
      <LoadingState label={t`Loading your reminder settings`} className="space-y-6">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-56 w-full" />
      </LoadingState>
    );
  } else if (settings.isError) {
    content = (
      <ErrorState message={t`We could not load your reminder settings. Please try again.`} onRetry={() => void settings.refetch()} />
    );
  } else if (parent) {
    // A parent has no deadlines of their own here: only the digest of their students'.
    content = (
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <Suspense fallback={<Skeleton className="h-16" />}>
          <FamilyDigestSwitch settings={settings.data} />
        </Suspense>
      </div>
    );
  } else {
    content = (
      <div className="space-y-6">
        <ReminderSettingsForm settings={settings.data} />
        {settings.data.feed ? (
          <Suspense fallback={<Skeleton className="h-72 rounded-2xl" />}>
            <CalendarFeedSection feed={settings.data.feed} />
          </Suspense>
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
            <Trans>Turn on “Calendar feed” and save to get a private URL your calendar app can subscribe to.</Trans>
          </p>
        )}
      </div>
    );
  }

  return (
    <WorkspacePage
      title={title}
      width="narrow"
      description={
        parent ? (
          t`What CampusPath emails you about the students you follow.`
        ) : (
          <>
            <Trans>How and when CampusPath reminds you of deadlines.</Trans>{' '}
            <Link to={paths.notifications.getHref()} className="text-indigo-700 underline">
              <Trans>See your notifications</Trans>
            </Link>
          </>
        )
      }
    >
      {content}
    </WorkspacePage>
  );
}
