import type { I18n } from '@lingui/core';
import { APPLICATION_ROUND_LABELS, APPLICATION_ROUNDS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import { SAMPLE_TITLE_PREFIX } from '@campuspath/contract/deadlines-terms';
import type { TimelineItem } from '@campuspath/contract/timeline';

/*
 * A dated item's title in the reader's language (emails, the calendar feed), written from what the
 * app wrote it from (`titleParts`), as the web's lib/dated-item-title.ts writes it on a page. In
 * English it is the title the API stores. A title the student wrote (an essay's, a task's) stays
 * theirs, except the two tasks the app writes, recognised by their English wording.
 */

function roundName(i18n: I18n, round: string | null): string {
  switch (round as ApplicationRound | null) {
    case 'early-decision':
      return i18n._('Early Decision');
    case 'early-action':
      return i18n._('Early Action');
    case 'restrictive-early-action':
      return i18n._('Restrictive Early Action');
    case 'regular-decision':
      return i18n._('Regular Decision');
    case 'rolling':
      return i18n._('Rolling');
    default:
      return round ?? '';
  }
}

const ROUND_BY_LABEL = new Map(APPLICATION_ROUNDS.map((round) => [APPLICATION_ROUND_LABELS[round], round]));
const FIND_DEADLINE = /^Find the (.+?) deadline for (.+)$/;
const WAITLIST = /^Confirm your interest in (.+)'s waitlist$/;

/** A task's title: the app's own two in the reader's language, the student's as written. */
export function taskTitle(i18n: I18n, title: string): string {
  const find = FIND_DEADLINE.exec(title);
  const round = find ? ROUND_BY_LABEL.get(find[1]!) : undefined;
  if (find && round) return i18n._('Find the {round} deadline for {school}', { round: roundName(i18n, round), school: find[2]! });
  const waitlist = WAITLIST.exec(title);
  if (waitlist) return i18n._("Confirm your interest in {school}'s waitlist", { school: waitlist[1]! });
  return title;
}

type TitledItem = Pick<TimelineItem, 'kind' | 'title' | 'titleParts' | 'schoolId' | 'sample'>;

export function itemTitle(i18n: I18n, item: TitledItem): string {
  const title = ownTitle(i18n, item);
  return item.sample ? i18n._('Sample: {title}', { title }) : title;
}

function ownTitle(i18n: I18n, item: TitledItem): string {
  const written = item.sample && item.title.startsWith(SAMPLE_TITLE_PREFIX) ? item.title.slice(SAMPLE_TITLE_PREFIX.length) : item.title;
  const parts = item.titleParts;
  if (!parts) return item.kind === 'task' ? taskTitle(i18n, written) : written;
  const school = parts.school ?? i18n._('School {schoolId}', { schoolId: item.schoolId ?? 0 });
  const round = roundName(i18n, parts.round);
  const name = parts.name ?? '';
  switch (item.kind) {
    case 'application':
      return i18n._('{school} – {round} deadline', { school, round });
    case 'decision':
      return i18n._('{school} – {round} decision expected', { school, round });
    case 'reply':
      return i18n._('{school} – reply and deposit deadline', { school });
    case 'waitlist':
      return i18n._('{school} – waitlist reply date', { school });
    case 'scholarship':
      return i18n._('Scholarship: {name}', { name });
    case 'recommendation':
      return i18n._('Letter from {name}', { name });
    default:
      return written;
  }
}
