import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DecisionsLeftOutReason } from '@campuspath/contract/admission-history-decisions-terms';
import type { HistoryDecision } from '@campuspath/contract/admission-history-terms';

/**
 * The counselor's words for this year's decisions (the review before "Add this year's
 * decisions" imports them): each decision as a row says it, and why a student who agreed adds
 * none (the API sends the reason's id; its `label` is the contract's English).
 */
export const ROW_DECISION_NAMES: Record<HistoryDecision, { direct: MessageDescriptor; deferred: MessageDescriptor }> = {
  admitted: { direct: msg`admitted`, deferred: msg`deferred, then admitted` },
  denied: { direct: msg`denied`, deferred: msg`deferred, then denied` },
  waitlisted: { direct: msg`waitlisted`, deferred: msg`deferred, then waitlisted` },
};

export const LEFT_OUT_REASON_NAMES: Record<DecisionsLeftOutReason, MessageDescriptor> = {
  no_final_decision: msg`No final decision yet (still submitted or deferred, or withdrawn)`,
  not_sharing_plan: msg`Not sharing their profile and colleges with the school’s counselors (a row is built from both)`,
  no_gpa: msg`No GPA in their profile (a history row needs one)`,
  college_not_in_catalogue: msg`A decision at a college the catalogue no longer lists (that decision left out, their others kept)`,
};

/** The student's consent switch on the sharing page, quoted by the name the student reads there. */
export const CONSENT_SWITCH_NAME = msg`My decisions, without my name, in my school’s admission history`;
