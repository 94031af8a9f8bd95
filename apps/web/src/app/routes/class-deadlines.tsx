import { CalendarClock, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CLASS_DEADLINE_GROUPS,
  CLASS_DEADLINE_WEEKS_DEFAULT,
  CLASS_DEADLINE_WEEKS_MAX,
  type ClassDeadlineGroup,
} from '@campuspath/contract/class-deadlines-terms';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { classDeadlinesCsvUrl, useClassDeadlines } from '../../features/high-schools/api/get-class-deadlines.ts';
import { ClassDeadlineGroupsView } from '../../features/high-schools/components/class-deadline-groups-view.tsx';
import { ClassDeadlineList } from '../../features/high-schools/components/class-deadline-list.tsx';
import { CounselorSchoolSelect, CreateSchoolFirst } from '../../features/high-schools/components/counselor-school.tsx';
import { useCounselorSchool } from '../../features/high-schools/use-counselor-school.ts';
import { formatDay } from '../../lib/format-date.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const WEEK_CHOICES = [2, 4, CLASS_DEADLINE_WEEKS_DEFAULT, 12, CLASS_DEADLINE_WEEKS_MAX];
const GROUP_LABELS: Record<ClassDeadlineGroup, string> = { week: 'By week', college: 'By college' };

/** "Showing the first 500 of 812": a list the server capped; the CSV holds every one. */
const capped = (shown: number, total: number) =>
  total > shown ? (
    <p className="text-sm text-slate-700">
      Showing the first {shown.toLocaleString()} of {total.toLocaleString()}. The CSV has every application.
    </p>
  ) : null;

/**
 * /class-deadlines?school=…&group=college&weeks=…: the application deadlines of every student who
 * shares their applications with the school's counselors, overdue ones first (each named with what
 * is missing), then the coming weeks by week or by college, and the whole list as CSV.
 */
export function Component() {
  useDocumentTitle('Class deadlines');
  const [searchParams, setSearchParams] = useSearchParams();
  const { schools, mine, schoolId, school } = useCounselorSchool();
  const group: ClassDeadlineGroup = searchParams.get('group') === 'college' ? 'college' : 'week';
  const asked = Number(searchParams.get('weeks'));
  const weeks = WEEK_CHOICES.includes(asked) ? asked : CLASS_DEADLINE_WEEKS_DEFAULT;
  const deadlines = useClassDeadlines(school ? school.id : '', weeks);
  const setParam = (key: string, value: string, byDefault: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === byDefault) next.delete(key);
    else next.set(key, value);
    setSearchParams(next, { replace: true });
  };

  let content: ReactNode;
  if (schools.isPending || (school && deadlines.isPending)) {
    content = (
      <LoadingState label="Loading the class deadlines" className="space-y-4">
        <Skeleton className="h-12" />
        <Skeleton className="h-72" />
      </LoadingState>
    );
  } else if (schools.isError || deadlines.isError) {
    content = (
      <ErrorState
        message="We couldn't load the class deadlines."
        onRetry={() => void (schools.isError ? schools.refetch() : deadlines.refetch())}
      />
    );
  } else if (!school || !deadlines.data) {
    content = (
      <CreateSchoolFirst>This page lists the application deadlines of the students who share their plan with you.</CreateSchoolFirst>
    );
  } else if (deadlines.data.sharingStudents === 0) {
    content = (
      <EmptyState
        icon={<CalendarClock className="size-6" />}
        title="No student shares their applications with you yet."
        action={
          <Link to={paths.counselor.getHref()} className={buttonClass('primary')}>
            Get the join code
          </Link>
        }
      >
        Students join with the school's code, switch on “Share with my school's counselors” and keep “Saved colleges and applications” on;
        then their deadlines appear here.
      </EmptyState>
    );
  } else {
    const { today, until, sharingStudents, upcoming, overdue } = deadlines.data;
    content = (
      <div className="space-y-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            {sharingStudents === 1 ? '1 student shares' : `${sharingStudents.toLocaleString()} students share`} their applications with you.
          </p>
          <a href={classDeadlinesCsvUrl(school.id)} download className={buttonClass('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
        </div>
        <section aria-labelledby="overdue-heading" className="space-y-3">
          <h2 id="overdue-heading" className="text-xl font-semibold text-slate-900">
            Overdue ({overdue.total.toLocaleString()})
          </h2>
          {overdue.total ? (
            <>
              <p className="text-sm text-slate-600">Still drafting or in progress after the deadline, with what is missing.</p>
              {capped(overdue.applications.length, overdue.total)}
              <ClassDeadlineList applications={overdue.applications} today={today} />
            </>
          ) : (
            <p className="text-sm text-slate-600">Nothing overdue: every application past its deadline was sent.</p>
          )}
        </section>
        <section aria-labelledby="upcoming-heading" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
                Upcoming ({upcoming.total.toLocaleString()})
              </h2>
              <p className="text-sm text-slate-600">
                From {formatDay(today)} to {formatDay(until)}.
              </p>
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <div role="group" aria-label="Group the upcoming deadlines" className="flex gap-2">
                {CLASS_DEADLINE_GROUPS.map((choice) => (
                  <button
                    key={choice}
                    type="button"
                    aria-pressed={group === choice}
                    onClick={() => setParam('group', choice, 'week')}
                    className={buttonClass(group === choice ? 'primary' : 'secondary')}
                  >
                    {GROUP_LABELS[choice]}
                  </button>
                ))}
              </div>
              <label className="text-sm font-medium text-slate-800">
                Look ahead
                <select
                  value={weeks}
                  onChange={(event) => setParam('weeks', event.target.value, String(CLASS_DEADLINE_WEEKS_DEFAULT))}
                  className={inputClass}
                >
                  {WEEK_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice} weeks
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          {capped(upcoming.applications.length, upcoming.total)}
          {upcoming.total ? (
            <ClassDeadlineGroupsView applications={upcoming.applications} group={group} today={today} />
          ) : (
            <p className="text-sm text-slate-600">No application deadline in the next {weeks} weeks.</p>
          )}
        </section>
      </div>
    );
  }

  return (
    <WorkspacePage
      title="Class deadlines"
      description={
        school ? `${school.name}: the application deadlines of every student who shares their applications with you.` : undefined
      }
      actions={<CounselorSchoolSelect schools={mine} value={schoolId} onChange={(id) => setParam('school', id, '')} />}
    >
      {content}
    </WorkspacePage>
  );
}
