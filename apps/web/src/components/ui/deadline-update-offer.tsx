import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, ExternalLink } from 'lucide-react';
import type { DeadlineUpdate } from '@campuspath/contract/checked-deadlines';
import { useAcceptDeadlineUpdate } from '../../lib/api/accept-deadline-update.ts';
import { useKeepMyDeadline } from '../../lib/api/keep-my-deadline.ts';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { formatDay } from '../../lib/format-date.ts';
import { APPLICATION_ROUND_NAMES } from '../../lib/plan-terms.ts';
import { Button } from './button.tsx';

interface DeadlineUpdateOfferProps {
  update: DeadlineUpdate;
  /** `card` on the application page; `compact` in the bell's popover and the notifications page. */
  size?: 'card' | 'compact';
  /** After an answer went through (a page says what happened; the bell keeps focus inside its popover). */
  onAnswered?: (answer: 'accepted' | 'kept') => void;
}

/**
 * A counselor's checked deadline offered to an application whose own date differs:
 * the API's sentence, where the date comes from (never presented as official), and the student's
 * two answers, "Use your counselor's date" or "Keep mine". Nothing changes until they choose. The
 * application page and the bell show the same offer (GET /api/deadline-updates, the bell's
 * `deadlineUpdates`), so both answer it here.
 */
export function DeadlineUpdateOffer({ update, size = 'card', onAnswered }: DeadlineUpdateOfferProps) {
  const { t } = useLingui();
  const accept = useAcceptDeadlineUpdate();
  const keep = useKeepMyDeadline();
  const pending = accept.isPending ? 'accept' : keep.isPending ? 'keep' : null;
  const failure = accept.error ?? keep.error;
  const error = failure ? errorMessage(failure, t`That did not work. Please try again.`) : null;
  const onAccept = () => {
    keep.reset();
    accept.mutate({ applicationId: update.applicationId, date: update.deadline.date }, { onSuccess: () => onAnswered?.('accepted') });
  };
  const onKeep = () => {
    accept.reset();
    keep.mutate(update.applicationId, { onSuccess: () => onAnswered?.('kept') });
  };
  const { source } = update.deadline;
  const compact = size === 'compact';
  const checked = formatDay(source.checkedOn);
  const college = update.collegeName;
  return (
    <div
      className={`rounded-xl border border-amber-300 bg-amber-50 text-amber-950 ${compact ? 'p-3 text-sm' : 'p-4'}`}
      data-testid="deadline-update"
    >
      <p className="flex items-start gap-2 font-medium">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <OfferSentence update={update} />
        </span>
      </p>
      <p className={`mt-1 text-amber-900 ${compact ? 'text-xs' : 'text-sm'}`}>
        <Trans>
          From your counselor · checked {checked} ·{' '}
          <a href={source.url} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
            source
            <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3" />
            <span className="sr-only"> for {college} (opens in a new tab)</span>
          </a>{' '}
          · Not official: confirm it on the college's site.
        </Trans>
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={onAccept} disabled={pending !== null} className={compact ? 'px-3 py-1.5' : ''}>
          {pending === 'accept' ? t`Saving…` : t`Use your counselor's date`}
          <span className="sr-only">{t` for ${college}`}</span>
        </Button>
        <Button variant="secondary" onClick={onKeep} disabled={pending !== null} className={compact ? 'px-3 py-1.5' : ''}>
          {pending === 'keep' ? t`Saving…` : t`Keep mine`}
          <span className="sr-only">{t` for ${college}`}</span>
        </Button>
      </div>
    </div>
  );
}

/**
 * "Ms. Rivera (Roosevelt High) checked Georgia Tech's Early Action deadline: Oct 15, 2026; your
 * application says Nov 1, 2026.", written from the offer's parts in the page's language (the API's
 * `message` is the same sentence in English); the zone is named when only the zone differs.
 */
function OfferSentence({ update }: { update: DeadlineUpdate }) {
  const { t, i18n } = useLingui();
  const counselor = update.deadline.source.enteredBy;
  const school = update.deadline.source.highSchool.name;
  const college = update.collegeName;
  const round = i18n._(APPLICATION_ROUND_NAMES[update.round]);
  const date = formatDay(update.deadline.date);
  const zone = update.deadline.timeZone;
  const yours = update.yourDeadline ? formatDay(update.yourDeadline) : t`no date`;
  if (update.yourDeadline === update.deadline.date) {
    return <>{t`${counselor} (${school}) checked ${college}'s ${round} deadline: ${date} (in ${zone}); your application says ${yours}.`}</>;
  }
  return <>{t`${counselor} (${school}) checked ${college}'s ${round} deadline: ${date}; your application says ${yours}.`}</>;
}
