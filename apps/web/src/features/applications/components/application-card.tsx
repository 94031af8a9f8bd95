import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { Application } from '@campuspath/contract/applications';
import { showsDecisionDate, showsProgressPercent } from '@campuspath/contract/applications-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { APPLICATION_ROUND_NAMES, checklistStepText } from '../../../lib/plan-terms.ts';
import { applicationActionText, daysLeftMessage } from '../application-terms.ts';
import { warningDaysNow } from '../warning-days.ts';
import { ProgressMeter } from './progress-meter.tsx';
import { StatusBadge } from './status-badge.tsx';

const MISSING_SHOWN = 3;

/** One application in the list (spec section 4: progress, days-left warning, decision date, action). */
export function ApplicationCard({ application }: { application: Application }) {
  const { t, i18n } = useLingui();
  const schoolId = application.schoolId;
  const name = application.school?.name ?? t`School ${schoolId}`;
  // Counted in the school's time zone (deadline-time.ts).
  const daysLeft = warningDaysNow(application);
  const missing = application.missingItems;
  const more = formatCount(missing.length - MISSING_SHOWN);
  // A demo account's applications are samples: their deadlines are the round's typical dates, never the college's.
  const sample = useAuth().user?.isDemo === true;
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {/* Under the page's h1 ("Application manager"): each card is a section of the page. */}
          <h2 className="text-lg font-semibold text-slate-900">
            {application.school ? (
              <Link to={paths.university.getHref(application.school.slug)} className="hover:text-indigo-700 hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          {application.school ? (
            <p className="text-sm text-slate-600">
              {application.school.city}, {application.school.state}
            </p>
          ) : null}
        </div>
        <StatusBadge status={application.status} />
      </div>

      <dl className="grid grid-cols-2 gap-3 text-sm">
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
            {application.deadline ? formatDay(application.deadline) : t({ message: 'Not set', context: 'date' })}
            {application.deadline && sample ? (
              <span className="block text-xs font-normal text-amber-900">
                <Trans>Sample: a typical date</Trans>
              </span>
            ) : null}
          </dd>
        </div>
        {showsDecisionDate(application.status) ? (
          <div className="col-span-2">
            <dt className="text-slate-600">
              <Trans>Decision expected</Trans>
            </dt>
            <dd className="font-medium text-slate-900">
              {application.decisionDate ? formatDay(application.decisionDate) : t({ message: 'Not set', context: 'date' })}
            </dd>
          </div>
        ) : null}
      </dl>

      {daysLeft !== null ? (
        <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          {daysLeftMessage(i18n, daysLeft)}
        </p>
      ) : null}

      <ProgressMeter status={application.status} progress={application.progress} label={t`${name} application progress`} />

      {showsProgressPercent(application.status) && missing.length > 0 ? (
        <div className="text-sm">
          <p className="text-slate-600">
            <Trans>Missing items</Trans>
          </p>
          <ul className="mt-1 list-inside list-disc text-slate-800">
            {missing.slice(0, MISSING_SHOWN).map((label, index) => (
              <li key={`${index}-${label}`}>{checklistStepText(i18n, label)}</li>
            ))}
          </ul>
          {missing.length > MISSING_SHOWN ? (
            <p className="mt-1 text-slate-600">
              <Trans>+{more} more</Trans>
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="mt-auto flex justify-end pt-1">
        <Link
          to={paths.application.getHref(application.id)}
          className={buttonClass(application.status === 'drafting' || application.status === 'in-progress' ? 'primary' : 'secondary')}
        >
          {applicationActionText(i18n, application.status)}
          <span className="sr-only">{` ${t`for ${name}`}`}</span>
        </Link>
      </div>
    </article>
  );
}
