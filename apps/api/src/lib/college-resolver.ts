import { COLLEGE_SUGGESTIONS } from '@campuspath/contract/admission-history-terms';
import type { CollegeName, CollegeSuggestion, ImportReport } from '@campuspath/contract/admission-history-imports';
import type { Catalog } from '../catalog/catalog.ts';
import type { CatalogSchool } from '../catalog/catalog-school.ts';
import { canonicalQuery, normalizeText } from '../catalog/search-text.ts';

/**
 * A college named in a counselor's file, found in the catalogue the way search finds it:
 *   1. a UNITID;
 *   2. a name the counselor chose for every row with that text (`chosen`, from the report);
 *   3. the search's own forms of a name: the official name, a Scorecard alias, a curated
 *      nickname, the name without its campus, an initialism, the shared name of colleges named
 *      alike ("Georgia State", "Northeastern", "UGA", "Samford"); the one college in the best such
 *      tier, or among several the one whose official name the text is short for ("Georgia State"
 *      is Georgia State University, not Georgia College & State University);
 *   4. the one college whose name begins with the text, word by word ("Tulane").
 * Anything else is a problem with suggestions (search's order), each with its UNITID: a name
 * several colleges share ("Rutgers", "Miami") is never guessed; the counselor picks one for all
 * its rows in one step. A misspelt name is never taken (only the common words search spells
 * right, "universty"), and every name read other than as an official one is listed to check.
 */
export type CollegeResolution = { id: number } | { problem: string; suggestions: CollegeSuggestion[] };

export interface CollegeResolver {
  (value: string): CollegeResolution;
  /** Per distinct text: what it resolved to (or its problem) and on how many rows, for the report. */
  names(): Pick<ImportReport, 'unknownNames' | 'namesRead'>;
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

const startsByCatalog = new WeakMap<Catalog, Map<string, [id: number, name: string][]>>();

/**
 * Every name and nickname of every college, once per catalogue, by first word: a name that begins
 * with "georgia state " begins with "georgia", so a lookup reads one short list, not every name
 * (a file of 20,000 unknown names would otherwise compare each with all of them).
 */
function namesByFirstWord(catalog: Catalog): Map<string, [number, string][]> {
  let index = startsByCatalog.get(catalog);
  if (!index) {
    index = new Map();
    for (const entry of catalog.search.names.values()) {
      for (const name of [...entry.names, ...entry.nicknames]) {
        const first = name.split(' ', 1)[0]!;
        const list = index.get(first);
        if (list) list.push([entry.id, name]);
        else index.set(first, [[entry.id, name]]);
      }
    }
    startsByCatalog.set(catalog, index);
  }
  return index;
}

/**
 * Names a file may get suggestions for: each is a fuzzy search of the catalogue (a millisecond or
 * two), so a file of 20,000 made-up names must not cost 20,000 of them. Past these, the problem
 * asks for the UNITID; the report shows the first problems anyway.
 */
const SUGGESTION_SEARCHES_PER_FILE = 10;
/** A name longer than any college's is searched by its start only. */
const SEARCHED_CHARACTERS = 60;

type Found = { id: number; how: CollegeName['how'] } | { problem: string; suggestions: CollegeSuggestion[] };

function find(catalog: Catalog, value: string, chosen: ReadonlyMap<string, number>, maySearch: () => boolean): Found {
  if (/^\d{1,9}$/.test(value)) {
    const school = schoolById(catalog, Number(value));
    return school ? { id: school.id, how: 'unitid' } : { problem: `No college in the catalogue has the UNITID ${value}`, suggestions: [] };
  }
  const picked = chosen.get(normalizeText(value));
  if (picked !== undefined) return { id: picked, how: 'chosen' };
  const forms = catalog.search.nameForms(value);
  if (forms.size > 0) {
    const best = Math.max(...forms.values());
    const holders = [...forms].filter(([, tier]) => tier === best).map(([id]) => id);
    if (holders.length === 1) return { id: holders[0]!, how: officialName(catalog, holders[0]!, value) ? 'name' : 'search' };
    const key = canonicalQuery(normalizeText(value));
    const spelled = new Set([key, `${key} university`, `${key} college`, `university of ${key}`]);
    const meant = holders.filter((id) => spelled.has(normalizeText(schoolById(catalog, id)?.name ?? '')));
    if (meant.length === 1) return { id: meant[0]!, how: 'search' };
    const schools = holders
      .flatMap((id) => schoolById(catalog, id) ?? [])
      .sort((a, b) => catalog.search.prominence(b.id) - catalog.search.prominence(a.id));
    return {
      problem: `Several colleges go by "${value}": choose the one meant for its rows (or write its UNITID)`,
      suggestions: schools.slice(0, COLLEGE_SUGGESTIONS).map(toSuggestion),
    };
  }
  const key = canonicalQuery(normalizeText(value));
  if (key.length >= 4) {
    const candidates = namesByFirstWord(catalog).get(key.split(' ', 1)[0]!) ?? [];
    const starting = new Set(candidates.flatMap(([id, name]) => (name.startsWith(`${key} `) ? [id] : [])));
    if (starting.size === 1) return { id: [...starting][0]!, how: 'search' };
  }
  const suggestions = maySearch() ? suggestionsFor(catalog, value.slice(0, SEARCHED_CHARACTERS)) : [];
  return {
    problem: suggestions.length
      ? `No college in the catalogue is named "${value}": choose one of the suggestions for its rows, or write its UNITID`
      : `No college in the catalogue is named "${value}": write its UNITID (the college's page on CampusPath shows it)`,
    suggestions,
  };
}

const officialName = (catalog: Catalog, id: number, value: string) =>
  normalizeText(schoolById(catalog, id)?.name ?? '') === normalizeText(value);

/**
 * A resolver for one file: each distinct value is looked up once (a file names a few hundred
 * colleges in 20,000 rows), and counted, so the report can say "Georgia State: 23 rows".
 */
export function createCollegeResolver(catalog: Catalog, chosen: ReadonlyMap<string, number> = new Map()): CollegeResolver {
  const seen = new Map<string, { found: Found; rows: number }>();
  let searches = 0;
  const maySearch = () => ++searches <= SUGGESTION_SEARCHES_PER_FILE;
  const resolve = ((value: string): CollegeResolution => {
    let entry = seen.get(value);
    if (!entry) {
      entry = { found: find(catalog, value, chosen, maySearch), rows: 0 };
      seen.set(value, entry);
    }
    entry.rows += 1;
    return 'id' in entry.found ? { id: entry.found.id } : entry.found;
  }) as CollegeResolver;
  resolve.names = () => {
    const unknownNames: ImportReport['unknownNames'] = [];
    const namesRead: ImportReport['namesRead'] = [];
    for (const [value, { found, rows }] of seen) {
      if (!('id' in found)) unknownNames.push({ value, rows, problem: found.problem, suggestions: found.suggestions });
      else if (found.how === 'search' || found.how === 'chosen') {
        namesRead.push({ value, rows, collegeId: found.id, collegeName: schoolById(catalog, found.id)?.name ?? '', how: found.how });
      }
    }
    const byRows = (a: { rows: number; value: string }, b: { rows: number; value: string }) =>
      b.rows - a.rows || a.value.localeCompare(b.value);
    return { unknownNames: unknownNames.sort(byRows), namesRead: namesRead.sort(byRows) };
  };
  return resolve;
}
