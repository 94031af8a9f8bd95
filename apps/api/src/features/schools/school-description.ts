import { MAJOR_FAMILIES } from '@campuspath/contract/major-families';
import type { AboutSentence } from '@campuspath/contract/school-about';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { CONTROL_LABELS } from '../../catalog/mapping.ts';
import { fallOf, fieldSource } from './school-vintage.ts';

/**
 * The college's summary, composed only from dataset facts (no invented text), each figure with
 * its year. The facts (`aboutSentences`) are what the page writes in its language; `describe` is
 * the same paragraph in English, the page's "About" text for any other reader and its meta
 * description's source in the API's own tests.
 */

const FAMILY = new Map(MAJOR_FAMILIES.map((family) => [family.code, family]));
export const majorName = (code: string) => FAMILY.get(code as never)?.name ?? code;
export const cipTitle = (code: string) => FAMILY.get(code as never)?.cipTitle ?? '';
export const percent1 = (fraction: number) => Math.round(fraction * 1000) / 10;

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const fallYear = (school: CatalogSchool, field: string) => {
  const year = fieldSource(school, field)?.year;
  return year ? fallOf(year) : null;
};

function enrolment(school: CatalogSchool): AboutSentence | null {
  const undergraduates = school.students.undergraduates;
  if (undergraduates === null) return null;
  const year = fallYear(school, 'students.undergraduates');
  const graduates = school.students.graduates || null;
  const graduateYear = fallYear(school, 'students.graduates');
  // The graduate count often comes from another fall than the undergraduates: each says its own.
  return { kind: 'enrolment', undergraduates, year, graduates, graduateYear: graduates && graduateYear !== year ? graduateYear : null };
}

function admission(school: CatalogSchool): AboutSentence | null {
  if (school.openAdmissions) return { kind: 'open-admissions', year: fallYear(school, 'openAdmissions') };
  if (school.admissions.admissionRate === null) return null;
  return {
    kind: 'admitted',
    percent: percent1(school.admissions.admissionRate),
    year: fallYear(school, 'admissions.admissionRate'),
    allCampuses: school.admissions.admissionRateScope === 'all-campuses',
  };
}

/** The "About" paragraph's facts, a sentence each, in the order they are read. */
export function aboutSentences(school: CatalogSchool): AboutSentence[] {
  const sentences: (AboutSentence | null)[] = [
    {
      kind: 'identity',
      control: school.control,
      level: school.level,
      city: school.city,
      stateName: school.stateName,
      setting: school.locale?.kind ?? null,
    },
    enrolment(school),
    admission(school),
  ];
  const top = school.majors.slice(0, 3).map((major) => major.code);
  if (top.length) sentences.push({ kind: 'fields', majors: top, year: fieldSource(school, `majors.${top[0]}`)?.year ?? null });
  if (school.carnegie.institutional2025) sentences.push({ kind: 'carnegie', classification: school.carnegie.institutional2025 });
  return sentences.filter((sentence) => sentence !== null);
}

const inYear = (year: string | null) => (year ? ` (${year})` : '');

function englishSentence(name: string, sentence: AboutSentence): string {
  switch (sentence.kind) {
    case 'identity': {
      const kind = [CONTROL_LABELS[sentence.control].toLowerCase(), sentence.level?.toLowerCase()].filter(Boolean).join(' ');
      const setting = sentence.setting ? ` in a ${sentence.setting} setting` : '';
      return `${name} is a ${kind} institution in ${sentence.city}, ${sentence.stateName}${setting}.`;
    }
    case 'enrolment': {
      const graduatePart = sentence.graduates
        ? ` and ${sentence.graduates.toLocaleString('en-US')} graduate students${inYear(sentence.graduateYear)}`
        : '';
      return `It enrolls ${sentence.undergraduates.toLocaleString('en-US')} degree-seeking undergraduates${graduatePart}${inYear(sentence.year)}.`;
    }
    case 'open-admissions':
      return `It has an open admissions policy${inYear(sentence.year)}.`;
    case 'admitted': {
      const scope = sentence.allCampuses ? ' (a figure covering all campuses that share its federal aid ID)' : '';
      return `It admitted ${sentence.percent}% of applicants${sentence.year ? ` for ${sentence.year}` : ''}${scope}.`;
    }
    case 'fields':
      return `The most common fields of study are ${listWords(sentence.majors.map(majorName))}${inYear(sentence.year)}.`;
    case 'carnegie':
      return `Carnegie Classification (2025): ${sentence.classification}.`;
  }
}

export function describe(school: CatalogSchool): string {
  return aboutSentences(school)
    .map((sentence) => englishSentence(school.name, sentence))
    .join(' ');
}
