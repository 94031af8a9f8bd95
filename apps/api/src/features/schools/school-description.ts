import { MAJOR_FAMILIES } from '@campuspath/contract/major-families';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { CONTROL_LABELS } from '../../catalog/mapping.ts';
import { fallOf, fieldSource } from './school-vintage.ts';

/**
 * The college's summary, composed only from dataset facts (no invented text), each figure with
 * its year. It is the page's "About" text and its meta description.
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

function enrolment(school: CatalogSchool): string | null {
  const undergraduates = school.students.undergraduates;
  if (undergraduates === null) return null;
  const undergraduateYear = fallYear(school, 'students.undergraduates');
  const graduates = school.students.graduates;
  const graduateYear = fallYear(school, 'students.graduates');
  // The graduate count often comes from another fall than the undergraduates: each says its own.
  const graduatePart = graduates
    ? ` and ${graduates.toLocaleString('en-US')} graduate students${graduateYear && graduateYear !== undergraduateYear ? ` (${graduateYear})` : ''}`
    : '';
  return `It enrolls ${undergraduates.toLocaleString('en-US')} degree-seeking undergraduates${graduatePart}${undergraduateYear ? ` (${undergraduateYear})` : ''}.`;
}

function admission(school: CatalogSchool): string | null {
  if (school.openAdmissions) {
    const year = fallYear(school, 'openAdmissions');
    return `It has an open admissions policy${year ? ` (${year})` : ''}.`;
  }
  if (school.admissions.admissionRate === null) return null;
  const year = fallYear(school, 'admissions.admissionRate');
  const scope =
    school.admissions.admissionRateScope === 'all-campuses' ? ' (a figure covering all campuses that share its federal aid ID)' : '';
  return `It admitted ${percent1(school.admissions.admissionRate)}% of applicants${year ? ` for ${year}` : ''}${scope}.`;
}

export function describe(school: CatalogSchool): string {
  const sentences: (string | null)[] = [];
  const kind = [CONTROL_LABELS[school.control].toLowerCase(), school.level?.toLowerCase()].filter(Boolean).join(' ');
  const setting = school.locale ? ` in a ${school.locale.kind} setting` : '';
  sentences.push(`${school.name} is a ${kind} institution in ${school.city}, ${school.stateName}${setting}.`);
  sentences.push(enrolment(school), admission(school));
  const top = school.majors.slice(0, 3).map((major) => majorName(major.code));
  const majorsYear = fieldSource(school, `majors.${school.majors[0]?.code}`)?.year;
  if (top.length) sentences.push(`The most common fields of study are ${listWords(top)}${majorsYear ? ` (${majorsYear})` : ''}.`);
  if (school.carnegie.institutional2025) sentences.push(`Carnegie Classification (2025): ${school.carnegie.institutional2025}.`);
  return sentences.filter(Boolean).join(' ');
}
