import { INCOME_BANDS, SIZE_BUCKETS } from '@campuspath/contract/catalog-terms';
import { findMajorFamily } from '@campuspath/contract/major-families';
import type { MissingInput, SchoolFit } from '@campuspath/contract/recommendations';
import { CHANCE_RULES, MATCH_COMPONENTS, chanceLabelName, type ChanceUnavailable } from '@campuspath/contract/recommendations-terms';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { fallOf, fieldSource } from '../schools/school-vintage.ts';
import { percentileOf } from './fit-model.ts';
import type { FitProfile, FitScore } from './fit-score.ts';

/**
 * The sentences behind every number of the fit model, written once here so the recommendations
 * page, Explore, the university page and the dashboard all say the same thing.
 */

const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const pct = (fraction: number) => Math.round(fraction * 100);
const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};
const majorName = (code: string) => findMajorFamily(code)?.name ?? code;
const listWords = (words: string[]) => (words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);
const sizeLabel = (id: string) => SIZE_BUCKETS.find((bucket) => bucket.id === id)?.label.toLowerCase() ?? id;
const bandLabel = (id: string) => INCOME_BANDS.find((band) => band.id === id)?.label ?? id;

/** Percents shown for an estimate: whole numbers, low <= estimate <= high. */
export function chancePercents(chance: FitScore['chance']) {
  if (chance.p === null || chance.low === null || chance.high === null) return null;
  const estimate = pct(chance.p);
  return { estimate, low: Math.min(pct(chance.low), estimate), high: Math.max(pct(chance.high), estimate) };
}

