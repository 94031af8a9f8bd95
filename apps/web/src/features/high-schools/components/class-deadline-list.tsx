import { Link } from 'react-router';
import { APPLICATION_ROUND_LABELS, APPLICATION_STATUS_LABELS, calendarDaysBetween } from '@campuspath/contract/applications-terms';
import type { ClassDeadline } from '@campuspath/contract/class-deadlines';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { collegeLabel } from '../class-deadline-groups.ts';

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/**
 * Applications as a list, one item each: the student (a link to their plan), the college unless
 * the list is a college's own, the round, the deadline, the status and the checklist items still
 * missing, named. `today` turns a past deadline into "overdue by N days".
 */
export function ClassDeadlineList({
  applications,
  today,
  showCollege = true,
}: {
  applications: readonly ClassDeadline[];
  today: string;
  showCollege?: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {applications.map((application) => {
        const late = calendarDaysBetween(today, application.deadline);
        return (
          <li key={application.applicationId} className="px-4 py-3 text-sm sm:px-5">
            <p className="font-medium text-slate-900">
              <Link
                to={paths.student.getHref(application.studentId)}
                className="text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
              >
                {application.studentName}
              </Link>
              {showCollege ? <span className="text-slate-700">: {collegeLabel(application)}</span> : null}
            </p>
            <p className="mt-0.5 text-slate-600">
              {APPLICATION_ROUND_LABELS[application.round]} · due {formatDay(application.deadline, 'weekday')}
              {late < 0 ? <span className="font-medium text-red-700"> · overdue by {days(-late)}</span> : null} ·{' '}
              {APPLICATION_STATUS_LABELS[application.status]}
            </p>
            {application.missing.length ? (
              <p className="mt-0.5 text-slate-700">
                <span className="font-medium">Missing:</span> {application.missing.join(', ')}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
