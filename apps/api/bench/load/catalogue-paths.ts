/**
 * The catalogue requests a browsing student makes, derived from the committed dataset so they hit
 * real schools: filtered lists, text searches (names, partial words, cities, majors), school pages
 * by id and by slug, and the map.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { REPO_ROOT } from '../../src/env.ts';

interface CatalogSchool {
  id: number;
  slug: string;
  name: string;
  city: string;
}

export interface CataloguePaths {
  filters: string[];
  searches: string[];
  details: string[];
  maps: string[];
  /** School ids to save and apply to. */
  schoolIds: number[];
}

export function cataloguePaths(): CataloguePaths {
  const { schools } = JSON.parse(gunzipSync(readFileSync(join(REPO_ROOT, 'data/catalog/catalog.json.gz'))).toString('utf8')) as {
    schools: CatalogSchool[];
  };
  const every = (n: number) => schools.filter((_, i) => i % Math.max(1, Math.floor(schools.length / n)) === 0);
  const pick = <T>(values: readonly T[], i: number): T => values[i % values.length] as T;

  const regions = ['Northeast', 'Midwest', 'South', 'West'];
  const types = ['public', 'private', 'liberal-arts', 'research', 'community-college'];
  const sizes = ['small', 'medium', 'large', 'very-large'];
  const majors = ['11', '14', '26', '51', '52', '27', '42', '45'];
  const sorts = ['relevance', 'name', 'admissionRate:asc', 'tuition:asc', 'size:desc', 'graduationRate:desc'];
  const filters: string[] = [];
  const maps: string[] = [];
  for (let i = 0; i < 60; i++) {
    const params = new URLSearchParams();
    if (i & 1) params.append('location', pick(regions, i));
    if (i & 2) params.append('programType', pick(types, i * 3));
    if (i & 4) params.append('size', pick(sizes, i * 7));
    if (i & 8) params.append('major', pick(majors, i));
    if (i % 5 === 0) params.append('state', pick(['CA', 'NY', 'TX', 'MA', 'OH'], i));
    if (i % 4 === 1) params.set('costMax', String(20_000 + 10_000 * (i % 3)));
    if (i % 7 === 3) {
      params.set('near', pick(['02139', '94305', '10027', '60637', '78712'], i));
      params.set('radius', '100');
    }
    params.set('sort', pick(sorts, i));
    if (i % 6 === 0) maps.push(`/api/schools/map?${params.toString()}`);
    params.set('limit', '12');
    params.set('page', String(1 + (i % 3)));
    filters.push(`/api/schools?${params.toString()}`);
  }

  const terms = new Set(['MIT', 'UCLA', 'NYU', 'georgia tech', 'computer science', 'nursing', 'engineering', 'business']);
  every(60).forEach((school, i) => {
    terms.add(school.name);
    terms.add(school.city);
    const word = school.name.split(' ').find((part) => part.length >= 5);
    if (word) terms.add(word.slice(0, 4 + (i % 3)));
  });
  const searches = [...terms].map((term) => `/api/schools?limit=12&search=${encodeURIComponent(term)}`);
  const sample = every(200);
  const details = sample.map((school, i) => `/api/schools/${i % 2 ? school.slug : school.id}`);
  return { filters, searches, details, maps, schoolIds: every(400).map((school) => school.id) };
}

/** Every catalogue path answers 200 once before measuring (a wrong path would only measure 400s), which also warms the JIT. */
export async function preflight(baseUrl: string, paths: CataloguePaths) {
  const all = [...paths.filters, ...paths.searches, ...paths.details, ...paths.maps];
  for (let i = 0; i < all.length; i += 8) {
    await Promise.all(
      all.slice(i, i + 8).map(async (path) => {
        const response = await fetch(`${baseUrl}${path}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`Preflight: ${path} answered ${response.status}`);
      }),
    );
  }
}
