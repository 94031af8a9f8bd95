import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Scholarship } from '@campuspath/contract/scholarships';
import { SCHOLARSHIP_STATUSES, type ScholarshipStatus } from '@campuspath/contract/scholarships-terms';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useScholarships } from '../api/get-scholarships.ts';
import { useUpdateScholarship } from '../api/save-scholarship.ts';
import DeleteScholarshipDialog from './delete-scholarship-dialog.tsx';
import { OUTSIDE_RULE_WORDS, SCHOLARSHIP_RENEWABLE_WORDS, SCHOLARSHIP_STATUS_WORDS } from '../scholarship-terms.ts';

/** The student's own scholarships: status changed in place, awarded ones totalled as their offers count them. */
export function MyScholarships() {
  const { t, i18n } = useLingui();
  const list = useScholarships(true);
  if (list.isPending)
    return (
      <LoadingState label={t`Loading your scholarships`}>
        <Skeleton className="h-32" />
      </LoadingState>
    );
  if (list.isError) return <ErrorState message={t`We couldn't load your scholarships.`} onRetry={() => void list.refetch()} />;
  const items = list.data.scholarships;
  if (items.length === 0)
    return (
      <EmptyState title={t`No scholarships yet`}>
        <Trans>Record the ones you apply for: their deadlines are reminded like every other date.</Trans>
      </EmptyState>
    );
  const awarded = formatMoney(items.filter((item) => item.status === 'awarded').reduce((total, item) => total + item.amount, 0));
  const rule = i18n._(OUTSIDE_RULE_WORDS);
  return (
    <div className="space-y-4">
      <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
        <Trans>
          Awarded so far: <strong>{awarded}</strong>. Your <Link to={paths.offers.getHref()}>aid offers</Link> count it as outside
          scholarships, marked as your entry.
        </Trans>{' '}
        {rule}
      </p>
      <ul className="space-y-3" aria-label={t`Your scholarships`}>
        {items.map((item) => (
          <ScholarshipRow key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}

function ScholarshipRow({ item }: { item: Scholarship }) {
  const { t, i18n } = useLingui();
  const update = useUpdateScholarship();
  // A listing added without an announced amount arrives at $0: say so rather than show a sum.
  const amount = item.fromLocal && item.amount === 0 ? t`Amount not given yet: enter the amount awarded` : formatMoney(item.amount);
  const renews = i18n._(SCHOLARSHIP_RENEWABLE_WORDS[item.renewable]);
  const deadline = item.deadline ? formatDay(item.deadline) : null;
  const school = item.fromLocal?.highSchoolName;
  const name = item.name;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{item.name}</p>
          <p className="text-sm text-slate-600">
            {deadline ? t`${amount} · ${renews} · Deadline ${deadline}` : t`${amount} · ${renews} · No deadline`}
          </p>
          <p className="text-xs text-slate-500">
            {school ? t`Added from ${school}'s local list; amount and terms are yours to confirm.` : t`Your entry.`}
            {item.link ? (
              <>
                {' '}
                <a href={item.link} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
                  <Trans>
                    Its page<span className="sr-only"> for {name} (opens in a new tab)</span>
                  </Trans>
                </a>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex items-end gap-2">
          <label className="text-sm text-slate-700">
            <span className="block font-medium">
              <Trans>Status</Trans>
            </span>
            <select
              className="mt-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5"
              value={item.status}
              aria-label={t`Status of ${name}`}
              onChange={(event) => update.mutate({ id: item.id, body: { status: event.target.value as ScholarshipStatus } })}
            >
              {SCHOLARSHIP_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {i18n._(SCHOLARSHIP_STATUS_WORDS[value])}
                </option>
              ))}
            </select>
          </label>
          <DeleteScholarshipDialog id={item.id} name={item.name} />
        </div>
      </div>
      {update.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          <Trans>That change was not saved. Please try again.</Trans>
        </p>
      ) : null}
    </li>
  );
}
