import { z } from 'zod';
import type { ProfileResponse } from '@campuspath/contract/profile';
import type { SchoolFitResponse } from '@campuspath/contract/recommendations';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { ADMISSION_FACTORS } from '../../catalog/mapping.ts';
import { notFound } from '../../lib/errors.ts';
import { readJsonList } from '../../lib/json-column.ts';
import { studentHistoryContext } from '../admission-history/history-read.service.ts';
import { hasEssay } from '../essays/essays.store.ts';
import { listLetterSchoolIds } from '../letters/letters.store.ts';
import { SCHOOL_NOT_FOUND } from '../schools/schools.service.ts';
import { explainFit, missingInputs } from './fit-explain.ts';
import { loadScores, type RecommendationsDeps } from './recommendations.service.ts';

/**
 * What the profile says about each admission factor the college reports: scores, GPA, rank,
 * courses, letters and essays from the workspace; "unknown" where CampusPath holds nothing that
 * could say (competencies, English tests, other tests, work experience, legacy).
 */
async function userHas(deps: RecommendationsDeps, userId: string, profile: ProfileResponse, school: CatalogSchool) {
  const [letters, essay] = await Promise.all([listLetterSchoolIds(deps.db, userId), hasEssay(deps.db, userId)]);
  const hasLetter = letters.some((letter) => {
    const schoolIds = readJsonList(letter.school_ids, z.number());
    return schoolIds.length === 0 || schoolIds.includes(school.id);
  });
  const [gpa, rank, record, prep, recommendations, , tests] = ADMISSION_FACTORS;
  const known: Record<string, boolean | 'unknown'> = {
    [gpa]: profile.gpa !== null || profile.weightedGpa !== null,
    [rank]: profile.classRank !== null,
    [record]: profile.courses.length > 0 || profile.termGpas.length > 0,
    [prep]: profile.courses.length > 0 ? true : 'unknown',
    [recommendations]: hasLetter,
    [tests]: profile.satTotal !== null || profile.act !== null,
    'Personal statement or essay': essay,
  };
  return Object.fromEntries(school.admissions.considerations.map(({ factor }) => [factor, known[factor] ?? 'unknown']));
}

/** `GET /api/schools/{id}/fit`. */
export async function schoolFit(deps: RecommendationsDeps, userId: string, idOrSlug: string): Promise<SchoolFitResponse> {
  const school = deps.catalog.find(idOrSlug);
  if (!school) throw notFound(SCHOOL_NOT_FOUND);
  const [{ profile, fitProfile, scores }, history] = await Promise.all([loadScores(deps, userId), studentHistoryContext(deps.db, userId)]);
  return {
    fit: explainFit(fitProfile, school, scores.get(school.id)!),
    userHas: await userHas(deps, userId, profile, school),
    missing: missingInputs(fitProfile),
    // The school's own history, beside the federal estimate, never blended into it.
    schoolHistory: history.similarAt(school.id),
  };
}
