import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LocalScholarship } from '@campuspath/contract/scholarships';
import { formatDay } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';

/** One local scholarship as a school posted it, with its source (the counselor and when they checked it). */
export function LocalListing({ listing, schoolName, action }: { listing: LocalScholarship; schoolName: string; action: ReactNode }) {
  const { t } = useLingui();
  const sponsor = listing.sponsor;
  const amount = formatMoney(listing.amount, t`Amount varies or not announced`);
  const deadline = listing.deadline ? formatDay(listing.deadline) : null;
  const postedBy = listing.postedBy;
  const checked = formatDay(listing.checkedOn);
  const name = listing.name;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{listing.name}</p>
          <p className="text-sm text-slate-600">
            {deadline ? t`${sponsor} · ${amount} · Deadline ${deadline}` : t`${sponsor} · ${amount} · No deadline given`}
          </p>
        </div>
        {action}
      </div>
      {listing.eligibility ? <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{listing.eligibility}</p> : null}
      <p className="mt-2 text-xs text-slate-500">
        <Trans>
          Posted by {postedBy}, {schoolName}; checked {checked}. Confirm the terms with the sponsor.
        </Trans>
        {listing.link ? (
          <>
            {' '}
            <a href={listing.link} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
              <Trans>
                Sponsor's page<span className="sr-only"> for {name} (opens in a new tab)</span>
              </Trans>
            </a>
          </>
        ) : null}
      </p>
    </li>
  );
}
