import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAJOR_FAMILIES, type MajorCode } from '@campuspath/contract/major-families';

/**
 * The major families' names in the page's language. The contract's English names stay what the
 * API sends and searches (`popular_majors`, the plain-language search); these are the words shown.
 */
export const MAJOR_FAMILY_LABELS: Record<MajorCode, MessageDescriptor> = {
  '01': msg`Agriculture`,
  '03': msg`Natural Resources & Conservation`,
  '04': msg`Architecture`,
  '05': msg`Area, Ethnic & Gender Studies`,
  '09': msg`Communication & Journalism`,
  '10': msg`Communications Technology`,
  '11': msg`Computer Science`,
  '12': msg`Culinary & Personal Services`,
  '13': msg`Education`,
  '14': msg`Engineering`,
  '15': msg`Engineering Technology`,
  '16': msg`Foreign Languages & Linguistics`,
  '19': msg`Family & Consumer Sciences`,
  '22': msg`Legal Studies`,
  '23': msg`English Language & Literature`,
  '24': msg`Liberal Arts & General Studies`,
  '25': msg`Library Science`,
  '26': msg`Biology & Biomedical Sciences`,
  '27': msg`Mathematics & Statistics`,
  '29': msg`Military Technology`,
  '30': msg`Interdisciplinary Studies`,
  '31': msg`Parks, Recreation & Fitness`,
  '38': msg`Philosophy & Religious Studies`,
  '39': msg`Theology & Religious Vocations`,
  '40': msg`Physical Sciences`,
  '41': msg`Science Technologies`,
  '42': msg`Psychology`,
  '43': msg`Criminal Justice & Public Safety`,
  '44': msg`Public Administration & Social Work`,
  '45': msg`Social Sciences`,
  '46': msg`Construction Trades`,
  '47': msg`Mechanic & Repair Technologies`,
  '48': msg`Precision Production`,
  '49': msg`Transportation & Materials Moving`,
  '50': msg`Visual & Performing Arts`,
  '51': msg`Health Professions & Nursing`,
  '52': msg`Business & Management`,
  '54': msg`History`,
};

/** A major family by its code, in the page's language. */
export const majorFamilyLabel = (i18n: I18n, code: MajorCode): string => i18n._(MAJOR_FAMILY_LABELS[code]);

const CODE_BY_NAME = new Map<string, MajorCode>(MAJOR_FAMILIES.map((family) => [family.name, family.code]));

/** A major family the API named in English (a card's `popular_majors`), in the page's language; an unknown name as sent. */
export function majorNameLabel(i18n: I18n, name: string): string {
  const code = CODE_BY_NAME.get(name);
  return code ? majorFamilyLabel(i18n, code) : name;
}
