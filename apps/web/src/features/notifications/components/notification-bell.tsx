import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { DeadlineUpdateOffer } from '../../../components/ui/deadline-update-offer.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { NotificationsList } from './notifications-list.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

const linkClass = 'font-medium text-indigo-700 underline-offset-2 hover:underline';

/** Refetches the bell whenever the route changes, so a deadline added on one page shows on the next without a reload. */
function useRefetchOnRouteChange(pathname: string) {
  const queryClient = useQueryClient();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  }, [pathname, queryClient]);
}

/**
 * The notification bell in the header ("Reminders"): the number of unread reminders on
 * the button, and a popover listing items within the student's lead times and anything overdue.
 * Loaded lazily and only for signed-in students, so visitors download none of it.
 */
export default function NotificationBell() {
  const { t } = useLingui();
  const location = useLocation();
  const notifications = useNotifications();
  const markRead = useMarkRead();
  const headingId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  // Open only for the location it was opened on: following a link closes it (derive, don't sync).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  useRefetchOnRouteChange(location.pathname);

  const data = notifications.data;
  const unread = data?.enabled ? data.unread : 0;
  // A counselor's checked date offered to an application; it stays until answered.
  const updates = data?.deadlineUpdates ?? [];
  const updateCount = updates.length;
  const badge = unread + updateCount;
  const close = () => setOpenAt(null);
  const mark = (input: { keys: string[] } | { all: true }) =>
    markRead.mutate(input, {
      // The button just pressed disappears or is disabled; keep focus inside the popover.
      onSuccess: () => contentRef.current?.focus(),
    });

  let body;
  if (notifications.isPending) {
    body = (
      <LoadingState label={t`Loading notifications`} className="space-y-2 p-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </LoadingState>
    );
  } else if (notifications.isError || !data) {
    body = (
      <ErrorState
        size="compact"
        className="m-3"
        message={t`We could not load your notifications.`}
        onRetry={() => void notifications.refetch()}
      />
    );
  } else if (!data.enabled) {
    body = (
      <div className="flex items-start gap-3 p-4 text-sm text-slate-700">
        <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <p>
          <Trans>
            Reminders in the app are off.{' '}
            <Link to={paths.reminderSettings.getHref()} onClick={close} className={linkClass}>
              Turn them on in reminder settings
            </Link>
          </Trans>
        </p>
      </div>
    );
  } else if (data.items.length === 0) {
    body = (
      <div className="p-4 text-sm">
        <p className="font-medium text-slate-900">
          <Trans>Nothing due soon</Trans>
        </p>
        <p className="mt-1 text-slate-600">
          <Trans>Deadlines show here as they come within your reminder times, and stay while overdue.</Trans>
        </p>
      </div>
    );
  } else {
    body = (
      <div className="max-h-[min(24rem,60vh)] overflow-y-auto">
        <NotificationsList label={t`Notifications`} notifications={data.items} onMarkRead={(key) => mark({ keys: [key] })} onOpen={close} />
      </div>
    );
  }

  return (
    <Popover.Root open={open} onOpenChange={(next) => setOpenAt(next ? location.key : null)}>
      <Popover.Trigger
        aria-label={
          !data
            ? t`Notifications`
            : updateCount
              ? t`Notifications, ${unread} unread, ${plural(updateCount, { one: '# deadline update', other: '# deadline updates' })}`
              : t`Notifications, ${unread} unread`
        }
        className="relative grid size-10 shrink-0 place-items-center rounded-lg text-slate-700 hover:bg-slate-900/5 data-[state=open]:bg-slate-100"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-rose-700 px-1 text-center text-[0.6875rem] leading-5 font-semibold text-white"
          >
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          tabIndex={-1}
          aria-labelledby={headingId}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white shadow-lg shadow-slate-900/10 focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-3 py-2">
            <h2 id={headingId} className="text-sm font-semibold text-slate-900">
              <Trans>Notifications</Trans>
            </h2>
            {data?.enabled && data.items.length > 0 ? (
              <button
                type="button"
                disabled={unread === 0 || markRead.isPending}
                onClick={() => mark({ all: true })}
                className={buttonClass('ghost', 'px-2 py-1 text-xs')}
              >
                <Trans>Mark all as read</Trans>
              </button>
            ) : null}
          </div>
          {markRead.isError ? (
            <p role="alert" className="border-b border-rose-200 bg-rose-50 px-3 py-2 text-xs text-rose-900">
              <Trans>That did not work. Please try again.</Trans>
            </p>
          ) : null}
          {updates.length > 0 ? (
            <section
              aria-label={t`Deadline updates from your counselor`}
              className="max-h-[min(18rem,45vh)] space-y-2 overflow-y-auto border-b border-slate-200 p-3"
            >
              {updates.map((update) => (
                <DeadlineUpdateOffer
                  key={update.applicationId + update.deadline.date}
                  update={update}
                  size="compact"
                  onAnswered={() => contentRef.current?.focus()}
                />
              ))}
            </section>
          ) : null}
          {body}
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-3 py-2 text-sm">
            <Link to={paths.notifications.getHref()} onClick={close} className={linkClass}>
              <Trans>See all</Trans>
            </Link>
            <Link to={paths.reminderSettings.getHref()} onClick={close} className={linkClass}>
              <Trans>Reminder settings</Trans>
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
