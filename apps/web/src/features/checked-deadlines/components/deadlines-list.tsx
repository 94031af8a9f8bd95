import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { CheckedDeadline } from '@campuspath/contract/checked-deadlines';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';
import { useDeleteCheckedDeadline } from '../api/delete-checked-deadline.ts';
import { PassedBadge } from './passed-badge.tsx';

/** The school's checked deadlines of one cycle, by college and round, each with its source, who checked it and when. */
export function DeadlinesList({
  highSchoolId,
  deadlines,
  onEdit,
}: {
  highSchoolId: string;
  deadlines: readonly CheckedDeadline[];
  onEdit: (deadline: CheckedDeadline) => void;
}) {
  const { t, i18n } = useLingui();
  const remove = useDeleteCheckedDeadline(highSchoolId);
  const colleges = new Map<number, CheckedDeadline[]>();
  for (const deadline of [...deadlines].sort((a, b) => a.collegeName.localeCompare(b.collegeName) || a.date.localeCompare(b.date))) {
    colleges.set(deadline.collegeId, [...(colleges.get(deadline.collegeId) ?? []), deadline]);
  }
  return (
    <ul className="space-y-3" aria-label={t`Checked deadlines by college`}>
      {[...colleges].map(([collegeId, rounds]) => (
        <li key={collegeId} className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="font-semibold text-slate-900">
            <Link to={paths.university.getHref(collegeId)} className="hover:text-indigo-700 hover:underline">
              {rounds[0]!.collegeName}
            </Link>
          </h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {rounds.map((deadline) => {
              const round = i18n._(APPLICATION_ROUND_NAMES[deadline.round]);
              const college = deadline.collegeName;
              const name = t`${round} at ${college}`;
              const checkedOn = formatDay(deadline.source.checkedOn);
              const enteredBy = deadline.source.enteredBy;
              const previous = deadline.previousDate ? formatDay(deadline.previousDate) : null;
              return (
                <li
                  key={deadline.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
                  data-testid="checked-deadline"
                >
                  <div className="min-w-0 text-sm">
                    <p className="text-slate-900">
                      <span className="font-medium">{round}</span>:{' '}
                      <span className="font-semibold tabular-nums">{formatDay(deadline.date)}</span>{' '}
                      <span className="text-slate-600">({deadline.timeZone.replace('_', ' ')})</span>
                      {deadline.passed ? <PassedBadge /> : null}
                    </p>
                    <p className="mt-0.5 text-slate-600">
                      <Trans>
                        Checked {checkedOn} by {enteredBy}
                      </Trans>{' '}
                      ·{' '}
                      <a
                        href={deadline.source.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-medium text-indigo-700 underline underline-offset-2"
                      >
                        <Trans>source</Trans>
                        <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3" />
                        <span className="sr-only">
                          {' '}
                          <Trans>for {name} (opens in a new tab)</Trans>
                        </span>
                      </a>
                      {previous ? t` · changed from ${previous}` : ''}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button variant="secondary" onClick={() => onEdit(deadline)}>
                      <Pencil aria-hidden="true" className="size-4" />
                      <Trans>
                        Edit<span className="sr-only"> {name}</span>
                      </Trans>
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <>
                          <Trash2 aria-hidden="true" className="size-4" />
                          <Trans>
                            Delete<span className="sr-only"> {name}</span>
                          </Trans>
                        </>
                      }
                      triggerClassName={buttonClass('secondary', 'text-red-700')}
                      title={t`Delete ${name}?`}
                      description={t`Students no longer see this date, and applications are no longer offered it. Dates students already took stay in their applications.`}
                      confirmLabel={t`Delete deadline`}
                      pendingLabel={t`Deleting…`}
                      destructive
                      pending={remove.isPending}
                      errorMessage={(error) => errorMessage(error, t`The deadline could not be deleted. Please try again.`)}
                      onConfirm={() => remove.mutateAsync(deadline.id)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
