import { Trans, useLingui } from '@lingui/react/macro';
import { isSameMonth } from 'date-fns';
import type { DeadlineItem } from '@campuspath/contract/deadlines';
import { formatDay, isRenderToday, toIsoDay, weekdayNames } from '../../../lib/format-date.ts';
import { ITEMS_PER_DAY, type MonthGrid } from '../month-grid.ts';
import { DeadlineItemLink } from './deadline-item-link.tsx';

/** Spec section 2: 42 cells, up to 2 items a day, then '+N more' (which opens the day's list). */
export function MonthCalendar({
  grid,
  itemsByDay,
  busy,
  onShowDay,
}: {
  grid: MonthGrid;
  itemsByDay: Map<string, DeadlineItem[]>;
  busy: boolean;
  onShowDay: (day: string) => void;
}) {
  const monthName = formatDay(grid.month, 'month');
  const weekdays = weekdayNames('long');
  const shortWeekdays = weekdayNames('short');
  const narrowWeekdays = weekdayNames('narrow');
  const weeks = Array.from({ length: grid.days.length / 7 }, (_, week) => grid.days.slice(week * 7, week * 7 + 7));
  return (
    <table aria-busy={busy || undefined} className="w-full table-fixed border-collapse text-left">
      <caption className="sr-only">
        <Trans>Deadlines in {monthName}</Trans>
      </caption>
      <thead>
        <tr>
          {weekdays.map((weekday, index) => (
            <th key={weekday} scope="col" className="pb-2 text-center text-xs font-semibold text-slate-600">
              <span aria-hidden="true" className="sm:hidden">
                {narrowWeekdays[index]}
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                {shortWeekdays[index]}
              </span>
              <span className="sr-only">{weekday}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={toIsoDay(week[0]!)}>
            {week.map((day) => {
              const iso = toIsoDay(day);
              const items = itemsByDay.get(iso) ?? [];
              const more = items.length - ITEMS_PER_DAY;
              const inMonth = isSameMonth(day, grid.month);
              const today = isRenderToday(day);
              return (
                <td
                  key={iso}
                  aria-current={today ? 'date' : undefined}
                  data-date={iso}
                  className={`h-24 border border-slate-200 p-1 align-top sm:h-28 ${inMonth ? 'bg-white' : 'bg-slate-50'}`}
                >
                  <time
                    dateTime={iso}
                    className={`grid size-6 place-items-center rounded-full text-xs font-medium ${today ? 'bg-indigo-600 text-white' : inMonth ? 'text-slate-900' : 'text-slate-600'}`}
                  >
                    <span aria-hidden="true">{formatDay(day, 'dayOfMonth')}</span>
                    <span className="sr-only">{formatDay(day, 'monthDay')}</span>
                  </time>
                  {items.length > 0 ? (
                    <ul className="mt-1 space-y-1">
                      {items.slice(0, ITEMS_PER_DAY).map((item) => (
                        <li key={`${item.kind}-${item.id}`}>
                          <DeadlineItemLink item={item} compact />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {more > 0 ? (
                    <button
                      type="button"
                      onClick={() => onShowDay(iso)}
                      className="mt-1 w-full truncate rounded px-1 text-left text-[11px] font-semibold text-indigo-700 hover:bg-indigo-50 sm:text-xs"
                    >
                      <MoreOnDay more={more} day={day} />
                    </button>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "+3 more", with the day for a screen reader. */
function MoreOnDay({ more, day }: { more: number; day: Date }) {
  const { t } = useLingui();
  const dayName = formatDay(day, 'monthDay');
  return (
    <>
      {t`+${more} more`}
      <span className="sr-only"> {t`on ${dayName}`}</span>
    </>
  );
}
