import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatCount } from '../../lib/format-size.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const WEEK_CHOICES = [2, 4, CLASS_DEADLINE_WEEKS_DEFAULT, 12, CLASS_DEADLINE_WEEKS_MAX];
const GROUP_LABELS: Record<ClassDeadlineGroup, MessageDescriptor> = { week: msg`By week`, college: msg`By college` };

/** "Showing the first 500 of 812": a list the server capped; the CSV holds every one. */
function Capped({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  const first = formatCount(shown);
  const all = formatCount(total);
  return (
    <p className="text-sm text-slate-700">
      <Trans>
        Showing the first {first} of {all}. The CSV has every application.
      </Trans>
    </p>
  );
}

/**
 * /class-deadlines?school=…&group=college&weeks=…: the application deadlines of every student who
 * shares their applications with the school's counselors, overdue ones first (each named with what
 * is missing), then the coming weeks by week or by college, and the whole list as CSV.
 */
export function Component() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Class deadlines`);
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
      <LoadingState label={t`Loading the class deadlines`} className="space-y-4">
        <Skeleton className="h-12" />
        <Skeleton className="h-72" />
      </LoadingState>
    );
  } else if (schools.isError || deadlines.isError) {
    content = (
      <ErrorState
        message={t`We couldn’t load the class deadlines.`}
        onRetry={() => void (schools.isError ? schools.refetch() : deadlines.refetch())}
      />
    );
  } else if (!school || !deadlines.data) {
    content = (
      <CreateSchoolFirst>
        <Trans>This page lists the application deadlines of the students who share their plan with you.</Trans>
      </CreateSchoolFirst>
    );
  } else if (deadlines.data.sharingStudents === 0) {
    content = (
      <EmptyState
        icon={<CalendarClock className="size-6" />}
        title={t`No student shares their applications with you yet.`}
        action={
          <Link to={paths.counselor.getHref()} className={buttonClass('primary')}>
            <Trans>Get the join code</Trans>
          </Link>
        }
      >
        <Trans>
          Students join with the school’s code, switch on “Share with my school’s counselors” and keep “Saved colleges and applications” on;
          then their deadlines appear here.
        </Trans>
      </EmptyState>
    );
  } else {
    const { today, until, sharingStudents, upcoming, overdue } = deadlines.data;
    const overdueCount = formatCount(overdue.total);
    const upcomingCount = formatCount(upcoming.total);
    const from = formatDay(today);
    const to = formatDay(until);
    content = (
      <div className="space-y-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            {t`${plural(sharingStudents, {
              one: '# student shares their applications with you.',
              other: '# students share their applications with you.',
            })}`}
          </p>
          <a href={classDeadlinesCsvUrl(school.id)} download className={buttonClass('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Download CSV</Trans>
          </a>
        </div>
        <section aria-labelledby="overdue-heading" className="space-y-3">
          <h2 id="overdue-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Overdue ({overdueCount})</Trans>
          </h2>
          {overdue.total ? (
            <>
              <p className="text-sm text-slate-600">
                <Trans>Still drafting or in progress after the deadline, with what is missing.</Trans>
              </p>
              <Capped shown={overdue.applications.length} total={overdue.total} />
              <ClassDeadlineList applications={overdue.applications} today={today} />
            </>
          ) : (
            <p className="text-sm text-slate-600">
              <Trans>Nothing overdue: every application past its deadline was sent.</Trans>
            </p>
          )}
        </section>
        <section aria-labelledby="upcoming-heading" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
                <Trans>Upcoming ({upcomingCount})</Trans>
              </h2>
              <p className="text-sm text-slate-600">
                <Trans>
                  From {from} to {to}.
                </Trans>
              </p>
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <div role="group" aria-label={t`Group the upcoming deadlines`} className="flex gap-2">
                {CLASS_DEADLINE_GROUPS.map((choice) => (
                  <button
                    key={choice}
                    type="button"
                    aria-pressed={group === choice}
                    onClick={() => setParam('group', choice, 'week')}
                    className={buttonClass(group === choice ? 'primary' : 'secondary')}
                  >
                    {i18n._(GROUP_LABELS[choice])}
                  </button>
                ))}
              </div>
              <label className="text-sm font-medium text-slate-800">
                <Trans>Look ahead</Trans>
                <select
                  value={weeks}
                  onChange={(event) => setParam('weeks', event.target.value, String(CLASS_DEADLINE_WEEKS_DEFAULT))}
                  className={inputClass}
                >
                  {WEEK_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {t`${plural(choice, { one: '# week', other: '# weeks' })}`}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          <Capped shown={upcoming.applications.length} total={upcoming.total} />
          {upcoming.total ? (
            <ClassDeadlineGroupsView applications={upcoming.applications} group={group} today={today} />
          ) : (
            <p className="text-sm text-slate-600">
              {t`${plural(weeks, { one: 'No application deadline in the next week.', other: 'No application deadline in the next # weeks.' })}`}
            </p>
          )}
        </section>
      </div>
    );
  }

  const schoolName = school?.name;
  return (
    <WorkspacePage
      title={t`Class deadlines`}
      description={
        school ? t`${schoolName}: the application deadlines of every student who shares their applications with you.` : undefined
      }
      actions={<CounselorSchoolSelect schools={mine} value={schoolId} onChange={(id) => setParam('school', id, '')} />}
    >
      {content}
    </WorkspacePage>
  );
}
