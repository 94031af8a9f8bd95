import { ArrowRight, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Recommendation } from '@campuspath/contract/letters';
import { canSendReminder, canSendRequest, canViewDetails } from '@campuspath/contract/letters-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { DueDate } from './due-date.tsx';
import { EmailDialog } from './email-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** One letter (spec section 2): recommender, dates, status, universities, and the actions its status allows. */
export function RecommendationCard({ recommendation }: { recommendation: Recommendation }) {
  const { status } = recommendation;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5" data-testid="recommendation-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{recommendation.recommenderName}</h3>
          {recommendation.recommenderTitle ? <p className="text-sm text-slate-600">{recommendation.recommenderTitle}</p> : null}
          <p className="text-sm break-all text-slate-600">{recommendation.recommenderEmail}</p>
        </div>
        <StatusBadge status={status} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Fact label="Requested">{recommendation.dateRequested ? formatDay(recommendation.dateRequested) : 'Not yet'}</Fact>
        <Fact label="Due">
          <DueDate status={status} dueDate={recommendation.dueDate} />
        </Fact>
        <Fact label="Last reminder">{recommendation.lastReminder ? formatDay(recommendation.lastReminder) : 'None yet'}</Fact>
        <Fact label="Universities">
          {recommendation.schools.length > 0 ? recommendation.schools.map((school) => school.name).join(', ') : 'None chosen'}
        </Fact>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {canSendRequest(status) ? <EmailDialog kind="request" recommendation={recommendation} /> : null}
        {canSendReminder(status) ? <EmailDialog kind="reminder" recommendation={recommendation} /> : null}
        {canViewDetails(status) ? (
          <Link to={paths.letter.getHref(recommendation.id)} className={buttonClass('secondary')}>
            View Details<span className="sr-only"> for {recommendation.recommenderName}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          // Before a request is sent the details can still need fixing (a mistyped email, say).
          <Link to={paths.letter.getHref(recommendation.id)} className={buttonClass('ghost')}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {recommendation.recommenderName}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
