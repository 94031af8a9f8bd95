import MiniSearch from 'minisearch';
import { MAJOR_FAMILIES, type MajorCode } from '@campuspath/contract/major-families';
import type { CatalogSchool } from './catalog-school.ts';
import { buildMajorKeywordIndex } from './major-keywords.ts';
import { buildSchoolNames, type Nickname, type SchoolNames } from './school-names.ts';
import { editDistance } from './edit-distance.ts';
import { GENERIC_WORDS, STOP_WORDS, canonicalQuery, normalizeText, tokenize } from './search-text.ts';

/**
 * Typo-tolerant, prefix-matching text search over names, aliases, nicknames, initialisms, city
 * and state, built once at start. A school's score is its best tier plus its prominence (0..~13),
 * so within a tier the school most people mean leads:
 *   1000 the query is the school's name, an alias or a curated nickname ("UConn", "Ole Miss");
 *    900 its name without the campus ("university of michigan" -> Ann Arbor leads its campuses);
 *    800 an initialism of its name ("UCSD", "TAMU"); 300 for two-letter ones, which collide;
 *    700 the shared name of a system or of schools named alike ("rutgers", "miami");
 *    600 one of those with a typo or two, by length ("massachusets institute of technology");
 *    200 a name that starts with the query, word by word ("vanderb", "university of mich"), 190 with typos;
 *   0-10 text relevance (BM25, names weighted over places), typos forgiven by word length.
 * Fields of study add up to 5 by how many degrees a school awards in them. Text matched only
 * through common words ("university", "state") counts for nothing.
 */

interface SearchDocument {
  id: number;
  name: string;
  aliases: string;
  city: string;
  state: string;
}

const TIERS = {
  exact: 1000,
  base: 900,
  initialism: 800,
  core: 700,
  typo: 600,
  shortInitialism: 300,
  prefix: 200,
  typoPrefix: 190,
} as const;
/** A near-miss of an exact form ("penn state university", "wash u") ranks just below it. */
const VARIANT_PENALTY = 50;
/** How many of the best text hits are checked for a misspelt name. */
const TYPO_CANDIDATES = 30;
/** Within a tier, text relevance only nudges: prominence decides ("rutgers" -> New Brunswick). */
const TEXT_IN_TIER = 0.3;
const TEXT_WEIGHT = 10;
const MAJOR_WEIGHT = 5;
const PROMINENCE_WEIGHT = 10;

export interface SchoolSearch {
  /**
   * Matching school ids with a relevance score; higher is better. `typing`: the last word is still
   * being typed (suggestions), so it matches as a prefix only, without typo tolerance or a fallback
   * to any-word matching, which keeps each keystroke cheap.
   */
  search(query: string, options?: { typing?: boolean }): Map<number, number>;
  names: ReadonlyMap<number, SchoolNames>;
  /**
   * The schools a query names outright, with the tier of the form it names them by (a name, alias
   * or nickname; the name without its campus; an initialism; a shared name), near-variants
   * included ("penn state university"), never a typo, a prefix or mere text relevance. What an
   * import resolves a college name by, so a file's names mean what they mean in search.
   */
  nameForms(query: string): Map<number, number>;
  /** 0 to ~1.3: attendance, research, main campus; online-only colleges count less. */
  prominence(id: number): number;
}

function processTerm(term: string): string | null {
  return STOP_WORDS.has(term) ? null : term;
}

/**
 * Typo tolerance by word length: none up to 3 letters, one edit up to 6, two from 7 ("stanfrod").
 * None for the common name words: canonicalQuery has spelt them right, and expanding "university"
 * by two edits costs more than the rest of a search.
 */
export function editsAllowed(term: string): number {
  if (term.length <= 3 || GENERIC_WORDS.has(term)) return 0;
  return term.length <= 6 ? 1 : 2;
}

