import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ProfileResponse } from '@campuspath/contract/profile';
import type { BalanceResponse, ChancesResponse, RecommendationsQuery, RecommendationsResponse } from '@campuspath/contract/recommendations';
import { balanceSuggestion, type BalanceCounts, type ChanceLabel } from '@campuspath/contract/recommendations-terms';
import { distanceFrom, matchesFilters, type Catalog } from '../../catalog/catalog.ts';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { applyInterpretation } from '../../catalog/interpreted-query.ts';
import type { Database } from '../../db/schema.ts';
import { catalogueCache, type CatalogueCache, type KeptBody } from '../../lib/http-cache.ts';
import { getProfile } from '../profile/profile.service.ts';
import { listSavedSchoolRows } from '../saved-schools/saved-schools.store.ts';
import { toCard } from '../schools/school-views.ts';
import { resolveQueryNear } from '../schools/near.ts';
import { studentHistoryContext, type StudentHistoryContext } from '../admission-history/history-read.service.ts';
import { explainFit, missingInputs } from './fit-explain.ts';
import { chanceSentences } from './chance-explain.ts';
import { scoreSchool } from './fit-model.ts';
import type { FitProfile, FitScore } from './fit-score.ts';
import { spreadCampuses } from './campus-spread.ts';

/**
 * Recommendations for the signed-in student: every catalogue school scored once per saved version
 * of their profile (cached by user and profile time, so a page, a filter or the next page does not
 * score 3,000 schools again), then filtered, sorted and paged per request. Only the schools on the
 * page are explained in sentences.
 */
export interface RecommendationsDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  scores: ScoreCache;
  /** Search text -> matching school ids, as the schools list caches its answers. */
  searches: LRUCache<string, ReadonlyMap<number, number>>;
  /** Serialised answers by profile version and query, kept in gzip and Brotli too: paging back costs a lookup. */
  pages: CatalogueCache<KeptBody>;
}

/** Every school's score for one profile, and every school in each score order (made on first use). */
interface ScoredCatalog {
  scores: Map<number, FitScore>;
  orders: Map<string, CatalogSchool[]>;
}
export type ScoreCache = LRUCache<string, ScoredCatalog>;

/**
 * About 3,000 scores per entry (~1 MB); 32 students' latest profiles stay warm (scoring a profile
 * again takes a few milliseconds, and the process's heap is capped).
 */
export function createRecommendationsCaches(): Pick<RecommendationsDeps, 'scores' | 'searches' | 'pages'> {
  return {
    scores: new LRUCache({ max: 32 }),
    searches: new LRUCache({ max: 500 }),
    // A page of 12 is about 40 KB of JSON (about 8 KB in each encoding); 8 MB keeps a couple of hundred.
    pages: catalogueCache<KeptBody>(8 * 1024 * 1024, { fromFirstRequest: true }),
  };
}

export function toFitProfile(profile: ProfileResponse): FitProfile {
  return {
    // saveProfile stores the total worked out from both sections, so satTotal is all there is to read.
    satTotal: profile.satTotal,
    act: profile.act,
    intendedMajors: profile.intendedMajors,
    regions: profile.preferences.regions,
    states: profile.preferences.states,
    sizes: profile.preferences.sizes,
    settings: profile.preferences.settings,
    budget: profile.preferences.budget,
    incomeBand: profile.incomeBand,
  };
}

/** Every school's score for one profile, in catalogue order. */
export function scoreAll(profile: FitProfile, schools: readonly CatalogSchool[]): Map<number, FitScore> {
  const scores = new Map<number, FitScore>();
  for (const school of schools) scores.set(school.id, scoreSchool(profile, school));
  return scores;
}

/**
 * Whether the profile holds anything a ranking could be personal on: a test score or a preference
 * (majors, budget, places, sizes, settings). Without one, only the outcomes component could be
 * scored, and a "best match" would rank tiny colleges with perfect graduation rates first: the
 * list is then the catalogue's default order and is not presented as personal.
 */
export function isPersonal(profile: FitProfile): boolean {
  return (
    profile.satTotal !== null ||
    profile.act !== null ||
    profile.intendedMajors.length > 0 ||
    profile.budget !== null ||
    profile.regions.length > 0 ||
    profile.states.length > 0 ||
    profile.sizes.length > 0 ||
    profile.settings.length > 0
  );
}

