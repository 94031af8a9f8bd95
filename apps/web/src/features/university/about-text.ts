import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Control } from '@campuspath/contract/catalog-terms';
import type { MajorCode } from '@campuspath/contract/major-families';
import type { AboutSentence } from '@campuspath/contract/school-about';
import { formatPercentOneDecimal } from '../../lib/format-percent.ts';
import { formatCount } from '../../lib/format-size.ts';

/**
 * The college page's "About" paragraph in the page's language, written from the facts the API
 * sends (`about`). The fields of study need the 38 families' names, which the page's first load
 * does without: `aboutSummary` is the paragraph without them (the page's meta description, and
 * what shows while the paragraph's own part loads), `aboutText` the whole of it.
 */

const CONTROL_WORDS: Record<Control, MessageDescriptor> = {
  public: msg`public`,
  'private-nonprofit': msg`private nonprofit`,
  'private-for-profit': msg`private for-profit`,
};

/** IPEDS ICLEVEL as the API names it. */
const LEVEL_WORDS: Record<string, MessageDescriptor> = {
  'Four-year': msg`four-year`,
  'Two-year': msg`two-year`,
  'Less-than-two-year': msg`less-than-two-year`,
};

const SETTING_PHRASES: Record<string, MessageDescriptor> = {
  city: msg`in a city setting`,
  suburb: msg`in a suburban setting`,
  town: msg`in a town setting`,
  rural: msg`in a rural setting`,
};

/** Up to three names, joined as the API's English joins them ("A, B and C"). */
function fieldList(i18n: I18n, names: string[]): string {
  const [first = '', second, third] = names;
  if (second === undefined) return first;
  if (third === undefined) return i18n._(msg`${first} and ${second}`);
  return i18n._(msg`${first}, ${second} and ${third}`);
}

type Sentence<K extends AboutSentence['kind']> = Extract<AboutSentence, { kind: K }>;

function identity(i18n: I18n, name: string, sentence: Sentence<'identity'>): string {
  const control = i18n._(CONTROL_WORDS[sentence.control]);
  const levelWords = sentence.level ? LEVEL_WORDS[sentence.level] : undefined;
  const level = levelWords ? i18n._(levelWords) : sentence.level;
  const kind = level ? i18n._(msg`${control} ${level} institution`) : i18n._(msg`${control} institution`);
  const { city, stateName } = sentence;
  const settingWords = sentence.setting ? SETTING_PHRASES[sentence.setting] : undefined;
  if (!settingWords) return i18n._(msg`${name} is a ${kind} in ${city}, ${stateName}.`);
  const setting = i18n._(settingWords);
  return i18n._(msg`${name} is a ${kind} in ${city}, ${stateName} ${setting}.`);
}

function enrolment(i18n: I18n, sentence: Sentence<'enrolment'>): string {
  const undergraduates = formatCount(sentence.undergraduates);
  const { year, graduateYear } = sentence;
  if (sentence.graduates) {
    const count = formatCount(sentence.graduates);
    const graduates = graduateYear ? i18n._(msg`${count} graduate students (${graduateYear})`) : i18n._(msg`${count} graduate students`);
    return year
      ? i18n._(msg`It enrolls ${undergraduates} degree-seeking undergraduates and ${graduates} (${year}).`)
      : i18n._(msg`It enrolls ${undergraduates} degree-seeking undergraduates and ${graduates}.`);
  }
  return year
    ? i18n._(msg`It enrolls ${undergraduates} degree-seeking undergraduates (${year}).`)
    : i18n._(msg`It enrolls ${undergraduates} degree-seeking undergraduates.`);
}

function admitted(i18n: I18n, sentence: Sentence<'admitted'>): string {
  const percent = formatPercentOneDecimal(sentence.percent);
  const { year } = sentence;
  if (sentence.allCampuses) {
    return year
      ? i18n._(msg`It admitted ${percent} of applicants for ${year} (a figure covering all campuses that share its federal aid ID).`)
      : i18n._(msg`It admitted ${percent} of applicants (a figure covering all campuses that share its federal aid ID).`);
  }
  return year ? i18n._(msg`It admitted ${percent} of applicants for ${year}.`) : i18n._(msg`It admitted ${percent} of applicants.`);
}

/** One sentence; the fields of study through `majorLabel`, or null without it. */
function sentenceText(i18n: I18n, name: string, sentence: AboutSentence, majorLabel?: (code: MajorCode) => string): string | null {
  switch (sentence.kind) {
    case 'identity':
      return identity(i18n, name, sentence);
    case 'enrolment':
      return enrolment(i18n, sentence);
    case 'open-admissions': {
      const { year } = sentence;
      return year ? i18n._(msg`It has an open admissions policy (${year}).`) : i18n._(msg`It has an open admissions policy.`);
    }
    case 'admitted':
      return admitted(i18n, sentence);
    case 'fields': {
      if (!majorLabel) return null;
      const fields = fieldList(i18n, sentence.majors.map(majorLabel));
      const { year } = sentence;
      return year
        ? i18n._(msg`The most common fields of study are ${fields} (${year}).`)
        : i18n._(msg`The most common fields of study are ${fields}.`);
    }
    case 'carnegie': {
      const { classification } = sentence;
      return i18n._(msg`Carnegie Classification (2025): ${classification}.`);
    }
  }
}

const joined = (texts: (string | null)[]) => texts.filter((text) => text !== null).join(' ');

/** The paragraph without its fields of study. */
export const aboutSummary = (i18n: I18n, name: string, sentences: readonly AboutSentence[]): string =>
  joined(sentences.map((sentence) => sentenceText(i18n, name, sentence)));

/** The whole paragraph, the fields of study named by `majorLabel`. */
export const aboutText = (i18n: I18n, name: string, sentences: readonly AboutSentence[], majorLabel: (code: MajorCode) => string): string =>
  joined(sentences.map((sentence) => sentenceText(i18n, name, sentence, majorLabel)));
