import type { ApplicationRound } from '@campuspath/contract/applications-terms';

/**
 * Application rounds as counselors write them in a spreadsheet (ED, EA, REA, RD, Rolling, and
 * their long names, in any case and punctuation), read by the admission-history import and the
 * checked-deadlines list.
 */
const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

const ROUNDS = new Map<string, ApplicationRound>();
const roundWords: Record<ApplicationRound, string[]> = {
  'early-decision': [
    'ed',
    'ed1',
    'edi',
    'ed2',
    'edii',
    'earlydecision',
    'earlydecision1',
    'earlydecision2',
    'earlydecisioni',
    'earlydecisionii',
  ],
  'early-action': ['ea', 'ea1', 'ea2', 'earlyaction', 'earlyaction1', 'earlyaction2'],
  'restrictive-early-action': ['rea', 'scea', 'restrictiveearlyaction', 'singlechoiceearlyaction', 'restrictiveea'],
  'regular-decision': ['rd', 'regular', 'regulardecision', 'regularadmission'],
  rolling: ['rolling', 'rollingadmission', 'rollingadmissions'],
};
for (const [round, words] of Object.entries(roundWords) as [ApplicationRound, string[]][]) {
  for (const word of [...words, squash(round)]) ROUNDS.set(word, round);
}

/** A round as counselors write it (ED, EA, REA, RD, Rolling, and their long names), or null. */
export const readRound = (text: string): ApplicationRound | null => ROUNDS.get(squash(text)) ?? null;
