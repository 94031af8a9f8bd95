import MiniSearch from 'minisearch';
import { MAJOR_FAMILIES, type MajorCode } from '@campuspath/contract/major-families';
import type { CatalogSchool } from './catalog-school.ts';
import { buildMajorKeywordIndex } from './major-keywords.ts';
import { STOP_WORDS, normalizeText, tokenize } from './search-text.ts';

/**
 * Typo-tolerant, prefix-matching text search over name, aliases, city and state,
 * built once at start. Ranking, highest first:
 *   1. the query is exactly a school's name or one of its aliases ("MIT", "Ole Miss"), then
 *      a name or alias that starts with the query ("university of michigan");
 *   2. text relevance (MiniSearch BM25 with name and aliases weighted over place names),
 *      scaled to 0..10 and nudged by enrolment so the school most people mean wins ties;
 *   3. when the query names a field of study ("nursing"), schools awarding it, by how many
 *      degrees they award in it (share x undergraduates), scaled to 0..5.
 */

interface SearchDocument {
  id: number;
  name: string;
  aliases: string;
  city: string;
  state: string;
}

const EXACT_MATCH_BONUS = 100;
const PREFIX_MATCH_BONUS = 20;
const TEXT_WEIGHT = 10;
const MAJOR_WEIGHT = 5;

export interface SchoolSearch {
  /** Matching school ids with a relevance score; higher is better. */
  search(query: string): Map<number, number>;
}

function processTerm(term: string): string | null {
  return STOP_WORDS.has(term) ? null : term;
}

export function buildSchoolSearch(schools: readonly CatalogSchool[]): SchoolSearch {
  const index = new MiniSearch<SearchDocument>({
    fields: ['name', 'aliases', 'city', 'state'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { name: 3, aliases: 3, city: 1.5, state: 1 },
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 5 ? 0.25 : term.length === 4 ? 1 : false),
      maxFuzzy: 2,
    },
  });
  index.addAll(
    schools.map((school) => ({
      id: school.id,
      name: school.name,
      aliases: school.aliases.join(' | '),
      city: school.city,
      state: `${school.state} ${school.stateName}`,
    })),
  );

  const exactNames = new Map<string, number[]>();
  const namesById = new Map<number, string[]>();
  for (const school of schools) {
    const names = [school.name, ...school.aliases].map(normalizeText);
    namesById.set(school.id, names);
    for (const key of names) exactNames.set(key, [...(exactNames.get(key) ?? []), school.id]);
  }

  const popularity = new Map(schools.map((school) => [school.id, Math.log10(1 + (school.students.undergraduates ?? 0))]));
  const majorKeywords = buildMajorKeywordIndex(MAJOR_FAMILIES);
  // Degrees awarded in a field, scaled 0..1 against the school that awards the most: the same for
  // every query naming that field, so computed once per field.
  const majorStrengths = new Map<MajorCode, [number, number][]>();
  function strengthsFor(code: MajorCode): [number, number][] {
    let strengths = majorStrengths.get(code);
    if (!strengths) {
      const raw = schools
        .map(
          (school) =>
            [school.id, (school.majors.find((major) => major.code === code)?.share ?? 0) * (school.students.undergraduates ?? 0)] as [
              number,
              number,
            ],
        )
        .filter(([, strength]) => strength > 0);
      const strongest = Math.max(...raw.map(([, strength]) => strength), 1);
      strengths = raw.map(([id, strength]) => [id, strength / strongest]);
      majorStrengths.set(code, strengths);
    }
    return strengths;
  }

  function majorFor(query: string): MajorCode | null {
    const key = normalizeText(query);
    if (!key) return null;
    const exact = majorKeywords.get(key);
    if (exact) return exact;
    if (key.length < 5) return null;
    const codes = new Set([...majorKeywords].filter(([keyword]) => keyword.startsWith(key)).map(([, code]) => code));
    return codes.size === 1 ? [...codes][0]! : null;
  }

  function search(query: string): Map<number, number> {
    const scores = new Map<number, number>();
    const key = normalizeText(query);
    if (!key) return scores;

    let hits = index.search(query, { combineWith: 'AND' });
    if (hits.length === 0) hits = index.search(query, { combineWith: 'OR' });
    const best = hits[0]?.score ?? 1;
    for (const hit of hits) {
      const id = hit.id as number;
      // Up to +10% for a large school: a tie-breaker, never enough to beat a clearly better match.
      const nudge = 1 + (popularity.get(id) ?? 0) / 50;
      const startsWithQuery = namesById.get(id)!.some((name) => name.startsWith(key) && name !== key);
      scores.set(id, (hit.score / best) * TEXT_WEIGHT * nudge + (startsWithQuery ? PREFIX_MATCH_BONUS : 0));
    }
    for (const id of exactNames.get(key) ?? []) {
      scores.set(id, (scores.get(id) ?? 0) + EXACT_MATCH_BONUS);
    }

    const major = majorFor(query);
    if (major) {
      for (const [id, strength] of strengthsFor(major)) scores.set(id, (scores.get(id) ?? 0) + strength * MAJOR_WEIGHT);
    }
    return scores;
  }

  return { search };
}
