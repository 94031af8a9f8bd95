import type { SchoolListQuery, SchoolMapQuery } from '@campuspath/contract/schools-query';
import type { SchoolListResponse, SchoolMapResponse } from '@campuspath/contract/schools';
import type { SimilarSchoolsResponse } from '@campuspath/contract/school-detail';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import type { SuggestQuery } from '@campuspath/contract/schools-suggest';
import { distanceFrom, type Catalog } from '../../catalog/catalog.ts';
import { applyInterpretation } from '../../catalog/interpreted-query.ts';
import { catalogueCache, makeEtag, type CachedBody, type CatalogueCache } from '../../lib/http-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { findSimilarSchools } from '../../catalog/similar-schools.ts';
import { resolveQueryNear } from './near.ts';
import { toCard, toDetail, toMajors } from './school-views.ts';

export const SCHOOL_NOT_FOUND = /*i18n*/ 'University not found';

/** Rebuilds a query string from validated values in a fixed order: one cache key per meaning. */
export function canonicalQuery(query: SchoolMapQuery & Partial<Pick<SchoolListQuery, 'limit' | 'page'>>): URLSearchParams {
  const params = new URLSearchParams();
  const add = (key: string, value: string | number | undefined) => value !== undefined && value !== '' && params.append(key, String(value));
  add('limit', query.limit);
  add('page', query.page);
  add('search', query.search);
  for (const key of ['location', 'state', 'programType', 'size', 'major', 'testPolicy'] as const) {
    for (const value of [...new Set(query[key] ?? [])].sort()) add(key, value);
  }
  add('costMin', query.costMin);
  add('costMax', query.costMax);
  add('admitMin', query.admitMin);
  add('admitMax', query.admitMax);
  add('incomeBand', query.incomeBand);
  add('netPriceMax', query.netPriceMax);
  add('near', query.near);
  add('radius', query.radius);
  if (query.sort) add('sort', `${query.sort.field}:${query.sort.direction}`);
  return params;
}

const MB = 1024 * 1024;

/**
 * Answers for the schools API, serialised once and kept in LRU caches of a few MB each (48 MB
 * in all at most): the catalogue never changes while the process runs, so a repeated query costs
 * a map lookup (from its second request: http-cache.ts). (A page of results is about 15 KB, a college's detail 20 KB, a map of every
 * college 300 KB.)
 */
export function createSchoolsService(catalog: Catalog, basePath = '/api/schools') {
  const lists = catalogueCache(12 * MB);
  const details = catalogueCache(12 * MB);
  const majors = catalogueCache(2 * MB);
  const similar = catalogueCache(6 * MB);
  const maps = catalogueCache(12 * MB);
  const suggestions = catalogueCache(4 * MB);

  function list(query: SchoolListQuery): CachedBody {
    const params = canonicalQuery(query);
    const key = params.toString();
    const cached = lists.get(key);
    if (cached) return cached;
    const interpretation = query.search ? catalog.interpret(query.search) : null;
    const applied = applyInterpretation(query, interpretation);
    const { origin, unknownZip } = resolveQueryNear(catalog, query, applied);
    const { schools, count } = unknownZip ? { schools: [], count: 0 } : catalog.query(applied, origin);
    let next: string | null = null;
    if (query.page * query.limit < count) {
      params.set('page', String(query.page + 1));
      next = `${basePath}?${params.toString()}`;
    }
    const results = schools.map((school) => (origin ? toCard(school, distanceFrom(origin, school)) : toCard(school)));
    const response: SchoolListResponse = { results, next, count, interpretation };
    const entry = { body: JSON.stringify(response), etag: makeEtag(catalog.version, `list?${key}`) };
    lists.set(key, entry);
    return entry;
  }

  /** Every match as a point to plot, in the list's order. */
  function map(query: SchoolMapQuery): CachedBody {
    const key = canonicalQuery(query).toString();
    const cached = maps.get(key);
    if (cached) return cached;
    const applied = applyInterpretation(query, query.search ? catalog.interpret(query.search) : null);
    const { origin, unknownZip } = resolveQueryNear(catalog, query, applied);
    const matches = unknownZip ? [] : catalog.filter(applied, origin);
    const points: SchoolMapResponse['points'] = [];
    for (const school of matches) {
      if (!school.coordinates) continue;
      const { lat, lng } = school.coordinates;
      points.push({ id: school.id, slug: school.slug, name: school.name, location: `${school.city}, ${school.state}`, lat, lng });
    }
    const response: SchoolMapResponse = { count: matches.length, unmapped: matches.length - points.length, points };
    const entry = { body: JSON.stringify(response), etag: makeEtag(catalog.version, `map?${key}`) };
    maps.set(key, entry);
    return entry;
  }

  /** Colleges, majors and places for what is typed so far. */
  function suggest(query: SuggestQuery): CachedBody {
    const key = `${query.limit}|${query.q}`;
    let entry = suggestions.get(key);
    if (!entry) {
      entry = { body: JSON.stringify(catalog.suggest(query.q, query.limit)), etag: makeEtag(catalog.version, `suggest?${key}`) };
      suggestions.set(key, entry);
    }
    return entry;
  }

  function requireSchool(idOrSlug: string) {
    const school = catalog.find(idOrSlug);
    if (!school) throw notFound(SCHOOL_NOT_FOUND);
    return school;
  }

  /** One cached, serialised view per school and kind. */
  function perSchool(cache: CatalogueCache, kind: string, idOrSlug: string, view: (school: CatalogSchool) => unknown) {
    const school = requireSchool(idOrSlug);
    const key = String(school.id);
    let entry = cache.get(key);
    if (!entry) {
      entry = { body: JSON.stringify(view(school)), etag: makeEtag(catalog.version, `${kind}/${key}`) };
      cache.set(key, entry);
    }
    return entry;
  }

  return {
    list,
    map,
    suggest,
    detail: (idOrSlug: string) => perSchool(details, 'detail', idOrSlug, toDetail),
    majors: (idOrSlug: string) => perSchool(majors, 'majors', idOrSlug, toMajors),
    similar: (idOrSlug: string) =>
      perSchool(similar, 'similar', idOrSlug, (school): SimilarSchoolsResponse => ({
        results: findSimilarSchools(school, catalog.schools).map(({ school: other, reason, reasonParts }) => ({
          school: toCard(other),
          reason,
          reasonParts,
        })),
      })),
  };
}

export type SchoolsService = ReturnType<typeof createSchoolsService>;
