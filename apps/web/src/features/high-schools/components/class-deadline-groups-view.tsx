import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ClassDeadline } from '@campuspath/contract/class-deadlines';
import type { ClassDeadlineGroup } from '@campuspath/contract/class-deadlines-terms';
import { formatDay } from '../../../lib/format-date.ts';
import { groupByCollege, groupByWeek } from '../class-deadline-groups.ts';
import { ClassDeadlineList } from './class-deadline-list.tsx';

/** The upcoming deadlines under a heading per week (from its Monday) or per college. */
export function ClassDeadlineGroupsView({
  applications,
  group,
  today,
}: {
  applications: readonly ClassDeadline[];
  group: ClassDeadlineGroup;
  today: string;
}) {
  const { t, i18n } = useLingui();
  const weekOf = (day: string) => {
    const monday = formatDay(day, 'weekdayMonthDay');
    return t`Week of ${monday}`;
  };
  const groups = group === 'week' ? groupByWeek(applications) : groupByCollege(applications, i18n);
  return (
    <div className="space-y-6">
      {groups.map((entry) => {
        const headingId = `deadlines-${group}-${entry.key}`;
        const count = entry.applications.length;
        return (
          <section key={entry.key} aria-labelledby={headingId} className="space-y-2">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <h3 id={headingId} className="text-lg font-semibold text-slate-900">
                {entry.weekOf ? weekOf(entry.weekOf) : entry.collegeName}
              </h3>
              <p className="text-sm text-slate-600">{t`${plural(count, { one: '# application', other: '# applications' })}`}</p>
            </div>
            <ClassDeadlineList applications={entry.applications} today={today} showCollege={group === 'week'} />
          </section>
        );
      })}
    </div>
  );
}
