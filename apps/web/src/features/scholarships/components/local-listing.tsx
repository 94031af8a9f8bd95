import type { ReactNode } from 'react';
import type { LocalScholarship } from '@campuspath/contract/scholarships';
import { formatDay } from '../../../lib/format-date.ts';
import { formatMoney } from '../../../lib/format-money.ts';

/** One local scholarship as a school posted it, with its source (the counselor and when they checked it). */
export function LocalListing({ listing, schoolName, action }: { listing: LocalScholarship; schoolName: string; action: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{listing.name}</p>
          <p className="text-sm text-slate-600">
            {listing.sponsor} · {formatMoney(listing.amount, 'Amount varies or not announced')}
            {listing.deadline ? ` · Deadline ${formatDay(listing.deadline)}` : ' · No deadline given'}
          </p>
        </div>
        {action}
      </div>
      {listing.eligibility ? <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{listing.eligibility}</p> : null}
      <p className="mt-2 text-xs text-slate-500">
        Posted by {listing.postedBy}, {schoolName}; checked {formatDay(listing.checkedOn)}. Confirm the terms with the sponsor.
        {listing.link ? (
          <>
            {' '}
            <a href={listing.link} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
              Sponsor's page<span className="sr-only"> for {listing.name} (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
    </li>
  );
}
