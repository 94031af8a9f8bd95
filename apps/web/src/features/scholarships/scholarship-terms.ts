import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Renewable } from '@campuspath/contract/offers-terms';
import type { ScholarshipStatus } from '@campuspath/contract/scholarships-terms';

/**
 * The scholarship list's words in the page's language: the contract keeps its English labels (the
 * API's emails and the calendar feed use them), the page shows these by the same ids. A status is
 * a scholarship's, not an application's ("Applied" is said of one scholarship here).
 */
export const SCHOLARSHIP_STATUS_WORDS: Record<ScholarshipStatus, MessageDescriptor> = {
  planned: msg`Not applied yet`,
  applied: msg({ message: 'Applied', context: 'scholarship' }),
  awarded: msg({ message: 'Awarded', context: 'scholarship' }),
  'not-awarded': msg`Not awarded`,
};

export const SCHOLARSHIP_RENEWABLE_WORDS: Record<Renewable, MessageDescriptor> = {
  yes: msg`Renewable`,
  no: msg`One year only`,
  unknown: msg`Not known whether it renews`,
};

/** OUTSIDE_RULE of the contract, in the page's language. */
export const OUTSIDE_RULE_WORDS = msg`The offer counts the larger of the outside scholarships you recorded as awarded and the outside line typed from the letter, never both added: colleges often list the outside scholarships you reported to them, and adding both would count the same money twice.`;
