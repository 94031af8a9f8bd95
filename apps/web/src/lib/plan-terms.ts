import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationRound, ApplicationStatus, DEFAULT_CHECKLIST_LABELS } from '@campuspath/contract/applications-terms';
import type { DocumentType } from '@campuspath/contract/documents-terms';
import type { EssayStatus } from '@campuspath/contract/essays-terms';
import type { LetterStatus } from '@campuspath/contract/letters-terms';
import type { PlanScope } from '@campuspath/contract/sharing-terms';

/**
 * The product's words for a student's plan (statuses, rounds, what is shared) in the page's
 * language, as a parent reads them (docs/i18n.md). The contract keeps its English labels, which the
 * API and the student's own pages use; the family's pages show these. Apart from lib/data-terms.ts,
 * so the catalogue pages that share that module do not carry the plan's words.
 */

/** What a student shares (the contract's SHARE_SCOPE_LABELS, as the parent reads them). */
export const PLAN_SCOPE_NAMES: Record<PlanScope, MessageDescriptor> = {
  colleges: msg`Saved colleges and applications with deadlines`,
  profile: msg`Academic profile`,
  costs: msg`Costs and income band`,
  tasks: msg`Tasks`,
  essays: msg`Essays`,
  documents: msg`Documents`,
  letters: msg`Letters of recommendation`,
};

export const APPLICATION_ROUND_NAMES: Record<ApplicationRound, MessageDescriptor> = {
  'early-decision': msg`Early Decision`,
  'early-action': msg`Early Action`,
  'restrictive-early-action': msg`Restrictive Early Action`,
  'regular-decision': msg`Regular Decision`,
  rolling: msg`Rolling`,
};

export const APPLICATION_STATUS_NAMES: Record<ApplicationStatus, MessageDescriptor> = {
  drafting: msg`Drafting`,
  'in-progress': msg`In Progress`,
  submitted: msg`Submitted`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  waitlisted: msg`Waitlisted`,
  deferred: msg`Deferred`,
  withdrawn: msg`Withdrawn`,
};

export const ESSAY_STATUS_NAMES: Record<EssayStatus, MessageDescriptor> = {
  'not-started': msg`Not Started`,
  drafting: msg`Drafting`,
  review: msg`In Review`,
  completed: msg`Completed`,
};

export const LETTER_STATUS_NAMES: Record<LetterStatus, MessageDescriptor> = {
  'not-requested': msg`Not Requested`,
  requested: msg`Requested`,
  'in-progress': msg`In Progress`,
  // A letter (carta) is feminine in Spanish, an essay (ensayo) masculine: the same English word, two translations.
  completed: msg({ message: 'Completed', context: 'letter' }),
  declined: msg`Declined`,
};

export const DOCUMENT_TYPE_NAMES: Record<DocumentType, MessageDescriptor> = {
  transcript: msg`Academic Transcript`,
  resume: msg`Resume/CV`,
  letter: msg`Recommendation Letter`,
  essay: msg`Essay`,
  image: msg`Image`,
  other: msg`Other`,
};

/** A demo item's title, marked as the student's own pages mark it ("Sample: …"). */
export function sampleTitleText(i18n: I18n, title: string): string {
  return i18n._(msg`Sample: ${title}`);
}

/**
 * Where an offer's reply and deposit date comes from, in the page's language (the contract's
 * replyDeadlineOrigin, which the student's own pages still show in English).
 */
export function replyDeadlineOriginText(
  i18n: I18n,
  application: { replyDeadlineSource: string | null; replyDeadlineBy: string | null },
): string {
  const source = application.replyDeadlineSource;
  const counselor = application.replyDeadlineBy;
  if (!source) return i18n._(msg`common default`);
  if (counselor) return i18n._(msg`the college’s date; source: ${source}; recorded by ${counselor}, counselor`);
  return i18n._(msg`the college’s date; source: ${source}`);
}

/** The checklist steps an application starts with (the contract's DEFAULT_CHECKLIST_LABELS), as a parent reads them. */
const DEFAULT_CHECKLIST_NAMES: Record<(typeof DEFAULT_CHECKLIST_LABELS)[number], MessageDescriptor> = {
  'Application form': msg`Application form`,
  'Personal essay': msg`Personal essay`,
  'Supplemental essays': msg`Supplemental essays`,
  'Transcript requested': msg`Transcript requested`,
  'Recommendation letters': msg`Recommendation letters`,
  'Test scores sent': msg`Test scores sent`,
  'Application fee or waiver': msg`Application fee or waiver`,
};

/**
 * A checklist step in the page's language when it is one the application started with; a step the
 * student wrote or renamed is theirs, shown as they wrote it.
 */
export function checklistStepText(i18n: I18n, label: string): string {
  const known = DEFAULT_CHECKLIST_NAMES[label as keyof typeof DEFAULT_CHECKLIST_NAMES] as MessageDescriptor | undefined;
  return known ? i18n._(known) : label;
}
