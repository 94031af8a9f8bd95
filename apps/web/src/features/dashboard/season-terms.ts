import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SeasonStep } from '@campuspath/contract/dashboard';
import { formatList } from '../../lib/format-list.ts';

/**
 * The decision season's steps in the page's language: the API names each step (`kind`, its college,
 * the colleges to close, where a reply date was found) beside its English `label` and `detail`,
 * and the web words them, as the readiness checklist's (readiness-terms.ts). English is the API's.
 */

/** The contract's ONE_DEPOSIT_RULE (the same message as the application page's). */
const ONE_DEPOSIT_RULE_TEXT = msg`Pay an enrollment deposit at one college only. Holding places with deposits at several colleges goes against the norms counselors teach, and a college that learns of it may withdraw its offer.`;
/** The contract's EARLY_DECISION_NOTE. */
const EARLY_DECISION_NOTE_TEXT = msg`Early Decision is binding: now that you are admitted, withdraw your applications to every other college and decline any other offers.`;
/** The contract's REPLY_DEADLINE_DEFAULT_NOTE. */
const REPLY_DEADLINE_DEFAULT_TEXT = msg`May 1 is the common reply and deposit date, but each college can set its own (Early Decision and some scholarship programs ask earlier). Record the date your admission letter or the college portal gives, and where it says so.`;

export function seasonStepLabel(i18n: I18n, step: SeasonStep): string {
  const school = step.schoolName;
  switch (step.kind) {
    case 'deposit':
      return i18n._(msg`Pay your enrollment deposit to ${school}`);
    case 'close-others':
      return i18n._(msg`Decline your other offers and withdraw your other applications`);
    case 'binding':
      return i18n._(msg`Withdraw your other applications`);
    case 'reply':
      return i18n._(msg`Compare your offer from ${school} and reply`);
    case 'waitlist':
      return i18n._(msg`Answer ${school}'s waitlist offer`);
  }
}

export function seasonStepDetail(i18n: I18n, step: SeasonStep): string {
  switch (step.kind) {
    case 'deposit':
      return i18n._(ONE_DEPOSIT_RULE_TEXT);
    case 'close-others': {
      const schools = formatList(step.closeNames);
      const rule = i18n._(ONE_DEPOSIT_RULE_TEXT);
      return i18n._(msg`${schools}: tell each college, then mark it Withdrawn here. ${rule}`);
    }
    case 'binding':
      return i18n._(EARLY_DECISION_NOTE_TEXT);
    case 'reply': {
      if (!step.replySource) return i18n._(REPLY_DEADLINE_DEFAULT_TEXT);
      const { source, byName } = step.replySource;
      return byName
        ? i18n._(msg`The college's reply and deposit date (source: ${source}; recorded by ${byName}, counselor).`)
        : i18n._(msg`The college's reply and deposit date (source: ${source}).`);
    }
    case 'waitlist':
      return i18n._(msg`Confirm your interest by the college’s date; your task list has a short guide.`);
  }
}
