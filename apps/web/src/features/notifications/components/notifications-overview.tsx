import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff, BellRing } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { DeadlineUpdateOffer } from '../../../components/ui/deadline-update-offer.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { NotificationsList } from './notifications-list.tsx';

/** Everything the bell holds, on a page of its own: unread marked, mark read one by one or all at once. */
export function NotificationsOverview() {
  const { t } = useLingui();
  const notifications = useNotifications();
  const markRead = useMarkRead();

  if (notifications.isPending) {
    return (
      <LoadingState label={t`Loading notifications`} className="space-y-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </LoadingState>
    );
  }
  if (notifications.isError) {
    return <ErrorState message={t`We could not load your notifications. Please try again.`} onRetry={() => void notifications.refetch()} />;
  }

  const { enabled, unread, items, deadlineUpdates } = notifications.data;
  // Counselors' checked dates offered to applications, above the rest until answered.
  const withOffers = (content: ReactNode) =>
    deadlineUpdates.length === 0 ? (
      content
    ) : (
      <div className="space-y-6">
        <section aria-labelledby="deadline-updates" className="space-y-3">
          <h2 id="deadline-updates" className="text-lg font-semibold text-slate-900">
            <Trans>Deadline updates from your counselor</Trans>
          </h2>
          {deadlineUpdates.map((update) => (
            <DeadlineUpdateOffer key={update.applicationId + update.deadline.date} update={update} />
          ))}
        </section>
        {content}
      </div>
    );
  if (!enabled) {
    return withOffers(
      <EmptyState
        icon={<BellOff className="size-6" />}
        title={t`Reminders in the app are off`}
        action={
          <Link to={paths.reminderSettings.getHref()} className={buttonClass('primary')}>
            <Trans>Change your reminder settings</Trans>
          </Link>
        }
      >
        <Trans>Turn on “In the app” in your reminder settings to see deadlines here and in the bell.</Trans>
      </EmptyState>,
    );
  }
  if (items.length === 0) {
    return withOffers(
      <EmptyState
        icon={<BellRing className="size-6" />}
        title={t`Nothing due soon`}
        action={
          <Link to={paths.timeline.getHref()} className={buttonClass('secondary')}>
            <Trans>See your timeline</Trans>
          </Link>
        }
      >
        <Trans>Deadlines show here as they come within your reminder times, and stay while they are overdue.</Trans>
      </EmptyState>,
    );
  }

  return withOffers(
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-700">
          {unread === 0 ? t`All caught up: nothing unread.` : t`${unread} unread`}
        </p>
        <Button variant="secondary" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
          <Trans>Mark all as read</Trans>
        </Button>
      </div>
      {markRead.isError ? (
        <FormAlert>
          <Trans>That did not work. Please try again.</Trans>
        </FormAlert>
      ) : null}
      <NotificationsList
        label={t`Notifications`}
        variant="full"
        notifications={items}
        onMarkRead={(key) => markRead.mutate({ keys: [key] })}
      />
    </div>,
  );
}
