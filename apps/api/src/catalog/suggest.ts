import { MAJOR_FAMILIES, type MajorCode } from '@campuspath/contract/major-families';
import type { SearchInterpretation, Suggestion, SuggestResponse } from '@campuspath/contract/schools-suggest';
import type { CatalogSchool } from './catalog-school.ts';
import { buildMajorKeywordIndex } from './major-keywords.ts';
import type { Place, Places } from './places.ts';
import type { SchoolSearch } from './search-index.ts';
import { normalizeText } from './search-text.ts';

/**
 * Suggestions while typing: colleges first (what the search ranks first, then names that
 * start with what is typed, by prominence), then majors and places whose names start with it.
 */

const MAX_MAJORS = 2;
const MAX_PLACES = 2;
/** Places and majors need a few letters: "c" would name half the country. */
const MIN_PREFIX = 3;

/** The `count` highest-scoring ids, best first, without sorting every match. */
function best(scores: Map<number, number>, count: number): number[] {
  const top: [number, number][] = [];
  for (const entry of scores) {
    if (top.length === count && entry[1] <= top[count - 1]![1]) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]![1] < entry[1]) at--;
    top.splice(at, 0, entry);
    if (top.length > count) top.pop();
  }
  return top.map(([id]) => id);
}

export function createSuggester(
  schools: readonly CatalogSchool[],
  search: SchoolSearch,
  places: Places,
  interpret: (query: string) => SearchInterpretation,
) {
  const byId = new Map(schools.map((school) => [school.id, school]));
  const majorKeywords = [...buildMajorKeywordIndex(MAJOR_FAMILIES)];
  const majorName = new Map<MajorCode, string>(MAJOR_FAMILIES.map((family) => [family.code, family.name]));
  // Every name and nickname, sorted, for "names that start with what is typed".
  const names: [string, number][] = [];
  for (const entry of search.names.values()) for (const name of [...entry.names, ...entry.nicknames]) names.push([name, entry.id]);
  names.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const placeList: [string, Place][] = [
    ...[...places.states].filter(([name]) => name.length > 2),
    ...[...places.cities].flatMap(([name, list]) => list.map((place): [string, Place] => [name, place])),
  ];

  function startingWith(key: string, max: number): number[] {
    let low = 0;
    let high = names.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (names[mid]![0] < key) low = mid + 1;
      else high = mid;
    }
    const ids = new Set<number>();
    for (let i = low; i < names.length && names[i]![0].startsWith(key) && ids.size < 200; i++) ids.add(names[i]![1]);
    return [...ids].sort((a, b) => search.prominence(b) - search.prominence(a)).slice(0, max);
  }

  function suggest(query: string, limit: number): SuggestResponse {
    // "nursing in oh": colleges for what is left as text, places for the words after "in".
    const reading = interpret(query);
    const text = reading.parts.length > 0 ? reading.text : query;
    const whole = normalizeText(query);
    const key = /(?:^| )(?:in|near|around) (.+)$/.exec(whole)?.[1] ?? whole;
    const majors: Suggestion[] = [];
    const found: Suggestion[] = [];
    if (key.length >= MIN_PREFIX) {
      const codes = new Set<MajorCode>();
      for (const [keyword, code] of majorKeywords) if (keyword.startsWith(key) || key.startsWith(`${keyword} `)) codes.add(code);
      for (const code of [...codes].slice(0, MAX_MAJORS)) majors.push({ kind: 'major', major: code, label: majorName.get(code)! });
      const matches = placeList
        .filter(([name]) => name.startsWith(key))
        .sort((a, b) => b[1].weight - a[1].weight)
        .slice(0, MAX_PLACES);
      for (const [, place] of matches) {
        const label = place.kind === 'city' ? `${place.label} area` : place.label;
        found.push({ kind: 'place', label, place: { kind: place.kind, name: place.label }, filters: place.filters() });
      }
    }
    const room = Math.max(limit - majors.length - found.length, Math.ceil(limit / 2));
    // One or two letters: names that start with them, by prominence, without a text search.
    const scores = normalizeText(text).length > 2 ? search.search(text, { typing: true }) : new Map<number, number>();
    const ranked = best(scores, room);
    const named = text ? startingWith(normalizeText(text), room) : [];
    const ids = [...new Set([...ranked.slice(0, room), ...named])].slice(0, room);
    const colleges: Suggestion[] = ids.map((id) => {
      const school = byId.get(id)!;
      return { kind: 'school', id, name: school.name, city: school.city || null, state: school.state || null };
    });
    return { query, suggestions: [...colleges, ...majors, ...found].slice(0, limit) };
  }

  return { suggest };
}
