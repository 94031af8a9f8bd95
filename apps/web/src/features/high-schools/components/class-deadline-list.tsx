import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { calendarDaysBetween } from '@campuspath/contract/applications-terms';
import type { ClassDeadline } from '@campuspath/contract/class-deadlines';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { APPLICATION_ROUND_NAMES, APPLICATION_STATUS_NAMES, checklistStepText } from '../../../lib/plan-terms.ts';
import { collegeLabel } from '../class-deadline-groups.ts';

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
  const { i18n, t } = useLingui();
  const dueOn = (deadline: string) => {
    const day = formatDay(deadline, 'weekday');
    return t`due ${day}`;
  };
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {applications.map((application) => {
        const late = calendarDaysBetween(today, application.deadline);
        const daysLate = -late;
        return (
          <li key={application.applicationId} className="px-4 py-3 text-sm sm:px-5">
            <p className="font-medium text-slate-900">
              <Link
                to={paths.student.getHref(application.studentId)}
                className="text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
              >
                {application.studentName}
              </Link>
              {showCollege ? <span className="text-slate-700">: {collegeLabel(i18n, application)}</span> : null}
            </p>
            <p className="mt-0.5 text-slate-600">
              {i18n._(APPLICATION_ROUND_NAMES[application.round])} · {dueOn(application.deadline)}
              {late < 0 ? (
                <span className="font-medium text-red-700"> · {t`overdue by ${plural(daysLate, { one: '# day', other: '# days' })}`}</span>
              ) : null}{' '}
              · {i18n._(APPLICATION_STATUS_NAMES[application.status])}
            </p>
            {application.missing.length ? (
              <p className="mt-0.5 text-slate-700">
                <span className="font-medium">
                  <Trans>Missing:</Trans>
                </span>{' '}
                {application.missing.map((label) => checklistStepText(i18n, label)).join(', ')}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
