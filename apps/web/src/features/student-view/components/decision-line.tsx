import type { Application } from '@campuspath/contract/applications';
import { replyDeadlineOrigin } from '@campuspath/contract/decisions-terms';
import { formatDay } from '../../../lib/format-date.ts';

/**
 * What a parent or counselor reads of a decided application: the day it came, and for an offer
 * the reply and deposit date (the college's with its source, or the common default), the deposit
 * and the student's choice; for a waitlist its reply-by date. Nothing before a decision.
 */
export function DecisionLine({ application }: { application: Application }) {
  const parts: string[] = [];
  if (application.decidedOn) parts.push(`Decision received ${formatDay(application.decidedOn)}`);
  if (application.status === 'accepted') {
    if (application.attending) parts.push('Attending');
    if (application.replyDeadline) {
      parts.push(`Reply and deposit by ${formatDay(application.replyDeadline)} (${replyDeadlineOrigin(application)})`);
    }
    parts.push(application.depositPaid ? 'Deposit paid' : 'Deposit not paid');
  }
  if (application.status === 'waitlisted') {
    parts.push(
      application.waitlistReplyDate
        ? `Reply to the waitlist by ${formatDay(application.waitlistReplyDate)}`
        : 'Waitlist reply date not entered',
    );
  }
  if (parts.length === 0) return null;
  return <p className="mt-1 text-sm text-slate-700">{parts.join(' · ')}</p>;
}
