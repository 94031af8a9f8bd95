import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { SAMPLE_TITLE_PREFIX, type DeadlineKind, type DeadlineTitleParts } from '@campuspath/contract/deadlines-terms';
import type { TimelineItemKind, TimelineStep } from '@campuspath/contract/timeline';
import { taskTitleText } from './app-task-title.ts';
import { TIMELINE_CATEGORY_NAMES } from './daily-terms.ts';
import { formatDueTime } from './format-date.ts';
import { nationalDateDescription, nationalDateTitle } from './national-date-terms.ts';
import { APPLICATION_ROUND_NAMES, sampleTitleText } from './plan-terms.ts';

interface TitledItem {
  kind: TimelineItemKind | DeadlineKind;
  title: string;
  titleParts: DeadlineTitleParts | null;
  schoolId: number | null;
  sample: boolean;
}

/** The round's name in the page's language; a round the web does not know stays as stored. */
function roundText(i18n: I18n, round: string | null): string {
  const known = round ? APPLICATION_ROUND_NAMES[round as keyof typeof APPLICATION_ROUND_NAMES] : undefined;
  return known ? i18n._(known) : (round ?? '');
}

/**
 * A dated item's title in the page's language, written from what the API wrote it from
 * (`titleParts`): "Stanford University – Early Action deadline", "Letter from Ms. Lee". A title the
 * student wrote (an essay's, a task's) stays theirs. A demo item reads "Sample: …".
 */
export function datedItemTitle(i18n: I18n, item: TitledItem): string {
  const title = ownTitle(i18n, item);
  return item.sample ? sampleTitleText(i18n, title) : title;
}

function ownTitle(i18n: I18n, item: TitledItem): string {
  const parts = item.titleParts;
  if (!parts) return item.kind === 'task' ? taskTitleText(i18n, stripSample(item)) : stripSample(item);
  const schoolId = item.schoolId ?? 0;
  const school = parts.school ?? i18n._(msg`School ${schoolId}`);
  const round = roundText(i18n, parts.round);
  const name = parts.name ?? '';
  switch (item.kind) {
    case 'application':
      return i18n._(msg`${school} – ${round} deadline`);
    case 'decision':
      return i18n._(msg`${school} – ${round} decision expected`);
    case 'reply':
      return i18n._(msg`${school} – reply and deposit deadline`);
    case 'waitlist':
      return i18n._(msg`${school} – waitlist reply date`);
    case 'scholarship':
      return i18n._(msg`Scholarship: ${name}`);
    case 'recommendation':
      return i18n._(msg`Letter from ${name}`);
    case 'task':
      return taskTitleText(i18n, stripSample(item));
    default:
      return stripSample(item);
  }
}

// The API marks a demo item's English title "Sample: "; the page marks it in its own language.
const stripSample = (item: TitledItem) =>
  item.sample && item.title.startsWith(SAMPLE_TITLE_PREFIX) ? item.title.slice(SAMPLE_TITLE_PREFIX.length) : item.title;

/** A timeline item's title (see datedItemTitle). */
export const timelineItemTitle = datedItemTitle;

/**
 * A timeline step's title and description in the page's language. The student's own steps are
 * written from their items: one item's title, or "Essays: 2 items"; due "by 11:59 pm EST" or
 * the decision's words. A national or typical date is named by its id (lib/national-date-terms.ts).
 */
export function timelineStepText(
  i18n: I18n,
  step: Pick<TimelineStep, 'id' | 'source' | 'title' | 'description' | 'category' | 'items'>,
): { title: string; description: string } {
  const [first] = step.items;
  if (step.source !== 'yours') return { title: nationalDateTitle(i18n, step), description: nationalDateDescription(i18n, step) };
  if (!first) return { title: step.title, description: step.description };
  const count = step.items.length;
  const category = i18n._(TIMELINE_CATEGORY_NAMES[step.category]);
  const title = count === 1 ? datedItemTitle(i18n, first) : i18n._(msg`${category}: ${plural(count, { one: '# item', other: '# items' })}`);
  return { title, description: stepDescription(i18n, step.items) };
}

function stepDescription(i18n: I18n, items: TimelineStep['items']): string {
  if (items.every((item) => item.kind === 'decision')) return i18n._(msg`When the college expects to send its decision.`);
  const first = items[0]!;
  if (new Set(items.map((item) => item.timeZone)).size > 1) return i18n._(msg`Due by 11:59 pm in each school’s time zone.`);
  const dueTime = formatDueTime(first.date, first.timeZone);
  return i18n._(msg`Due by ${dueTime}.`);
}