export async function loadScores(deps: RecommendationsDeps, userId: string) {
  const profile = await getProfile({ db: deps.db }, userId);
  const fitProfile = toFitProfile(profile);
  const key = `${userId}:${profile.updatedAt ?? 'none'}`;
  let scored = deps.scores.get(key);
  if (!scored) {
    const scores = scoreAll(fitProfile, deps.catalog.schools);
    scored = { scores, orders: new Map() };
    deps.scores.set(key, scored);
  }
  return { profile, fitProfile, profileKey: key, ...scored };
}

const emptyCounts = (): BalanceCounts => ({ reach: 0, target: 0, safety: 0, likely: 0, unknown: 0 });
const countLabel = (counts: BalanceCounts, label: ChanceLabel | null) => {
  counts[label ?? 'unknown'] += 1;
};

function searchHits(deps: RecommendationsDeps, text: string): ReadonlyMap<number, number> {
  const key = text.toLowerCase();
  let hits = deps.searches.get(key);
  if (!hits) {
    hits = deps.catalog.search.search(text);
    deps.searches.set(key, hits);
  }
  return hits;
}

/** Match (or chance) order, best first by default; ties keep the catalogue's order. */
function sortByScore(schools: CatalogSchool[], scores: Map<number, FitScore>, field: 'match' | 'chance', direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? -1 : 1;
  const value = (school: CatalogSchool) => {
    const score = scores.get(school.id)!;
    return field === 'match' ? score.match : (score.chance.p ?? (score.chance.label === 'likely' ? 1 : null));
  };
  return schools
    .map((school, index) => ({ school, index, value: value(school) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      return sign * (b.value - a.value) || a.index - b.index;
    })
    .map((entry) => entry.school);
}

/**
 * By "your school's history": the share of past applicants like the student admitted,
 * where it is shown; the rest after, in match order. Only colleges the history holds are scored.
 */
function sortByHistory(schools: CatalogSchool[], history: StudentHistoryContext, direction: 'asc' | 'desc'): CatalogSchool[] {
  const sign = direction === 'asc' ? -1 : 1;
  const held = new Set(history.collegeIds());
  const share = (school: CatalogSchool) => {
    const similar = held.has(school.id) ? history.similarAt(school.id) : null;
    return similar?.status === 'shown' && similar.total ? similar.admitted! / similar.total : null;
  };
  return schools
    .map((school, index) => ({ school, index, value: share(school) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      return sign * (b.value - a.value) || a.index - b.index;
    })
    .map((entry) => entry.school);
}

/**
 * `GET /api/recommendations`, serialised: the same profile version and query give the same answer
 * (the catalogue does not change while the process runs), so it is kept and reused.
 */
export async function listRecommendations(
  deps: RecommendationsDeps,
  userId: string,
  query: RecommendationsQuery,
  basePath: string,
  rawQuery: URLSearchParams,
): Promise<KeptBody> {
  const [loaded, history] = await Promise.all([loadScores(deps, userId), studentHistoryContext(deps.db, userId)]);
  const canonical = new URLSearchParams(rawQuery);
  canonical.sort();
  // The school's history is part of the answer: its version is part of the key.
  const key = `${loaded.profileKey}|${history.key}|${canonical.toString()}`;
  let kept = deps.pages.get(key);
  if (!kept) {
    kept = { body: JSON.stringify(recommendationsPage(deps, loaded, history, query, basePath, rawQuery)) };
    deps.pages.set(key, kept);
  }
  return kept;
}

function recommendationsPage(
  deps: RecommendationsDeps,
  { fitProfile, scores, orders }: Awaited<ReturnType<typeof loadScores>>,
  history: StudentHistoryContext,
  query: RecommendationsQuery,
  basePath: string,
  rawQuery: URLSearchParams,
): RecommendationsResponse {
  const { chance, sort, page, limit, ...asked } = query;
  // A search is read as GET /api/schools reads it: recognised words become filters.
  const filters = applyInterpretation(asked, asked.search?.trim() ? deps.catalog.interpret(asked.search) : null);
  const { origin, unknownZip } = resolveQueryNear(deps.catalog, asked, filters);
  const field = sort?.field ?? 'match';
  const personal = isPersonal(fitProfile);
  let ordered: CatalogSchool[];
  if (field === 'match' || field === 'chance' || field === 'history') {
    // The cached order for this profile, filtered: no sorting per request (history re-sorts the match order).
    const direction = sort?.direction ?? 'desc';
    const [scoreField, scoreDirection] = field === 'history' ? (['match', 'desc'] as const) : [field, direction];
    const key = `${scoreField}:${scoreDirection}`;
    let order = orders.get(key);
    if (!order) {
      // Explore's default order: well-documented, widely attended colleges first.
      const catalogue = deps.catalog.query({ page: 1, limit: Number.MAX_SAFE_INTEGER }).schools;
      const sorted = scoreField === 'match' && !personal ? catalogue : sortByScore(catalogue, scores, scoreField, scoreDirection);
      order = scoreField === 'match' ? spreadCampuses(sorted) : sorted;
      orders.set(key, order);
    }
    const matches = matchesFilters(filters, origin);
    const found = filters.search?.trim() ? searchHits(deps, filters.search.trim()) : null;
    ordered = unknownZip ? [] : order.filter((school) => (!found || found.has(school.id)) && matches(school));
    if (field === 'history') ordered = sortByHistory(ordered, history, direction);
  } else {
    ordered = unknownZip ? [] : deps.catalog.filter({ ...filters, sort: { field, direction: sort!.direction } }, origin);
  }

  const counts = emptyCounts();
  for (const school of ordered) countLabel(counts, scores.get(school.id)!.chance.label);
  const labels = chance?.length ? new Set<ChanceLabel | null>(chance) : null;
  const chosen = labels ? ordered.filter((school) => labels.has(scores.get(school.id)!.chance.label)) : ordered;

  const start = (page - 1) * limit;
  const pageSchools = chosen.slice(start, start + limit);
  let next: string | null = null;
  if (start + limit < chosen.length) {
    const params = new URLSearchParams(rawQuery);
    params.set('page', String(page + 1));
    next = `${basePath}?${params.toString()}`;
  }
  return {
    results: pageSchools.map((school) => ({
      school: origin ? toCard(school, distanceFrom(origin, school)) : toCard(school),
      fit: explainFit(fitProfile, school, scores.get(school.id)!),
      history: history.similarAt(school.id),
    })),
    count: chosen.length,
    next,
    counts,
    missing: missingInputs(fitProfile),
    personal,
  };
}

/**
 * `GET /api/recommendations/chances`: the chance at each school asked for, from the same cached
 * scores as the recommendations and the fit (so a card and the university page always agree).
 * Ids the catalogue does not know are left out; a repeated id is answered once.
 */
export async function schoolChances(deps: RecommendationsDeps, userId: string, ids: readonly number[]): Promise<ChancesResponse> {
  const { scores } = await loadScores(deps, userId);
  const chances: ChancesResponse['chances'] = [];
  for (const id of new Set(ids)) {
    const school = deps.catalog.find(String(id));
    const score = scores.get(id);
    if (school && score) chances.push({ schoolId: id, chance: chanceSentences(school, score) });
  }
  return { chances };
}

/** The balanced-list check of the student's saved schools. */
export async function savedBalance(deps: RecommendationsDeps, userId: string): Promise<BalanceResponse> {
  const [{ fitProfile, scores }, saved] = await Promise.all([loadScores(deps, userId), listSavedSchoolRows(deps.db, userId)]);
  const counts = emptyCounts();
  let total = 0;
  for (const { school_id } of saved) {
    const score = scores.get(school_id);
    if (!score) continue; // no longer in the catalogue
    total += 1;
    countLabel(counts, score.chance.label);
  }
  const missing = missingInputs(fitProfile).filter((input) => input.input === 'testScore');
  // Without a test score no school has a label (fit-model.ts): say what the check needs instead.
  const suggestion = missing.length
    ? 'Add an SAT or ACT score to your profile to see how balanced your list is: the check needs your chance at each school.'
    : balanceSuggestion(counts);
  return { counts, total, suggestion, missing };
}

/**
 * Reach/target/safety counts of `schoolIds` for one profile, scoring only those schools (a
 * counselor's caseload counts hundreds of students' lists; scoring the whole catalogue for each
 * would cost seconds). Schools no longer in the catalogue are left out, as in savedBalance.
 */
export function chanceCounts(catalog: Catalog, profile: ProfileResponse, schoolIds: readonly number[]): BalanceCounts {
  const fitProfile = toFitProfile(profile);
  const counts = emptyCounts();
  for (const id of schoolIds) {
    const school = catalog.find(String(id));
    if (school?.id === id) countLabel(counts, scoreSchool(fitProfile, school).chance.label);
  }
  return counts;
}
