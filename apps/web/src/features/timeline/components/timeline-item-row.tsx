import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { TimelineItem } from '@campuspath/contract/timeline';
import { buttonClass } from '../../../components/ui/button.tsx';
import { datedItemHref } from '../../../lib/dated-item-href.ts';
import { formatDueTime } from '../../../lib/format-date.ts';
import { dueStatusText, TIMELINE_ITEM_KIND_NAMES } from '../../../lib/daily-terms.ts';
import { timelineItemTitle } from '../../../lib/dated-item-title.ts';
import { calendarItemFileUrl } from '@campuspath/contract/reminders-terms';

/** "5 days left" from the API's own count (contract/deadline-time.ts), "Done" once completed. */
function ItemStatus({ item }: { item: TimelineItem }) {
  const { i18n } = useLingui();
  if (item.completed)
    return (
      <span className="font-medium text-emerald-800">
        <Trans>Done</Trans>
      </span>
    );
  // A decision date is the school's to keep, not a deadline the student can miss.
  if (item.kind === 'decision') return null;
  const toneClass = item.overdue ? 'font-semibold text-rose-800' : item.daysLeft <= 7 ? 'font-semibold text-amber-800' : 'text-slate-700';
  return <span className={toneClass}>{dueStatusText(i18n, item)}</span>;
}

/**
 * One of the student's dated items on a step: a link to it, how it stands, and an .ics download.
 * `showDueTime` adds "by 11:59 pm EST" where the step itself does not already say it.
 */
export function TimelineItemRow({ item, showDueTime }: { item: TimelineItem; showDueTime: boolean }) {
  const { t, i18n } = useLingui();
  const title = timelineItemTitle(i18n, item);
  const dueTime = formatDueTime(item.date, item.timeZone);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link
          to={datedItemHref(item)}
          className={`font-medium break-words text-indigo-700 hover:underline ${item.completed ? 'line-through' : ''}`}
        >
          {title}
        </Link>
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-600">
          <span>{i18n._(TIMELINE_ITEM_KIND_NAMES[item.kind])}</span>
          <ItemStatus item={item} />
          {showDueTime && item.kind !== 'decision' && !item.completed ? <span>{t`by ${dueTime}`}</span> : null}
        </p>
      </div>
      {item.kind !== 'decision' ? (
        <a
          href={calendarItemFileUrl(item.kind, item.id)}
          download
          aria-label={t`Add to calendar: ${title} (.ics file)`}
          className={buttonClass('secondary', 'shrink-0 self-start px-3 py-1.5 text-xs sm:self-auto')}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          <Trans>Add to calendar</Trans>
        </a>
      ) : null}
    </li>
  );
}
