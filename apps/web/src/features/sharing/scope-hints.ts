import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShareScope } from '@campuspath/contract/sharing-terms';
import { PLAN_SCOPE_NAMES } from '../../lib/plan-terms.ts';

/** What each sharing switch covers, in a line under it (a viewer's card and the invitation form). */
export const SCOPE_HINTS: Record<ShareScope, MessageDescriptor> = {
  colleges: msg`Your saved colleges, applications, their statuses and deadlines.`,
  profile: msg`GPA, test scores, courses and intended majors.`,
  costs: msg`Your family income band and home state, so they see net prices for your family.`,
  tasks: msg`Your task list and due dates.`,
  essays: msg`Your essays and drafts.`,
  documents: msg`Your uploaded documents.`,
  letters: msg`Your letters of recommendation and their status.`,
  // Not a part of the plan: the student's consent that the school's counselors add their decided
  // applications, without name or id, to the school's admission history (docs/admission-history.md).
  history: msg`When your counselors add this year’s decisions to your school’s admission history, each of your final decisions (admitted, denied, waitlisted) is added as one row: your class year, the college, the round, the decision, whether you were deferred first, and your GPA and test scores from your profile, and only while you also share your colleges and profile with them. The row carries no name, email or id, but your counselors, who already see your colleges and profile, could recognise it; other students see it only within the history’s usual rules (never a group smaller than the school’s minimum). Once imported, you cannot take it out; switching this off before then keeps you out. Your counselors are not shown who switched this on.`,
};

/** The history switch's name (SHARE_SCOPE_LABELS.history of the contract; the plan's parts are PLAN_SCOPE_NAMES). */
export const HISTORY_SCOPE_NAME = msg`My decisions, without my name, in my school’s admission history`;

/** JOINING_SHOWS_MESSAGE of the contract, in the page's language. */
export const JOINING_SHOWS = msg`Joining shows your school’s counselors your name, class year and that you joined, and nothing of your plan until you choose to share it.`;

/** A switch's name: a part of the plan by the plan's words, or the history consent. */
export function scopeName(scope: ShareScope): MessageDescriptor {
  return scope === 'history' ? HISTORY_SCOPE_NAME : PLAN_SCOPE_NAMES[scope];
}
