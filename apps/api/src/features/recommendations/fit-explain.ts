import { SIZE_BUCKETS } from '@campuspath/contract/catalog-terms';
import type { MissingInput, SchoolFit } from '@campuspath/contract/recommendations';
import { MATCH_COMPONENTS, chanceLabelName } from '@campuspath/contract/recommendations-terms';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { fieldSource } from '../schools/school-vintage.ts';
import { chanceSentences } from './chance-explain.ts';
import { academicPart, pricePart } from './fit-parts.ts';
import { componentPart, whyParts } from './match-parts.ts';
import { percentileOf } from './fit-model.ts';
import type { FitProfile, FitScore } from './fit-score.ts';
import { bandLabel, listWords, majorName, ordinal, pct, sizeLabel, usd } from './fit-words.ts';

/**
 * The sentences behind every number of the fit model, written once here so the recommendations
 * page, Explore, the university page and the dashboard all say the same thing (the chance's own
 * sentences are in chance-explain.ts).
 */

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
    sentencePart: academicPart(profile, school, score),
    gpaSentence: 'GPA was not used: the federal data has no GPA reference for this college, and we do not guess one.',
  };
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
        sentencePart: componentPart(component.id, fit.components[index]!, profile, school, fit),
      })),
    },
    why: whyLine(profile, school, fit),
    whyParts: whyParts(profile, school, fit),
    price: fit.price
      ? { ...fit.price, sentence: priceSentence(school, profile, fit.price), sentencePart: pricePart(school, profile, fit.price) }
      : null,
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
    missing.push({ input: 'intendedMajors', effect: 'Intended majors favor colleges that award degrees in them.' });
  if (profile.budget === null)
    missing.push({ input: 'budget', effect: "A yearly budget compares each college's price with what your family can pay." });
  if (profile.incomeBand === null) {
    missing.push({
      input: 'incomeBand',
      effect: 'Your family income band compares the average net price families like yours paid, instead of the sticker cost.',
    });
  }
  if (!profile.regions.length && !profile.states.length) {
    missing.push({ input: 'regions', effect: 'Preferred regions or states favor colleges where you want to live.' });
  }
  if (!profile.sizes.length) missing.push({ input: 'sizes', effect: 'Preferred sizes favor colleges of the size you want.' });
  if (!profile.settings.length)
    missing.push({ input: 'settings', effect: 'Preferred settings (city, suburb, town, rural) favor campuses you would like.' });
  return missing;
}
