import type { Application } from '@campuspath/contract/applications';
import { APPLICATION_STATUS_LABELS } from '@campuspath/contract/applications-terms';
import { ONE_DEPOSIT_RULE, applicationsToClose, closeActionLabel, type ApplicationToClose } from '@campuspath/contract/decisions-terms';
import { Button } from '../../../components/ui/button.tsx';
import { useApplications } from '../../../lib/api/get-applications.ts';
import { useUpdateApplication } from '../api/update-application.ts';

function CloseRow({ entry }: { entry: ApplicationToClose }) {
  const update = useUpdateApplication(entry.applicationId);
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
      <span className="text-sm text-slate-800">
        {entry.schoolName} <span className="text-slate-600">({APPLICATION_STATUS_LABELS[entry.status]})</span>
      </span>
      <Button
        variant="secondary"
        disabled={update.isPending}
        aria-label={`${closeActionLabel(entry.action)}: ${entry.schoolName}`}
        onClick={() => update.mutate({ status: 'withdrawn' })}
      >
        {closeActionLabel(entry.action)}
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
  const toClose = applicationsToClose(
    (applications.data?.applications ?? []).map((entry) => ({
      id: entry.id,
      schoolName: entry.school?.name ?? `School ${entry.schoolId}`,
      status: entry.status,
    })),
    application.id,
  );
  return (
    <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <h3 className="font-semibold text-slate-900">You’re attending this college</h3>
      <p className="mt-1 text-sm text-slate-800">{ONE_DEPOSIT_RULE}</p>
      {toClose.length > 0 ? (
        <>
          <p className="mt-3 text-sm font-medium text-slate-900">
            Decline your other offers and withdraw your other applications: tell each college, then mark it here.
          </p>
          <ul aria-label="Other applications to close" className="mt-1 divide-y divide-emerald-200">
            {toClose.map((entry) => (
              <CloseRow key={entry.applicationId} entry={entry} />
            ))}
          </ul>
        </>
      ) : applications.isSuccess ? (
        <p className="mt-3 text-sm text-slate-800">No other application is still open.</p>
      ) : null}
    </div>
  );
}
