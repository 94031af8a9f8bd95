import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { HistoryHiddenReason } from '@campuspath/contract/admission-history-terms';
import { HISTORY_ROUND_CODES, SIMILAR_STUDENTS } from '@campuspath/contract/admission-history-terms';
import type { SimilarStudents } from '@campuspath/contract/admission-history';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import { numberFormat } from '../../lib/number-format.ts';
import { APPLICATION_ROUND_NAMES } from '../../lib/plan-terms.ts';

/**
 * The school's history as a student reads it, in the page's language. The API sends why a part is
 * hidden as a reason and the school's minimum; these words are the contract's historyHiddenMessage.
 */

/** A GPA as the chart and the table write it: "3.70". */
export const gpaText = (gpa: number): string => numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(gpa);

/** "6 of 11 admitted". */
export const admittedWords = (i18n: I18n, admitted: number, total: number): string => i18n._(msg`${admitted} of ${total} admitted`);

export function hiddenWords(
  i18n: I18n,
  reason: HistoryHiddenReason,
  minimum: number,
  { round = null, testOptional = false }: { round?: ApplicationRound | null; testOptional?: boolean } = {},
): string {
  if (reason === 'too_few_applicants' && round) {
    const roundName = i18n._(APPLICATION_ROUND_NAMES[round]);
    return i18n._(msg`Too few past applicants from your school applied ${roundName} to show (fewer than ${minimum}).`);
  }
  if (reason === 'too_few_applicants') return i18n._(msg`Too few past applicants from your school to show (fewer than ${minimum}).`);
  if (reason === 'too_few_similar')
    return testOptional
      ? i18n._(
          msg`Too few past applicants from your school with a GPA like yours applied without a test score to show (fewer than ${minimum}).`,
        )
      : i18n._(msg`Too few past applicants from your school had a GPA and test score like yours to show (fewer than ${minimum}).`);
  if (reason === 'no_gpa')
    return i18n._(msg`Add your unweighted GPA to your academic profile to compare yourself with past applicants from your school.`);
  return i18n._(msg`Join your high school with its code to see your school's admission history.`);
}

// The contract's words in a band's label (similarBandLabel), matched as it writes them.
const BAND_NO_TEST = 'no test score';
const BAND_OR = ' or ';

/**
 * The band the API compared in ("GPA 3.5–3.9, SAT 1220–1420 or ACT 27–33"): figures and test
 * names, joined by the contract's two English words, which are said here in the page's language.
 */
export function bandWords(i18n: I18n, label: string): string {
  return label.replace(BAND_NO_TEST, i18n._(msg`no test score`)).replace(BAND_OR, i18n._(msg({ message: ' or ', context: 'band' })));
}

/** Who counted as "like you". */
export function likeYouWords(i18n: I18n, similar: SimilarStudents): string {
  const { gpa, sat, act } = SIMILAR_STUDENTS;
  if (similar.band) {
    const band = bandWords(i18n, similar.band.label);
    const { widened, widest } = similar.band;
    const key = `${similar.sample ? 'sample' : 'past'}-${similar.testOptional ? 'notest' : 'test'}` as const;
    const who = {
      'sample-notest': msg`generated sample applicants who applied without a test score with ${band}`,
      'sample-test': msg`generated sample applicants with ${band}`,
      'past-notest': msg`past applicants who applied without a test score with ${band}`,
      'past-test': msg`past applicants with ${band}`,
    }[key];
    const text = i18n._(who);
    if (!widened) return text;
    return widest
      ? i18n._(msg`${text} (widened from GPA ±${gpa} and ${sat} SAT points until there were enough to show, as far as we compare)`)
      : i18n._(msg`${text} (widened from GPA ±${gpa} and ${sat} SAT points until there were enough to show)`);
  }
  if (similar.testOptional)
    return similar.sample
      ? i18n._(msg`generated sample applicants who applied without a test score, with an unweighted GPA within ${gpa} of yours`)
      : i18n._(msg`past applicants who applied without a test score, with an unweighted GPA within ${gpa} of yours`);
  return similar.sample
    ? i18n._(
        msg`generated sample applicants with an unweighted GPA within ${gpa} of yours and a test score within ${sat} SAT points (or ${act} ACT points)`,
      )
    : i18n._(
        msg`past applicants with an unweighted GPA within ${gpa} of yours and a test score within ${sat} SAT points (or ${act} ACT points)`,
      );
}

/** "class years 2022–2026", "class years 2022, 2024 and 2025", or every year when the school chose none. */
export function classYearsWords(i18n: I18n, classYears: readonly number[] | null): string {
  if (!classYears || classYears.length === 0) return i18n._(msg`every class year it holds`);
  const sorted = [...classYears].sort((a, b) => a - b);
  const first = String(sorted[0]);
  if (sorted.length === 1) return i18n._(msg`the class of ${first}`);
  const last = String(sorted.at(-1));
  const consecutive = sorted.every((year, index) => index === 0 || year === sorted[index - 1]! + 1);
  if (consecutive) return i18n._(msg`class years ${first}–${last}`);
  const years = sorted.slice(0, -1).join(', ');
  return i18n._(msg`class years ${years} and ${last}`);
}

/** The source line: whose records, which years; never official. A generated sample says so. */
export function sourceWords(i18n: I18n, highSchool: string, classYears: readonly number[] | null, sample = false): string {
  const years = classYearsWords(i18n, classYears);
  return sample
    ? i18n._(
        msg`A sample history CampusPath generated for ${highSchool} to show how this looks (${years}): not real students, not real outcomes, not official data. It records no rounds.`,
      )
    : i18n._(
        msg`From ${highSchool}'s own records of past applicants' outcomes, entered by its counselors (${years}). Not official admission data, and no student is named.`,
      );
}

/** The round filter's short names (ED, EA, REA, RD, Rolling), with the full name for screen readers. */
export const roundChoiceWords = (i18n: I18n) =>
  (Object.keys(HISTORY_ROUND_CODES) as ApplicationRound[]).map((round) => ({
    round,
    short: round === 'rolling' ? i18n._(APPLICATION_ROUND_NAMES.rolling) : HISTORY_ROUND_CODES[round],
    label: i18n._(APPLICATION_ROUND_NAMES[round]),
  }));

/** "12 past applicants". */
export const pastApplicantsWords = (i18n: I18n, count: number): string =>
  i18n._(msg`${plural(count, { one: '# past applicant', other: '# past applicants' })}`);
