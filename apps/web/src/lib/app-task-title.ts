import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { APPLICATION_ROUND_LABELS, APPLICATION_ROUNDS } from '@campuspath/contract/applications-terms';
import { APPLICATION_ROUND_NAMES } from './plan-terms.ts';

/*
 * Two tasks the app writes into a student's list, in English, with nothing stored but the title:
 * "Find the Regular Decision deadline for X" (an application added without its deadline, the
 * contract's findDeadlineTaskTitle) and "Confirm your interest in X's waitlist" (waitlistTaskTitle).
 * Recognised by their English wording, they read in the page's language; a title the student
 * wrote, or edited, stays theirs. A title cut at 200 characters no longer matches and stays English.
 */
const ROUND_BY_LABEL = new Map(APPLICATION_ROUNDS.map((round) => [APPLICATION_ROUND_LABELS[round], round]));
const FIND_DEADLINE = /^Find the (.+?) deadline for (.+)$/;
const WAITLIST = /^Confirm your interest in (.+)'s waitlist$/;

export function taskTitleText(i18n: I18n, title: string): string {
  const find = FIND_DEADLINE.exec(title);
  const round = find ? ROUND_BY_LABEL.get(find[1]!) : undefined;
  if (find && round) {
    const roundName = i18n._(APPLICATION_ROUND_NAMES[round]);
    const school = find[2]!;
    return i18n._(msg`Find the ${roundName} deadline for ${school}`);
  }
  const waitlist = WAITLIST.exec(title);
  if (waitlist) {
    const school = waitlist[1]!;
    return i18n._(msg`Confirm your interest in ${school}’s waitlist`);
  }
  return title;
}
