import { useLingui } from '@lingui/react/macro';
import type { Application } from '@campuspath/contract/applications';
import { formatDay } from '../../../lib/format-date.ts';
import { replyDeadlineOriginText } from '../../../lib/plan-terms.ts';

/**
 * What a parent or counselor reads of a decided application: the day it came, and for an offer
 * the reply and deposit date (the college's with its source, or the common default), the deposit
 * and the student's choice; for a waitlist its reply-by date. Nothing before a decision.
 */
export function DecisionLine({ application }: { application: Application }) {
  const { t, i18n } = useLingui();
  const parts: string[] = [];
  if (application.decidedOn) {
    const decided = formatDay(application.decidedOn);
    parts.push(t`Decision received ${decided}`);
  }
  if (application.status === 'accepted') {
    if (application.attending) parts.push(t`Attending`);
    if (application.replyDeadline) {
      const reply = formatDay(application.replyDeadline);
      const origin = replyDeadlineOriginText(i18n, application);
      parts.push(t`Reply and deposit by ${reply} (${origin})`);
    }
    parts.push(application.depositPaid ? t`Deposit paid` : t`Deposit not paid`);
  }
  if (application.status === 'waitlisted') {
    const waitlistReply = application.waitlistReplyDate ? formatDay(application.waitlistReplyDate) : null;
    parts.push(waitlistReply ? t`Reply to the waitlist by ${waitlistReply}` : t`Waitlist reply date not entered`);
  }
  if (parts.length === 0) return null;
  return <p className="mt-1 text-sm text-slate-700">{parts.join(' · ')}</p>;
}
