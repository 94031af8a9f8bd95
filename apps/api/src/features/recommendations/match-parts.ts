import type { SentencePart } from '@campuspath/contract/recommendations';
import { MATCH_COMPONENTS } from '@campuspath/contract/recommendations-terms';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import type { FitProfile, FitScore } from './fit-score.ts';
import { pct } from './fit-words.ts';

/**
 * Each match part's sentence and "why this school" as facts (a key and its figures), beside the
 * English fit-explain.ts writes; the web words them in the page's language. Majors are sent as
 * their family codes, places and the setting as the federal data names them.
 */

const part = (key: string, values: SentencePart['values'] = {}): SentencePart => ({ key, values });

/** Which of a preference's answers the college got: the one chosen, one next to it, or none. */
const closeness = (score: number) => (score === 1 ? 'chosen' : score > 0 ? 'near' : 'other');

export function componentPart(id: string, score: number | null, profile: FitProfile, school: CatalogSchool, fit: FitScore): SentencePart {
  switch (id) {
    case 'academics': {
      if (score === null) return part('not-scored');
      if (fit.position.z === null) return part('neutral');
      const z = fit.position.z;
      return part(z > 1.5 ? 'well-above' : z > 0.674 ? 'above' : z >= -0.674 ? 'within' : 'below');
    }
    case 'majors': {
      if (score === null) return part('not-scored');
      const offered = profile.intendedMajors
        .map((code) => ({ code, share: school.majors.find((major) => major.code === code)?.share }))
        .filter((major): major is { code: string; share: number } => major.share !== undefined);
      if (!offered.length) return part('none', { majors: [...profile.intendedMajors] });
      return part('awards', {
        majors: offered.map((major) => major.code),
        shares: offered.map((major) => String(Math.max(1, pct(major.share)))),
      });
    }
    case 'cost':
      if (profile.budget === null) return part('not-scored');
      if (!fit.price) return part('neutral');
      return fit.price.amount <= profile.budget
        ? part('within', { amount: fit.price.amount, budget: profile.budget })
        : part('over', { amount: fit.price.amount, budget: profile.budget, over: fit.price.amount - profile.budget });
    case 'location': {
      if (score === null) return part('not-scored');
      const where = { state: school.stateName, region: school.region };
      if (profile.states.includes(school.state)) return part('state', where);
      return part(score === 1 ? 'region' : 'other', where);
    }
    case 'size':
      if (!profile.sizes.length) return part('not-scored');
      if (score === null || !school.students.sizeBucket) return part('neutral');
      return part(closeness(score), { size: school.students.sizeBucket });
    case 'setting':
      if (!profile.settings.length) return part('not-scored');
      if (!school.locale) return part('neutral');
      return part(score === 1 ? 'chosen' : 'other', { setting: school.locale.kind });
    case 'outcomes': {
      const { graduationRate, medianEarnings } = school.outcomes;
      if (graduationRate === null && medianEarnings === null) return part('neutral');
      return part('reported', {
        ...(graduationRate !== null ? { graduationRate: pct(graduationRate) } : {}),
        ...(medianEarnings !== null ? { medianEarnings } : {}),
      });
    }
    default:
      return part('unknown');
  }
}

function reasonPart(id: string, profile: FitProfile, school: CatalogSchool): SentencePart {
  switch (id) {
    case 'majors':
      return part(id, { majors: profile.intendedMajors.filter((code) => school.majors.some((major) => major.code === code)).slice(0, 2) });
    case 'location':
      return profile.states.includes(school.state) ? part('state', { state: school.stateName }) : part('region', { region: school.region });
    case 'size':
      return part(id, { size: school.students.sizeBucket ?? '' });
    case 'setting':
      return part(id, { setting: school.locale?.kind ?? '' });
    case 'outcomes':
      return school.outcomes.graduationRate !== null
        ? part('graduation', { graduationRate: pct(school.outcomes.graduationRate) })
        : part('earnings');
    default:
      return part(id);
  }
}

/** "Why this school" as facts: its lead (the label, or why there is none) and up to three strengths. */
export function whyParts(profile: FitProfile, school: CatalogSchool, fit: FitScore): { lead: SentencePart; reasons: SentencePart[] } {
  const reasons = fit.components
    .map((score, index) => ({ id: MATCH_COMPONENTS[index]!.id, weighted: (score ?? 0) * MATCH_COMPONENTS[index]!.weight, score }))
    .filter((entry) => entry.score !== null && entry.score >= 0.7)
    .sort((a, b) => b.weighted - a.weighted)
    .slice(0, 3)
    .map((entry) => reasonPart(entry.id, profile, school));
  const lead =
    fit.chance.label === null
      ? part(fit.chance.unavailable === 'testScore' ? 'no-test-score' : 'no-estimate')
      : fit.chance.label === 'likely'
        ? part('open-admission')
        : part('label', { label: fit.chance.label });
  return { lead, reasons };
}
