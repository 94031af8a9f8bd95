import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Notification } from '@campuspath/contract/reminders';
import { buttonClass } from '../../../components/ui/button.tsx';
import { datedItemHref } from '../../../lib/dated-item-href.ts';
import { formatDay, formatDueTime } from '../../../lib/format-date.ts';
import { dueStatusText, NOTIFICATION_KIND_NAMES } from '../../../lib/daily-terms.ts';
import { datedItemTitle } from '../../../lib/dated-item-title.ts';

interface NotificationsListProps {
  label: string;
  notifications: readonly Notification[];
  /** Marks one notification read (its button, or following its link while unread). */
  onMarkRead: (key: string) => void;
  /** Called when a title link is followed (the bell closes its popover). */
  onOpen?: () => void;
  /** The bell shows a short line; the notifications page the full due time in the item's zone. */
  variant?: 'compact' | 'full';
}

/**
 * The notifications the bell and the notifications page list: each item's title links to it,
 * with how many days are left (the API's own count, contract/deadline-time.ts; red once overdue)
 * and, while unread, a "New" mark and a Mark read button.
 */
export function NotificationsList({ label, notifications, onMarkRead, onOpen, variant = 'compact' }: NotificationsListProps) {
  const { t, i18n } = useLingui();
  const full = variant === 'full';
  return (
    <ul aria-label={label} className={full ? 'space-y-3' : 'divide-y divide-slate-100'}>
      {notifications.map((notification) => {
        const { item, read, key } = notification;
        const title = datedItemTitle(i18n, item);
        const day = formatDay(item.date, full ? 'weekday' : 'short');
        const dueTime = formatDueTime(item.date, item.timeZone);
        return (
          <li
            key={key}
            className={`flex items-start gap-3 ${full ? 'rounded-xl border px-4 py-3 sm:px-5' : 'px-3 py-2.5'} ${
              read ? (full ? 'border-slate-200 bg-white' : '') : full ? 'border-indigo-200 bg-indigo-50/60' : 'bg-indigo-50/60'
            }`}
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {read ? null : (
                  <span className="rounded-full bg-indigo-600 px-1.5 py-0.5 text-[0.6875rem] leading-none font-semibold text-white">
                    <Trans>New</Trans>
                  </span>
                )}
                <Link
                  to={datedItemHref(item)}
                  onClick={() => {
                    if (!read) onMarkRead(key);
                    onOpen?.();
                  }}
                  className={`font-medium break-words text-indigo-700 hover:underline ${full ? '' : 'text-sm'}`}
                >
                  {title}
                </Link>
              </div>
              <p className={`mt-1 flex flex-wrap gap-x-2 text-slate-600 ${full ? 'text-sm' : 'text-xs'}`}>
                <span className={item.overdue ? 'font-semibold text-rose-800' : 'font-medium text-slate-800'}>
                  {dueStatusText(i18n, item)}
                </span>
                <span>{i18n._(NOTIFICATION_KIND_NAMES[item.kind])}</span>
                <span>{full ? t`Due ${day} by ${dueTime}` : t`Due ${day}`}</span>
              </p>
            </div>
            {read ? null : (
              <button
                type="button"
                aria-label={t`Mark read: ${title}`}
                onClick={(event) => {
                  // The button goes away once read: keep keyboard focus on this item's link, not <body>.
                  event.currentTarget.closest('li')?.querySelector('a')?.focus();
                  onMarkRead(key);
                }}
                className={buttonClass('ghost', `shrink-0 ${full ? 'px-3 py-1.5' : 'px-2 py-1 text-xs'}`)}
              >
                <Trans>Mark read</Trans>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
