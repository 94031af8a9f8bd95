import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Letter } from '@campuspath/contract/letters';
import { canSendReminder, canSendRequest, canViewDetails } from '@campuspath/contract/letters-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { recommenderTitleText } from '../../../lib/letter-request-terms.ts';
import { DueDate } from './due-date.tsx';
import { EmailDialog } from './email-button.tsx';
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
export function LetterCard({ letter }: { letter: Letter }) {
  const { t, i18n } = useLingui();
  const { status } = letter;
  const name = letter.recommenderName;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5" data-testid="letter-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{letter.recommenderName}</h3>
          {letter.recommenderTitle ? <p className="text-sm text-slate-600">{recommenderTitleText(i18n, letter.recommenderTitle)}</p> : null}
          <p className="text-sm break-all text-slate-600">{letter.recommenderEmail}</p>
        </div>
        <StatusBadge status={status} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Fact label={t({ message: 'Requested', context: 'date' })}>
          {letter.dateRequested ? formatDay(letter.dateRequested) : t`Not yet`}
        </Fact>
        <Fact label={t`Due`}>
          <DueDate status={status} dueDate={letter.dueDate} />
        </Fact>
        <Fact label={t`Last reminder`}>{letter.lastReminder ? formatDay(letter.lastReminder) : t`None yet`}</Fact>
        <Fact label={t`Universities`}>
          {letter.schools.length > 0 ? letter.schools.map((school) => school.name).join(', ') : t`None chosen`}
        </Fact>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {canSendRequest(status) ? <EmailDialog kind="request" letter={letter} /> : null}
        {canSendReminder(status) ? <EmailDialog kind="reminder" letter={letter} /> : null}
        {canViewDetails(status) ? (
          <Link to={paths.letter.getHref(letter.id)} className={buttonClass('secondary')}>
            <Trans>
              View Details<span className="sr-only"> for {name}</span>
            </Trans>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          // Before a request is sent the details can still need fixing (a mistyped email, say).
          <Link to={paths.letter.getHref(letter.id)} className={buttonClass('ghost')}>
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>
              Edit<span className="sr-only"> {name}</span>
            </Trans>
          </Link>
        )}
      </div>
    </li>
  );
}
