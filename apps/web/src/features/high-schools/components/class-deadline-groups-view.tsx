import type { ClassDeadline } from '@campuspath/contract/class-deadlines';
import type { ClassDeadlineGroup } from '@campuspath/contract/class-deadlines-terms';
import { formatDay } from '../../../lib/format-date.ts';
import { groupByCollege, groupByWeek } from '../class-deadline-groups.ts';
import { ClassDeadlineList } from './class-deadline-list.tsx';

const applicationsCount = (count: number) => (count === 1 ? '1 application' : `${count} applications`);

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
  const groups = group === 'week' ? groupByWeek(applications) : groupByCollege(applications);
  return (
    <div className="space-y-6">
      {groups.map((entry) => {
        const headingId = `deadlines-${group}-${entry.key}`;
        return (
          <section key={entry.key} aria-labelledby={headingId} className="space-y-2">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <h3 id={headingId} className="text-lg font-semibold text-slate-900">
                {entry.weekOf ? `Week of ${formatDay(entry.weekOf, 'weekdayMonthDay')}` : entry.collegeName}
              </h3>
              <p className="text-sm text-slate-600">{applicationsCount(entry.applications.length)}</p>
            </div>
            <ClassDeadlineList applications={entry.applications} today={today} showCollege={group === 'week'} />
          </section>
        );
      })}
    </div>
  );
}