function academicSentences(profile: FitProfile, school: CatalogSchool, score: FitScore): SchoolFit['academics'] {
  const { position } = score;
  const yours =
    position.basis === 'ACT'
      ? `Your ACT ${profile.act} (about ${position.studentSat} on the SAT, 2018 ACT/SAT concordance)`
      : position.studentSat !== null
        ? `Your SAT ${position.studentSat}`
        : null;
  let sentence: string;
  let percentile: number | null = null;
  if (position.z !== null && position.range && yours) {
    percentile = percentileOf(position.z);
    const rangeText =
      position.range.basis === 'ACT'
        ? `its enrolled students' ACT middle 50% is ${school.admissions.act.p25}–${school.admissions.act.p75}, about ${position.range.p25}–${position.range.p75} on the SAT`
        : `its enrolled students' SAT middle 50% is ${position.range.p25}–${position.range.p75}`;
    sentence = `${yours} is around the ${ordinal(percentile)} percentile of enrolled students (${rangeText}).`;
  } else if (!yours) {
    sentence = 'Add an SAT or ACT score to your profile to see where you sit among enrolled students.';
  } else {
    sentence = `${school.name} reports no SAT or ACT range for enrolled students, so your score could not be placed.`;
  }
  return {
    studentSat: position.studentSat,
    basis: position.basis,
    schoolRange: position.range,
    percentile,
    gpaUsed: false,
    sentence,
    gpaSentence: 'GPA was not used: the federal data has no GPA reference for this college, and we do not guess one.',
  };
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
function withoutEstimate(school: CatalogSchool, reason: ChanceUnavailable): SchoolFit['chance'] {
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

const netPriceYear = (school: CatalogSchool, field: string) => fieldSource(school, field)?.year ?? 'latest year';

function priceSentence(school: CatalogSchool, profile: FitProfile, price: NonNullable<FitScore['price']>): string {
  const note = school.control === 'public' ? ' Public colleges: this is the in-state figure.' : '';
  if (price.basis === 'income-band') {
    return `Families earning ${bandLabel(profile.incomeBand!)} paid ${usd(price.amount)} a year on average after grants (${netPriceYear(school, `netPrice.byIncome.${profile.incomeBand!}`)} net price); the college's own net price calculator gives a personal figure.${note}`;
  }
  if (price.basis === 'overall-net-price') {
    return `${school.name} reports no net price for your income band; students paid ${usd(price.amount)} a year on average after grants (${netPriceYear(school, 'netPrice.overall')}).${note}`;
  }
  return `The sticker cost is ${usd(price.amount)} a year (cost of attendance); add your family income band to see what families like yours paid.${note}`;
}

function componentSentence(id: string, score: number | null, profile: FitProfile, school: CatalogSchool, fit: FitScore): string {
  switch (id) {
    case 'academics':
      if (score === null) return 'Not scored: add an SAT or ACT score.';
      if (fit.position.z === null) return 'No SAT or ACT range reported: counted as neutral.';
      return fit.position.z > 1.5
        ? 'Your scores are well above most enrolled students: you may find more challenge elsewhere.'
        : fit.position.z > 0.674
          ? 'Your scores are above its middle 50%.'
          : fit.position.z >= -0.674
            ? 'Your scores are within its middle 50%.'
            : 'Your scores are below its middle 50%.';
    case 'majors': {
      if (score === null) return 'Not scored: choose intended majors.';
      const offered = profile.intendedMajors
        .map((code) => ({ code, share: school.majors.find((major) => major.code === code)?.share }))
        .filter((major): major is { code: string; share: number } => major.share !== undefined);
      if (!offered.length) return `It awards no degrees in ${listWords(profile.intendedMajors.map(majorName))}.`;
      return `It awards degrees in ${listWords(offered.map((major) => `${majorName(major.code)} (${Math.max(1, pct(major.share))}% of its degrees)`))}.`;
    }
    case 'cost':
      if (profile.budget === null) return 'Not scored: add a yearly budget.';
      if (!fit.price) return 'No cost reported: counted as neutral.';
      return fit.price.amount <= profile.budget
        ? `${usd(fit.price.amount)} a year is within your ${usd(profile.budget)} budget.`
        : `${usd(fit.price.amount)} a year is ${usd(fit.price.amount - profile.budget)} over your ${usd(profile.budget)} budget.`;
    case 'location':
      if (score === null) return 'Not scored: choose preferred regions or states.';
      if (profile.states.includes(school.state)) return `In ${school.stateName}, a state you chose.`;
      return score === 1
        ? `In ${school.stateName} (${school.region}), a region you chose.`
        : `In ${school.stateName} (${school.region}), not a region or state you chose.`;
    case 'size': {
      const bucket = SIZE_BUCKETS.find((entry) => entry.id === school.students.sizeBucket);
      if (!profile.sizes.length) return 'Not scored: choose preferred sizes.';
      if (score === null || !bucket) return 'Size not reported: counted as neutral.';
      return `${bucket.label} (${bucket.description.toLowerCase()}): ${score === 1 ? 'a size you chose' : score > 0 ? 'next to a size you chose' : 'not a size you chose'}.`;
    }
    case 'setting':
      if (!profile.settings.length) return 'Not scored: choose preferred settings.';
      if (!school.locale) return 'Setting not reported: counted as neutral.';
      return `A ${school.locale.kind} campus, ${score === 1 ? 'a setting you chose' : 'not a setting you chose'}.`;
    case 'outcomes': {
      if (school.outcomes.graduationRate === null && school.outcomes.medianEarnings === null) {
        return 'Graduation and earnings not reported: counted as neutral.';
      }
      const parts: string[] = [];
      if (school.outcomes.graduationRate !== null) parts.push(`${pct(school.outcomes.graduationRate)}% graduate`);
      if (school.outcomes.medianEarnings !== null)
        parts.push(
          `former students who received federal aid, finished or not, earn ${usd(school.outcomes.medianEarnings)} (median, 10 years after entry)`,
        );
      return `${parts.join('; ')}.`.replace(/^./, (first) => first.toUpperCase());
    }
    default:
      return '';
  }
}

const WHY_PHRASES: Record<string, (profile: FitProfile, school: CatalogSchool) => string> = {
  academics: () => 'your scores fit its range',
  majors: (profile, school) => {
    const offered = profile.intendedMajors.filter((code) => school.majors.some((major) => major.code === code));
    return `strong in ${listWords(offered.slice(0, 2).map(majorName))}`;
  },
  cost: () => 'within your budget',
  location: (profile, school) => (profile.states.includes(school.state) ? `in ${school.stateName}` : `in the ${school.region}`),
  size: (_profile, school) => `a ${sizeLabel(school.students.sizeBucket ?? '')} school you prefer`,
  setting: (_profile, school) => `a ${school.locale?.kind ?? ''} campus you prefer`,
  outcomes: (_profile, school) =>
    school.outcomes.graduationRate !== null ? `${pct(school.outcomes.graduationRate)}% graduate` : 'strong graduate earnings',
};

/** "Why this school" in one line: the label and the strongest reasons from the breakdown. */
function whyLine(profile: FitProfile, school: CatalogSchool, fit: FitScore): string {
  const strengths = fit.components
    .map((score, index) => ({ id: MATCH_COMPONENTS[index]!.id, weighted: (score ?? 0) * MATCH_COMPONENTS[index]!.weight, score }))
    .filter((entry) => entry.score !== null && entry.score >= 0.7)
    .sort((a, b) => b.weighted - a.weighted)
    .slice(0, 3)
    .map((entry) => WHY_PHRASES[entry.id]!(profile, school));
  const lead =
    fit.chance.label === null
      ? fit.chance.unavailable === 'testScore'
        ? 'No chance estimate without a test score'
        : 'No admission estimate'
      : fit.chance.label === 'likely'
        ? 'Open admission'
        : `A ${chanceLabelName(fit.chance.label).toLowerCase()} for you`;
  return strengths.length ? `${lead}: ${listWords(strengths)}.` : `${lead}; it matches few of your preferences.`;
}

/** The full, explained fit of one school, as the API returns it. */
export function explainFit(profile: FitProfile, school: CatalogSchool, fit: FitScore): SchoolFit {
  return {
    schoolId: school.id,
    chance: chanceSentences(school, fit),
    academics: academicSentences(profile, school, fit),
    match: {
      score: fit.match,
      components: MATCH_COMPONENTS.map((component, index) => ({
        id: component.id,
        label: component.label,
        weight: component.weight,
        score: fit.components[index] === null ? null : Math.round(fit.components[index]! * 100) / 100,
        sentence: componentSentence(component.id, fit.components[index]!, profile, school, fit),
      })),
    },
    why: whyLine(profile, school, fit),
    price: fit.price ? { ...fit.price, sentence: priceSentence(school, profile, fit.price) } : null,
  };
}

/** What each input the profile lacks would change. */
export function missingInputs(profile: FitProfile): MissingInput[] {
  const missing: MissingInput[] = [];
  if (profile.satTotal === null && profile.act === null) {
    missing.push({
      input: 'testScore',
      effect: "An SAT or ACT score places you within each college's range: a chance estimate and a Reach, Target or Safety label need one.",
    });
  }
  if (!profile.intendedMajors.length)
    missing.push({ input: 'intendedMajors', effect: 'Intended majors favour colleges that award degrees in them.' });
  if (profile.budget === null)
    missing.push({ input: 'budget', effect: "A yearly budget compares each college's price with what your family can pay." });
  if (profile.incomeBand === null) {
    missing.push({
      input: 'incomeBand',
      effect: 'Your family income band compares the average net price families like yours paid, instead of the sticker cost.',
    });
  }
  if (!profile.regions.length && !profile.states.length) {
    missing.push({ input: 'regions', effect: 'Preferred regions or states favour colleges where you want to live.' });
  }
  if (!profile.sizes.length) missing.push({ input: 'sizes', effect: 'Preferred sizes favour colleges of the size you want.' });
  if (!profile.settings.length)
    missing.push({ input: 'settings', effect: 'Preferred settings (city, suburb, town, rural) favour campuses you would like.' });
  return missing;
}
