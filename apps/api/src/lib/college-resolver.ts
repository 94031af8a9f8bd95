import { COLLEGE_SUGGESTIONS } from '@campuspath/contract/admission-history-terms';
import type { CollegeSuggestion } from '@campuspath/contract/admission-history';
import type { Catalog } from '../catalog/catalog.ts';
import type { CatalogSchool } from '../catalog/catalog-school.ts';
import { normalizeText } from '../catalog/search-text.ts';

/**
 * A college named in a counselor's file, found in the catalogue: a UNITID, or a name
 * that is exactly (after normalisation: case, accents, "&", punctuation) one school's official
 * name, Scorecard alias or curated nickname. Anything else is a problem with suggestions: the
 * closest catalogue names by the catalogue's own search, each with its UNITID, so the counselor
 * can paste the id. A name shared by several schools is never guessed.
 */
export type CollegeResolution = { id: number } | { problem: string; suggestions: CollegeSuggestion[] };

const namesByCatalog = new WeakMap<Catalog, Map<string, number[]>>();

/** Normalised name -> school ids, built once per catalogue. */
function exactNames(catalog: Catalog): Map<string, number[]> {
  let names = namesByCatalog.get(catalog);
  if (!names) {
    names = new Map();
    for (const entry of catalog.search.names.values()) {
      const school = catalog.find(String(entry.id));
      const keys = new Set([...entry.names, ...entry.nicknames, ...(school ? [school.name] : [])].map(normalizeText));
      for (const key of keys) names.set(key, [...(names.get(key) ?? []), entry.id]);
    }
    namesByCatalog.set(catalog, names);
  }
  return names;
}

export const toSuggestion = (school: CatalogSchool): CollegeSuggestion => ({
  id: school.id,
  name: school.name,
  city: school.city,
  state: school.state,
});

function schoolById(catalog: Catalog, id: number): CatalogSchool | null {
  const school = catalog.find(String(id));
  return school && school.id === id ? school : null;
}

function suggestionsFor(catalog: Catalog, text: string): CollegeSuggestion[] {
  const ids = [...catalog.search.search(text).entries()].sort((a, b) => b[1] - a[1]).slice(0, COLLEGE_SUGGESTIONS);
  return ids.flatMap(([id]) => {
    const school = schoolById(catalog, id);
    return school ? [toSuggestion(school)] : [];
  });
}

/**
 * Names a file may get suggestions for: each is a fuzzy search of the catalogue (a millisecond or
 * two), so a file of 20,000 made-up names must not cost 20,000 of them. Past these, the problem
 * asks for the UNITID; the report shows the first problems anyway.
 */
const SUGGESTION_SEARCHES_PER_FILE = 10;
/** A name longer than any college's is searched by its start only. */
const SEARCHED_CHARACTERS = 60;

/** A resolver for one file: each distinct value is looked up once (a file names a few hundred colleges in 20,000 rows). */
export function createCollegeResolver(catalog: Catalog): (value: string) => CollegeResolution {
  const seen = new Map<string, CollegeResolution>();
  let searches = 0;
  const resolve = (value: string): CollegeResolution => {
    if (/^\d{1,9}$/.test(value)) {
      const school = schoolById(catalog, Number(value));
      return school ? { id: school.id } : { problem: `No college in the catalogue has the UNITID ${value}`, suggestions: [] };
    }
    const ids = exactNames(catalog).get(normalizeText(value)) ?? [];
    if (ids.length === 1) return { id: ids[0]! };
    if (ids.length > 1) {
      const schools = ids
        .flatMap((id) => schoolById(catalog, id) ?? [])
        .sort((a, b) => catalog.search.prominence(b.id) - catalog.search.prominence(a.id));
      return {
        problem: `Several colleges are named "${value}": write the UNITID of the one meant`,
        suggestions: schools.slice(0, COLLEGE_SUGGESTIONS).map(toSuggestion),
      };
    }
    searches += 1;
    const suggestions = searches <= SUGGESTION_SEARCHES_PER_FILE ? suggestionsFor(catalog, value.slice(0, SEARCHED_CHARACTERS)) : [];
    return {
      problem: suggestions.length
        ? `No college in the catalogue is named "${value}": use one of the suggested names or its UNITID`
        : `No college in the catalogue is named "${value}": write its UNITID (the college's page on CampusPath shows it)`,
      suggestions,
    };
  };
  return (value) => {
    let answer = seen.get(value);
    if (!answer) {
      answer = resolve(value);
      seen.set(value, answer);
    }
    return answer;
  };
}
