import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus, ExternalLink, GraduationCap } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import type { Application } from '@campuspath/contract/applications';
import { isApplicationOpen, roundHasDeadline, showsProgressPercent } from '@campuspath/contract/applications-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { formatPercent } from '../../../lib/format-percent.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';
import { daysLeftMessage } from '../application-terms.ts';
import { warningDaysNow } from '../warning-days.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ChecklistEditor } from './checklist-editor.tsx';
import { DeleteApplicationDialog } from './delete-application-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { calendarItemFileUrl } from '@campuspath/contract/reminders-terms';

// The details form (react-hook-form, about 15 KB gzipped) is a chunk of its own, asked for as soon
// as this module loads, so the summary and checklist show without waiting for it (e2e/js-budget.spec.ts).
const editForm = import('./edit-application-form.tsx');
const EditApplicationForm = lazy(() => editForm.then((module) => ({ default: module.EditApplicationForm })));

/** The body of /applications/{id}: a summary, the checklist, the editable details and deletion. */
export function ApplicationDetails({
  application,
  findDeadlineTask = false,
}: {
  application: Application;
  /** The student has an open "Find the deadline" task for it (none when their counselors recorded no such round). */
  findDeadlineTask?: boolean;
}) {
  const { t, i18n } = useLingui();
  const schoolId = application.schoolId;
  const schoolName = application.school?.name ?? t`School ${schoolId}`;
  // Counted in the school's time zone (deadline-time.ts), like every other "days left".
  const daysLeft = warningDaysNow(application);
  // A demo account's applications are samples: their deadlines are the round's typical dates, never the college's.
  const sample = useAuth().user?.isDemo === true;
  const linkedEssays = formatCount(application.linkedEssays);
  const linkedDocuments = formatCount(application.linkedDocuments);
  return (
    <div className="space-y-6">
      <section
        aria-label={t`Summary`}
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <dl className="grid grid-cols-2 gap-x-8 gap-y-3 text-sm sm:flex sm:flex-wrap">
          <div>
            <dt className="text-slate-600">
              <Trans>Status</Trans>
            </dt>
            <dd className="mt-0.5">
              <StatusBadge status={application.status} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">
              <Trans>Round</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{i18n._(APPLICATION_ROUND_NAMES[application.round])}</dd>
          </div>
          <div>
            <dt className="text-slate-600">
              <Trans>Deadline</Trans>
            </dt>
            <dd className="font-medium text-slate-900">
              {application.deadline ? formatDay(application.deadline) : t`Not set yet`}
              {application.deadline && sample ? (
                <span className="block text-xs font-normal text-amber-900">
                  <Trans>Sample: a typical date</Trans>
                </span>
              ) : null}
              {/* A deadline still to find matters only while the application is being prepared. */}
              {!application.deadline && roundHasDeadline(application.round) && isApplicationOpen(application.status) ? (
                findDeadlineTask ? (
                  <Link to={paths.tasks.getHref()} className="mt-1 block w-fit text-sm font-medium text-indigo-700 hover:underline">
                    <Trans>Find the deadline (in your tasks)</Trans>
                  </Link>
                ) : application.school ? (
                  <Link
                    to={paths.university.getHref(application.school.slug, 'admissions')}
                    className="mt-1 block w-fit text-sm font-medium text-indigo-700 hover:underline"
                  >
                    <Trans>Find the deadline: {schoolName}'s admissions links</Trans>
                  </Link>
                ) : null
              ) : null}
              {daysLeft !== null ? (
                <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-amber-900">{daysLeftMessage(i18n, daysLeft)}</span>
              ) : null}
              {application.deadline ? (
                <a
                  href={calendarItemFileUrl('application', application.id)}
                  download
                  aria-label={t`Add to calendar (.ics): ${schoolName} deadline`}
                  className="mt-1 flex w-fit items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
                >
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  <Trans>Add to calendar (.ics)</Trans>
                </a>
              ) : null}
            </dd>
          </div>
          {application.decisionDate ? (
            <div>
              <dt className="text-slate-600">
                <Trans>Decision expected</Trans>
              </dt>
              <dd className="font-medium text-slate-900">{formatDay(application.decisionDate)}</dd>
            </div>
          ) : null}
          {showsProgressPercent(application.status) ? (
            <div>
              <dt className="text-slate-600">
                <Trans>Progress</Trans>
              </dt>
              <dd className="font-medium text-slate-900 tabular-nums">{formatPercent(application.progress)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="flex flex-wrap gap-2">
          {application.portalUrl ? (
            <a href={application.portalUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
              <Trans>Open application portal</Trans>
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{` ${t`(opens in a new tab)`}`}</span>
            </a>
          ) : null}
          {application.school ? (
            <Link to={paths.university.getHref(application.school.slug)} className={buttonClass('secondary')}>
              <GraduationCap aria-hidden="true" className="size-4" />
              <Trans>About {schoolName}</Trans>
            </Link>
          ) : null}
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <ChecklistEditor application={application} schoolName={schoolName} />
        <Suspense fallback={<Skeleton className="h-[49.75rem] rounded-xl lg:h-[38.2rem]" />}>
          <EditApplicationForm key={application.id} application={application} />
        </Suspense>
      </div>

      <section aria-labelledby="delete-title" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="delete-title" className="text-lg font-semibold text-slate-900">
          <Trans>Delete application</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Linked essays: {linkedEssays} · Linked documents: {linkedDocuments}. You choose whether they stay.
          </Trans>
        </p>
        <div className="mt-4">
          <DeleteApplicationDialog application={application} schoolName={schoolName} />
        </div>
      </section>
    </div>
  );
}
