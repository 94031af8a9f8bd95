import { Link } from 'react-router';
import { dueText } from '@campuspath/contract/deadline-time';
import type { Notification } from '@campuspath/contract/reminders';
import type { TimelineItem } from '@campuspath/contract/timeline';
import { buttonClass } from '../../../components/ui/button.tsx';
import { datedItemHref } from '../../../lib/dated-item-href.ts';
import { formatDay, formatDueTime } from '../../../lib/format-date.ts';

const KIND_LABELS: Record<TimelineItem['kind'], string> = {
  application: 'Application deadline',
  reply: 'Reply and deposit deadline',
  waitlist: 'Waitlist reply date',
  scholarship: 'Scholarship deadline',
  essay: 'Essay',
  recommendation: 'Recommendation letter',
  task: 'Task',
  decision: 'Decision expected',
};

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
  const full = variant === 'full';
  return (
    <ul aria-label={label} className={full ? 'space-y-3' : 'divide-y divide-slate-100'}>
      {notifications.map((notification) => {
        const { item, read, key } = notification;
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
                    New
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
                  {item.title}
                </Link>
              </div>
              <p className={`mt-1 flex flex-wrap gap-x-2 text-slate-600 ${full ? 'text-sm' : 'text-xs'}`}>
                <span className={item.overdue ? 'font-semibold text-rose-800' : 'font-medium text-slate-800'}>{dueText(item)}</span>
                <span>{KIND_LABELS[item.kind]}</span>
                <span>
                  {full
                    ? `Due ${formatDay(item.date, 'weekday')} by ${formatDueTime(item.date, item.timeZone)}`
                    : `Due ${formatDay(item.date, 'short')}`}
                </span>
              </p>
            </div>
            {read ? null : (
              <button
                type="button"
                aria-label={`Mark read: ${item.title}`}
                onClick={(event) => {
                  // The button goes away once read: keep keyboard focus on this item's link, not <body>.
                  event.currentTarget.closest('li')?.querySelector('a')?.focus();
                  onMarkRead(key);
                }}
                className={buttonClass('ghost', `shrink-0 ${full ? 'px-3 py-1.5' : 'px-2 py-1 text-xs'}`)}
              >
                Mark read
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
