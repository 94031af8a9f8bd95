import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { APPLICATION_ROUND_LABELS, APPLICATION_ROUNDS } from '@campuspath/contract/applications-terms';
import { WAITLIST_GUIDE } from '@campuspath/contract/decisions-terms';
import { APPLICATION_ROUND_NAMES } from './plan-terms.ts';

/*
 * The notes the app writes, in English, into the two tasks of app-task-title.ts: the waitlist
 * task's short guide (the contract's WAITLIST_GUIDE) and the "Find the … deadline" task's note
 * (where the college's deadline is, with its admissions page when the catalogue has one).
 * Recognised while they are still the app's exact wording, they read in the page's language;
 * notes the student edited are theirs and stay as written.
 */
const ROUND_BY_LABEL = new Map(APPLICATION_ROUNDS.map((round) => [APPLICATION_ROUND_LABELS[round], round]));
const ON_PAGE = /^The college's (.+?) deadline is on its admissions page: (\S+)$/;
const LOOK_UP = /^Look up the college's (.+?) deadline on its website\.$/;

const WAITLIST_GUIDE_WORDS = [
  msg`Reply to the college's waitlist offer by its date, in the way it asks (usually its applicant portal): students who do not reply are usually dropped from the list.`,
  msg`If the college allows it, send a short letter of continued interest: why it is still a top choice and anything new since you applied (grades, awards).`,
  msg`A waitlist is never a guarantee: reply to and deposit at your best admitted college by its reply date, even while you wait.`,
  msg`If a waitlist offer comes after you deposited elsewhere, you may still accept it; you usually lose the first deposit, and you withdraw from the first college promptly.`,
];

export function taskNotesText(i18n: I18n, notes: string): string {
  if (notes === WAITLIST_GUIDE) return WAITLIST_GUIDE_WORDS.map((line) => i18n._(line)).join('\n');
  const onPage = ON_PAGE.exec(notes);
  const onPageRound = onPage ? ROUND_BY_LABEL.get(onPage[1]!) : undefined;
  if (onPage && onPageRound) {
    const roundName = i18n._(APPLICATION_ROUND_NAMES[onPageRound]);
    const page = onPage[2]!;
    return i18n._(msg`The college's ${roundName} deadline is on its admissions page: ${page}`);
  }
  const lookUp = LOOK_UP.exec(notes);
  const lookUpRound = lookUp ? ROUND_BY_LABEL.get(lookUp[1]!) : undefined;
  if (lookUpRound) {
    const roundName = i18n._(APPLICATION_ROUND_NAMES[lookUpRound]);
    return i18n._(msg`Look up the college's ${roundName} deadline on its website.`);
  }
  return notes;
}
