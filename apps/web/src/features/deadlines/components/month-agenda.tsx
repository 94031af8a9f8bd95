import { useLingui } from '@lingui/react/macro';
import type { DeadlineItem } from '@campuspath/contract/deadlines';
import { formatDay } from '../../../lib/format-date.ts';
import { groupByDay } from '../month-grid.ts';
import { DeadlineItemLink } from './deadline-item-link.tsx';

/**
 * The month's items as a list under the grid on phones: a phone's grid cells cut each
 * chip to a few letters, so the names are readable here, by day. `items` are the month's own.
 */
export function MonthAgenda({ items, title }: { items: readonly DeadlineItem[]; title: string }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  const days = [...groupByDay([...items].sort((a, b) => a.date.localeCompare(b.date)))];
  return (
    <section aria-label={t`Everything due in ${title}`} className="sm:hidden" data-testid="month-agenda">
      <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {days.map(([day, dayItems]) => (
          <li key={day} className="p-3">
            <h3 className="text-sm font-semibold text-slate-900">
              <time dateTime={day}>{formatDay(day, 'weekdayMonthDay')}</time>
            </h3>
            <ul className="mt-2 space-y-1.5">
              {dayItems.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <DeadlineItemLink item={item} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
