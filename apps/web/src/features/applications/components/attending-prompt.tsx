import { Trans, useLingui } from '@lingui/react/macro';
import type { Application } from '@campuspath/contract/applications';
import { applicationsToClose, type ApplicationToClose } from '@campuspath/contract/decisions-terms';
import { Button } from '../../../components/ui/button.tsx';
import { useApplications } from '../../../lib/api/get-applications.ts';
import { APPLICATION_STATUS_NAMES } from '../../../lib/plan-terms.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import { ONE_DEPOSIT_RULE_TEXT, closeActionText } from '../application-terms.ts';

function CloseRow({ entry }: { entry: ApplicationToClose }) {
  const update = useUpdateApplication(entry.applicationId);
  const { i18n } = useLingui();
  const action = closeActionText(i18n, entry.action);
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
      <span className="text-sm text-slate-800">
        {entry.schoolName} <span className="text-slate-600">({i18n._(APPLICATION_STATUS_NAMES[entry.status])})</span>
      </span>
      <Button
        variant="secondary"
        disabled={update.isPending}
        aria-label={`${action}: ${entry.schoolName}`}
        onClick={() => update.mutate({ status: 'withdrawn' })}
      >
        {action}
      </Button>
    </li>
  );
}

/**
 * Once the student attends this college: the other offers to decline and applications to
 * withdraw (each button marks it Withdrawn here, after the student told the college), and the
 * one-deposit rule.
 */
export function AttendingPrompt({ application }: { application: Application }) {
  const applications = useApplications();
  const { t, i18n } = useLingui();
  const toClose = applicationsToClose(
    (applications.data?.applications ?? []).map((entry) => {
      const schoolId = entry.schoolId;
      return { id: entry.id, schoolName: entry.school?.name ?? t`School ${schoolId}`, status: entry.status };
    }),
    application.id,
  );
  return (
    <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <h3 className="font-semibold text-slate-900">
        <Trans>You’re attending this college</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-800">{i18n._(ONE_DEPOSIT_RULE_TEXT)}</p>
      {toClose.length > 0 ? (
        <>
          <p className="mt-3 text-sm font-medium text-slate-900">
            <Trans>Decline your other offers and withdraw your other applications: tell each college, then mark it here.</Trans>
          </p>
          <ul aria-label={t`Other applications to close`} className="mt-1 divide-y divide-emerald-200">
            {toClose.map((entry) => (
              <CloseRow key={entry.applicationId} entry={entry} />
            ))}
          </ul>
        </>
      ) : applications.isSuccess ? (
        <p className="mt-3 text-sm text-slate-800">
          <Trans>No other application is still open.</Trans>
        </p>
      ) : null}
    </div>
  );
}
