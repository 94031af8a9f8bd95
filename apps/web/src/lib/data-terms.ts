import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  INCOME_BANDS,
  type IncomeBand,
  type LocaleKind,
  type ProgramType,
  type Region,
  type SizeBucket,
  type TestPolicy,
} from '@campuspath/contract/catalog-terms';
import type { ChanceLabel } from '@campuspath/contract/recommendations-terms';
import { numberFormat } from './number-format.ts';

/**
 * The product's own words for the federal data, in the page's language (docs/i18n.md: the data
 * stays as published, its labels are translated). The contract keeps its English labels, which the
 * API and its tests use; the web shows these. One place, so Explore, Compare, the college page and
 * Browse by major say the same thing.
 */

export const REGION_LABELS: Record<Region, MessageDescriptor> = {
  Northeast: msg`Northeast`,
  Midwest: msg`Midwest`,
  South: msg`South`,
  West: msg`West`,
  International: msg`International`,
};

export const REGION_HINTS: Partial<Record<Region, MessageDescriptor>> = {
  International: msg`Outside the 50 states and DC`,
};

export const PROGRAM_TYPE_LABELS: Record<ProgramType, MessageDescriptor> = {
  public: msg`Public`,
  private: msg`Private`,
  'liberal-arts': msg`Liberal Arts`,
  research: msg`Research`,
  'community-college': msg`Community College`,
  'associates-college': msg`Associate's College`,
};

export const PROGRAM_TYPE_HINTS: Partial<Record<ProgramType, MessageDescriptor>> = {
  'community-college': msg`Public colleges awarding mostly associate's degrees`,
  'associates-college': msg`Private (nonprofit or for-profit) colleges awarding mostly associate's degrees`,
};

export const SIZE_LABELS: Record<SizeBucket, MessageDescriptor> = {
  small: msg`Small`,
  medium: msg`Medium`,
  large: msg`Large`,
  'very-large': msg`Very large`,
};

// es-US writes these numbers as English does ("5,000"), so the figures can sit in the message.
export const SIZE_HINTS: Record<SizeBucket, MessageDescriptor> = {
  small: msg`Under 5,000 undergraduates`,
  medium: msg`5,000 to 15,000 undergraduates`,
  large: msg`15,000 to 30,000 undergraduates`,
  'very-large': msg`Over 30,000 undergraduates`,
};

// A policy on test scores, told apart from the same English words on an admission factor's badge:
// Spanish names what is required ("Puntajes obligatorios"), where a badge agrees with its factor.
export const TEST_POLICY_LABELS: Record<TestPolicy, MessageDescriptor> = {
  required: msg({ message: 'Required', context: 'test policy' }),
  recommended: msg({ message: 'Recommended', context: 'test policy' }),
  optional: msg`Test-optional (considered, not required)`,
  'not-considered': msg`Not considered (test-blind)`,
};

export const SETTING_KIND_LABELS: Record<LocaleKind, MessageDescriptor> = {
  city: msg`City`,
  suburb: msg`Suburb`,
  town: msg`Town`,
  rural: msg`Rural`,
};

export const CHANCE_LABEL_NAMES: Record<ChanceLabel, MessageDescriptor> = {
  reach: msg`Reach`,
  target: msg`Target`,
  safety: msg`Safety`,
  likely: msg`Likely admit`,
};

export const CHANCE_LABEL_HINTS: Record<ChanceLabel, MessageDescriptor> = {
  reach: msg`Estimated chance under 35%, or the college admits 20% or fewer`,
  target: msg`Estimated chance between 35% and 70%`,
  safety: msg`Estimated chance over 70% at a college admitting at least half`,
  likely: msg`Open admission: it admits every applicant who meets basic requirements`,
};

/** A college's control as the API names it (`type`: "Public", "Private nonprofit", "Private for-profit"). */
const CONTROL_LABELS: Record<string, MessageDescriptor> = {
  Public: msg`Public`,
  'Private nonprofit': msg`Private nonprofit`,
  'Private for-profit': msg`Private for-profit`,
};

/** Degree levels as the API names them (PREDDEG / HIGHDEG: "Certificate", "Associate's", "Bachelor's", "Graduate"). */
const DEGREE_LEVEL_LABELS: Record<string, MessageDescriptor> = {
  Certificate: msg`Certificate`,
  "Associate's": msg`Associate's`,
  "Bachelor's": msg`Bachelor's`,
  Graduate: msg`Graduate`,
};

/** The API's control of a college in the page's language; an unknown one as sent. */
export function controlLabel(i18n: I18n, type: string): string {
  const label = CONTROL_LABELS[type];
  return label ? i18n._(label) : type;
}

/** The API's degree level in the page's language; an unknown one as sent. */
export function degreeLevelLabel(i18n: I18n, level: string): string {
  const label = DEGREE_LEVEL_LABELS[level];
  return label ? i18n._(label) : level;
}

/** The Scorecard's race and ethnicity groups as the API names them (`students.raceEthnicity`'s keys). */
const RACE_ETHNICITY_LABELS: Record<string, MessageDescriptor> = {
  White: msg`White`,
  Black: msg`Black`,
  Hispanic: msg`Hispanic`,
  Asian: msg`Asian`,
  'American Indian/Alaska Native': msg`American Indian/Alaska Native`,
  'Native Hawaiian/Pacific Islander': msg`Native Hawaiian/Pacific Islander`,
  'Two or more races': msg`Two or more races`,
  'Non-resident (international)': msg`Non-resident (international)`,
  Unknown: msg`Unknown`,
};

/** A race or ethnicity group in the page's language; an unknown one as sent. */
export function raceEthnicityLabel(i18n: I18n, group: string): string {
  const label = RACE_ETHNICITY_LABELS[group];
  return label ? i18n._(label) : group;
}

export const NOT_REPORTED = msg`Not reported`;

/** A family-income band's range in the page's language ("$30,001–48,000", "Over $110,000"). */
export function incomeBandText(i18n: I18n, band: IncomeBand): string {
  const found = INCOME_BANDS.find((item) => item.id === band);
  if (!found) return band;
  const money = (amount: number) => numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
  if (found.max === Infinity) {
    const amount = money(found.min - 1);
    return i18n._(msg`Over ${amount}`);
  }
  return `${money(found.min)}–${numberFormat().format(found.max)}`;
}
