import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { DEFAULT_CHECKLIST_LABELS, type ApplicationSort, type ApplicationStatus } from '@campuspath/contract/applications-terms';
import type { CloseAction } from '@campuspath/contract/decisions-terms';
import { checklistStepText } from '../../lib/plan-terms.ts';

/**
 * The student's own application pages' words in the page's language (docs/i18n.md): the contract
 * keeps its English (the API and its tests read it), these say the same in the reader's language.
 * Statuses and rounds are the plan's words (lib/plan-terms.ts), shared with the parent's view.
 */

/** The contract's APPLICATION_SORT_LABELS. */
export const APPLICATION_SORT_NAMES: Record<ApplicationSort, MessageDescriptor> = {
  deadline: msg`Deadline`,
  name: msg`Name`,
  status: msg`Status`,
  progress: msg`Progress`,
};

/** The contract's applicationActionLabel: continue an open application, else view it. */
export const applicationActionText = (i18n: I18n, status: ApplicationStatus): string =>
  status === 'drafting' || status === 'in-progress' ? i18n._(msg`Continue Application`) : i18n._(msg`View Details`);

/** The contract's daysLeftText: "1 day left", "5 days left". */
export const daysLeftMessage = (i18n: I18n, days: number): string =>
  i18n._(msg`${plural(days, { one: '# day left', other: '# days left' })}`);

/** The contract's closeActionLabel. */
export const closeActionText = (i18n: I18n, action: CloseAction): string =>
  action === 'decline' ? i18n._(msg`Decline offer`) : i18n._(msg`Withdraw application`);

/** The contract's EARLY_DECISION_NOTE. */
export const EARLY_DECISION_NOTE_TEXT = msg`Early Decision is binding: now that you are admitted, withdraw your applications to every other college and decline any other offers.`;

/** The contract's ONE_DEPOSIT_RULE. */
export const ONE_DEPOSIT_RULE_TEXT = msg`Pay an enrollment deposit at one college only. Holding places with deposits at several colleges goes against the norms counselors teach, and a college that learns of it may withdraw its offer.`;

/**
 * The English step an application starts with (the contract's DEFAULT_CHECKLIST_LABELS) that `text`
 * names in the page's language, else `text` as written: a starting step the student left as it was
 * is saved as the app wrote it, so every reader sees it in their own language (checklistStepText).
 */
export function checklistStepToSave(i18n: I18n, text: string): string {
  return DEFAULT_CHECKLIST_LABELS.find((label) => checklistStepText(i18n, label) === text) ?? text;
}