export function prominenceOf(school: CatalogSchool, mainCampus: boolean): number {
  const students = (school.students.undergraduates ?? 0) + 0.5 * (school.students.graduates ?? 0);
  const research = school.carnegie.basic?.startsWith('Doctoral Universities: Very High') ? 0.2 : 0;
  return Math.log10(1 + students) / 5 + research + (mainCampus ? 0.1 : 0) - (school.distanceOnly ? 0.4 : 0);
}

export function buildSchoolSearch(schools: readonly CatalogSchool[], nicknames: readonly Nickname[] = []): SchoolSearch {
  const names = buildSchoolNames(schools, nicknames);
  const index = new MiniSearch<SearchDocument>({
    fields: ['name', 'aliases', 'city', 'state'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { name: 3, aliases: 3, city: 1.5, state: 1 },
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => editsAllowed(term),
    },
  });
  index.addAll(
    schools.map((school) => {
      const entry = names.get(school.id)!;
      return {
        id: school.id,
        name: school.name,
        aliases: [...entry.names.slice(1), ...entry.nicknames, ...entry.initialisms].join(' | '),
        city: school.city,
        state: `${school.state} ${school.stateName}`,
      };
    }),
  );

  const tiers = new Map<string, [number, number][]>();
  const addTier = (key: string, id: number, tier: number) => {
    const list = tiers.get(key) ?? [];
    list.push([id, tier]);
    tiers.set(key, list);
  };
  const prominence = new Map<number, number>();
  const prefixNames = new Map<number, string[]>();
  for (const school of schools) {
    const entry = names.get(school.id)!;
    prominence.set(school.id, prominenceOf(school, entry.mainCampus));
    for (const key of [...entry.names, ...entry.nicknames]) addTier(key, school.id, TIERS.exact);
    for (const key of entry.bases) addTier(key, school.id, TIERS.base);
    for (const key of entry.initialisms) addTier(key, school.id, key.length <= 2 ? TIERS.shortInitialism : TIERS.initialism);
    for (const key of entry.cores) addTier(key, school.id, TIERS.core);
    prefixNames.set(school.id, [...entry.names, ...entry.nicknames]);
  }

  const majorKeywords = buildMajorKeywordIndex(MAJOR_FAMILIES);
  // Degrees awarded in a field, scaled 0..1 against the school that awards the most: the same for
  // every query naming that field, so computed once per field.
  const majorStrengths = new Map<MajorCode, [number, number][]>();
  function strengthsFor(code: MajorCode): [number, number][] {
    let strengths = majorStrengths.get(code);
    if (!strengths) {
      const raw = schools
        .map((school): [number, number] => [
          school.id,
          (school.majors.find((major) => major.code === code)?.share ?? 0) * (school.students.undergraduates ?? 0),
        ])
        .filter(([, strength]) => strength > 0);
      const strongest = Math.max(...raw.map(([, strength]) => strength), 1);
      strengths = raw.map(([id, strength]) => [id, strength / strongest]);
      majorStrengths.set(code, strengths);
    }
    return strengths;
  }

  /** The smallest edit distance from `key` to a school's names, or to their first words when `prefix`. */
  function typoDistance(id: number, key: string, allowed: number, prefix: boolean): number {
    const entry = names.get(id)!;
    const words = key.split(' ').length;
    let best = allowed + 1;
    for (const name of [...entry.names, ...entry.nicknames, ...entry.bases, ...entry.cores]) {
      const candidate = prefix ? name.split(' ').slice(0, words).join(' ') : name;
      best = Math.min(best, editDistance(key, candidate, allowed));
    }
    return best;
  }

  function nameForms(query: string): Map<number, number> {
    const best = new Map<number, number>();
    const typed = normalizeText(query);
    const key = canonicalQuery(typed);
    if (!key) return best;
    const raise = (id: number, tier: number) => best.set(id, Math.max(best.get(id) ?? 0, tier));
    for (const form of new Set([typed, key])) for (const [id, tier] of tiers.get(form) ?? []) raise(id, tier);
    // "penn state university" -> "penn state"; not "washington university" -> "washington", another school.
    const trimmed = key.replace(/^(\S+ \S+.*) (university|college)$/, '$1');
    const variants = new Set([trimmed, key.replace(/ /g, '')]);
    variants.delete(key);
    for (const variant of variants) {
      for (const [id, tier] of tiers.get(variant) ?? []) if (tier >= TIERS.initialism) raise(id, tier - VARIANT_PENALTY);
    }
    return best;
  }

  function search(query: string, { typing = false } = {}): Map<number, number> {
    const scores = new Map<number, number>();
    const key = canonicalQuery(normalizeText(query));
    if (!key) return scores;
    const best = nameForms(query);
    const raise = (id: number, tier: number) => best.set(id, Math.max(best.get(id) ?? 0, tier));

    const informative = new Set(tokenize(key).filter((term) => !STOP_WORDS.has(term) && !GENERIC_WORDS.has(term)));
    if (informative.size > 0) {
      const last = (_term: string, i: number, terms: string[]) => i === terms.length - 1;
      // A half-typed common word ("col", "univer") would expand to a thousand schools: the suggester
      // adds names that start with the text instead.
      const words = key.split(' ');
      const halfCommon = typing && [...GENERIC_WORDS].some((word) => word.startsWith(words.at(-1)!));
      const text = halfCommon ? words.slice(0, -1).join(' ') : key;
      let hits = !text
        ? []
        : typing
          ? index.search(text, {
              combineWith: 'AND',
              // One or two letters would expand to thousands of words; the suggester adds names starting with them.
              prefix: (term, i, terms) => last(term, i, terms) && term.length >= 3,
              fuzzy: (term, i, terms) => (last(term, i, terms) ? false : editsAllowed(term)),
            })
          : index.search(key, { combineWith: 'AND' });
      if (hits.length === 0 && !typing) hits = index.search(key, { combineWith: 'OR' });
      // A hit counts only when a word that says something matched (not just "university").
      hits = hits.filter((hit) => hit.queryTerms.some((term) => informative.has(term)));
      const top = hits[0]?.score ?? 1;
      for (const hit of hits) {
        const id = hit.id as number;
        const startsWith = prefixNames.get(id)!.some((name) => name.startsWith(key) && name !== key);
        scores.set(id, (hit.score / top) * TEXT_WEIGHT);
        if (startsWith) raise(id, TIERS.prefix);
      }
      // Typos in a whole name: one edit per 6 letters, up to 3, checked on the best text hits only.
      const allowed = Math.min(3, Math.max(1, Math.floor(key.length / 6)));
      const named = [...best.values()].some((tier) => tier >= TIERS.prefix);
      if (key.length >= 5 && !named) {
        for (const hit of hits.slice(0, TYPO_CANDIDATES)) {
          const id = hit.id as number;
          if ((best.get(id) ?? 0) >= TIERS.typo) continue;
          if (!typing && typoDistance(id, key, allowed, false) <= allowed) raise(id, TIERS.typo);
          else if (typoDistance(id, key, allowed, true) <= allowed) raise(id, TIERS.typoPrefix);
        }
      }
      const major = majorKeywords.get(key);
      if (major) for (const [id, strength] of strengthsFor(major)) scores.set(id, (scores.get(id) ?? 0) + strength * MAJOR_WEIGHT);
    }
    for (const [id, score] of scores) {
      const tier = best.get(id);
      scores.set(
        id,
        tier === undefined
          ? score + (prominence.get(id) ?? 0)
          : tier + score * TEXT_IN_TIER + (prominence.get(id) ?? 0) * PROMINENCE_WEIGHT,
      );
    }
    for (const [id, tier] of best) if (!scores.has(id)) scores.set(id, tier + (prominence.get(id) ?? 0) * PROMINENCE_WEIGHT);
    return scores;
  }

  return { search, names, nameForms, prominence: (id) => prominence.get(id) ?? 0 };
}
