import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { addMonths, isSameMonth, parseISO } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEADLINE_KINDS } from '@campuspath/contract/deadlines-terms';
import { DEADLINE_KIND_NAMES } from '../../../lib/daily-terms.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/query-state.tsx';
import { formatDay, renderToday } from '../../../lib/format-date.ts';
import { useDeadlines } from '../api/get-deadlines.ts';
import { groupByDay, monthGrid, monthParam, parseMonthParam } from '../month-grid.ts';
import { DayDialog } from './day-dialog.tsx';
import { KIND_TONES } from './deadline-item-link.tsx';
import { MonthAgenda } from './month-agenda.tsx';
import { MonthCalendar } from './month-calendar.tsx';

/** The Deadlines tab: a month of application deadlines, essay and letter due dates and tasks (?month=YYYY-MM). */
export function DeadlinesTab() {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const grid = monthGrid(parseMonthParam(searchParams.get('month')) ?? renderToday());
  const deadlines = useDeadlines(grid.from, grid.to);
  const [openDay, setOpenDay] = useState<string | null>(null);

  const showMonth = (month: Date) => {
    const next = new URLSearchParams(searchParams);
    if (isSameMonth(month, renderToday())) next.delete('month');
    else next.set('month', monthParam(month));
    setSearchParams(next, { replace: true });
  };

  const items = deadlines.data?.items ?? [];
  const itemsByDay = groupByDay(items);
  const inMonth = items.filter((item) => isSameMonth(parseISO(item.date), grid.month));
  const title = formatDay(grid.month, 'month');
  const inMonthCount = inMonth.length;
  // "Nothing is due" only from this month's own answer: not while another month's
  // answer stands in for it (keepPreviousData), and not when loading failed.
  const settled = deadlines.data !== undefined && !deadlines.isPlaceholderData;
  const failed = deadlines.isError && !settled;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900" aria-live="polite">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            className="px-2.5"
            aria-label={t`Previous month`}
            onClick={() => showMonth(addMonths(grid.month, -1))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="secondary" onClick={() => showMonth(renderToday())}>
            <Trans>Today</Trans>
          </Button>
          <Button variant="secondary" className="px-2.5" aria-label={t`Next month`} onClick={() => showMonth(addMonths(grid.month, 1))}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>

      {failed ? (
        <ErrorState message={t`We couldn't load your deadlines.`} onRetry={() => void deadlines.refetch()} />
      ) : (
        <MonthCalendar grid={grid} itemsByDay={itemsByDay} busy={deadlines.isFetching} onShowDay={setOpenDay} />
      )}

      <p role="status" className="text-sm text-slate-600">
        {failed
          ? ''
          : !settled
            ? t`Loading deadlines…`
            : inMonthCount === 0
              ? t`Nothing is due in ${title}.`
              : t`${plural(inMonthCount, { one: '# item due', other: '# items due' })} in ${title}.`}
      </p>
      {settled && <MonthAgenda items={inMonth} title={title} />}
      <ul aria-label={t`Colour key`} className="flex flex-wrap gap-2 text-xs">
        {DEADLINE_KINDS.map((kind) => (
          <li key={kind} className={`rounded px-2 py-0.5 ${KIND_TONES[kind].className}`}>
            {i18n._(DEADLINE_KIND_NAMES[kind])}
          </li>
        ))}
        <li className="rounded bg-slate-100 px-2 py-0.5 text-slate-700 line-through">
          <Trans>Done</Trans>
        </li>
      </ul>

      <DayDialog day={openDay} items={openDay ? (itemsByDay.get(openDay) ?? []) : []} onClose={() => setOpenDay(null)} />
    </div>
  );
}
