import type { SchoolFit } from '@campuspath/contract/recommendations';
import { CHANCE_RULES, chanceLabelName, type ChanceUnavailable } from '@campuspath/contract/recommendations-terms';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { fallOf, fieldSource } from '../schools/school-vintage.ts';
import { chanceParts } from './fit-parts.ts';
import { percentileOf } from './fit-model.ts';
import type { FitScore } from './fit-score.ts';
import { ordinal, pct } from './fit-words.ts';

/**
 * The student's chance at one school in words: the estimate and its range, or why there is none,
 * and the reason for its reach / target / safety label.
 */

/** Percents shown for an estimate: whole numbers, low <= estimate <= high. */
export function chancePercents(chance: FitScore['chance']) {
  if (chance.p === null || chance.low === null || chance.high === null) return null;
  const estimate = pct(chance.p);
  return { estimate, low: Math.min(pct(chance.low), estimate), high: Math.max(pct(chance.high), estimate) };
}

/** The admission rate as a sentence's start: "Georgia Tech admitted 17% of applicants in fall 2023". */
function rateSentence(school: CatalogSchool): string {
  const rate = school.admissions.admissionRate!;
  const rateYear = fieldSource(school, 'admissions.admissionRate')?.year;
  const rateScope = school.admissions.admissionRateScope === 'all-campuses' ? ' (all campuses sharing its federal aid ID)' : '';
  return `${school.name} admitted ${pct(rate)}% of applicants${rateYear ? ` in ${fallOf(rateYear)}` : ''}${rateScope}`;
}

const NO_ESTIMATE = { label: null, estimate: null, low: null, high: null, confidence: null } as const;

/** No estimate, and why: never the admission rate dressed as the student's chance. */
function withoutEstimate(school: CatalogSchool, reason: ChanceUnavailable): Omit<SchoolFit['chance'], 'explanationParts'> {
  switch (reason) {
    case 'testScore':
      return {
        ...NO_ESTIMATE,
        unavailable: reason,
        summary: 'No estimate yet · add an SAT or ACT score',
        explanation: [
          `A chance needs your SAT or ACT score, placed within the scores of ${school.name}'s enrolled students; your profile has none yet.`,
          `${rateSentence(school)}: that is every applicant's rate, not your chance.`,
        ],
      };
    case 'scoreRange':
      return {
        ...NO_ESTIMATE,
        unavailable: reason,
        summary: 'No estimate · no test score range reported',
        explanation: [
          `${school.name} reports no SAT or ACT range for its enrolled students, so your score cannot be placed and there is no estimate.`,
          `${rateSentence(school)}: that is every applicant's rate, not your chance.`,
        ],
      };
    case 'admissionRate':
      return {
        ...NO_ESTIMATE,
        unavailable: reason,
        summary: 'No estimate · admission rate not reported',
        explanation: [`${school.name} reports no admission rate, so we cannot estimate a chance.`],
      };
  }
}

/** The chance at one school with its sentences, as GET /api/schools/{id}/fit and every list answer it. */
export function chanceSentences(school: CatalogSchool, score: FitScore): SchoolFit['chance'] {
  return { ...chanceInEnglish(school, score), explanationParts: chanceParts(school, score, chancePercents(score.chance)) };
}

function chanceInEnglish(school: CatalogSchool, score: FitScore): Omit<SchoolFit['chance'], 'explanationParts'> {
  const { chance, position } = score;
  const percents = chancePercents(chance);
  if (chance.label === 'likely') {
    return {
      label: 'likely',
      unavailable: null,
      estimate: null,
      low: null,
      high: null,
      confidence: null,
      summary: 'Likely admit · open admission',
      explanation: [
        `${school.name} has open admission: it admits applicants who meet its basic requirements (usually a high school diploma or equivalent), so no estimate is needed.`,
      ],
    };
  }
  if (!percents || chance.label === null || position.z === null) return withoutEstimate(school, chance.unavailable ?? 'admissionRate');
  const rate = school.admissions.admissionRate!;
  const range = percents.low === percents.high ? `${percents.low}%` : `${percents.low}–${percents.high}%`;
  const direction = position.z > 0.05 ? 'raises' : position.z < -0.05 ? 'lowers' : 'keeps';
  const explanation = [
    `${rateSentence(school)}; that is the starting point.`,
    `Your score, around the ${ordinal(percentileOf(position.z))} percentile of its enrolled students, ${direction} the estimate to about ${percents.estimate}%.`,
    chance.skewsHigh
      ? `The range ${range} is wider because it does not require test scores (or few students sent them), so the scores it reports skew high.`
      : `The range ${range} allows for this year's applicants differing from last year's.`,
    labelReason(chance.label, rate, chance.p!),
    'Estimates stay between 3% and 95%: nobody is certain either way. Essays, grades and activities can move a real decision far from any estimate.',
  ];
  return {
    label: chance.label,
    unavailable: null,
    estimate: percents.estimate,
    low: percents.low,
    high: percents.high,
    confidence: chance.confidence,
    summary: `${chanceLabelName(chance.label)} · ${range} estimated chance`,
    explanation,
  };
}

function labelReason(label: 'reach' | 'target' | 'safety', rate: number, p: number): string {
  if (label === 'reach') {
    return rate <= CHANCE_RULES.selectiveRate
      ? `Reach: colleges admitting ${pct(CHANCE_RULES.selectiveRate)}% or fewer are a reach for everyone.`
      : `Reach: the estimate is under ${pct(CHANCE_RULES.reachBelow)}%.`;
  }
  if (label === 'safety') {
    return `Safety: the estimate is over ${pct(CHANCE_RULES.safetyAbove)}% and the college admits at least half its applicants.`;
  }
  return p > CHANCE_RULES.safetyAbove
    ? `Target: the estimate is over ${pct(CHANCE_RULES.safetyAbove)}%, but the college admits fewer than half its applicants.`
    : `Target: the estimate is between ${pct(CHANCE_RULES.reachBelow)}% and ${pct(CHANCE_RULES.safetyAbove)}%.`;
}
