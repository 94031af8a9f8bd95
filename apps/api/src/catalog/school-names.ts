import type { CatalogSchool } from './catalog-school.ts';
import { DIRECTION_WORDS, GENERIC_WORDS, STOP_WORDS, normalizeText } from './search-text.ts';

/**
 * The names students type for a school, computed at catalogue load, never shown as facts:
 * - `names`: the official name and the Scorecard ALIAS/IALIAS column, normalised (aliases that are
 *   only common words, such as "State" or "Eastern", are dropped: they name no school);
 * - `nicknames`: the curated list in data/search/nicknames.json ("UConn", "UMich");
 * - `bases`: the name without its campus ("University of Michigan" for "-Ann Arbor",
 *   "Ohio State University" for "-Main Campus", "University of Texas" for "at Austin");
 * - `cores`: a base without "University", "College", "of", "the" ("michigan", "miami", "rutgers"),
 *   the shared name of a system or of schools named alike;
 * - `initialisms`: first letters of the base, with and without the campus ("UCSD", "UTD", "UNLV",
 *   "TAMU"), and the base's initials before the campus in words ("UC Davis", "UT Austin").
 */
export interface SchoolNames {
  id: number;
  names: string[];
  nicknames: string[];
  bases: string[];
  cores: string[];
  initialisms: string[];
  /** A flagship signal: "-Main Campus" in the name, or the largest of several schools sharing its base. */
  mainCampus: boolean;
}

export interface Nickname {
  id: number;
  name: string;
  nicknames: string[];
}

const CAMPUS_NOISE = /\b(main campus|campus immersion|campus)$/;

/** "pittsburgh campus" -> "pittsburgh"; "main campus" -> "". */
function campusWords(campus: string): string {
  return campus.replace(CAMPUS_NOISE, '').trim();
}

/** Splits an official name into its base and campus ("University of Texas at Austin" -> base, "austin"). */
export function splitCampus(name: string): { base: string; campus: string } {
  const [head = '', ...rest] = name.split(/\s*-\s*|\s+–\s+/);
  let base = normalizeText(head).replace(/^the /, '');
  let campus = campusWords(normalizeText(rest.join(' ')));
  const at = /^((?:the )?university of [a-z ]+?) at ([a-z ]+)$/.exec(base);
  if (at && !campus) {
    base = at[1]!;
    campus = campusWords(at[2]!);
  }
  return { base: campusWords(base) || base, campus };
}

/** Words students leave out of an initialism ("University of Texas at Dallas" -> UTD); "A&M" keeps its A and M. */
const NOT_IN_INITIALS = new Set(['of', 'at', 'the', 'and', 'in', 'for', 'an', 'de', 'la']);

const initials = (text: string) =>
  text
    .split(' ')
    .filter((word) => word && !NOT_IN_INITIALS.has(word))
    .map((word) => word[0])
    .join('');

export function initialismsFor(name: string): string[] {
  const { base, campus } = splitCampus(name);
  const found = new Set<string>();
  const baseInitials = initials(base);
  if (baseInitials.length >= 2) found.add(baseInitials);
  if (campus) {
    found.add(baseInitials + initials(campus));
    if (baseInitials.length >= 2) found.add(`${baseInitials} ${campus}`);
  }
  return [...found].filter((initialism) => initialism.replace(/ /g, '').length >= 2);
}

/** An alias worth keeping: it says something beyond common words. */
function usefulAlias(alias: string): boolean {
  const words = alias.split(' ').filter((word) => !STOP_WORDS.has(word));
  return words.some((word) => !GENERIC_WORDS.has(word) && !DIRECTION_WORDS.has(word)) && alias.length >= 2;
}

function coreOf(base: string): string {
  return base
    .split(' ')
    .filter((word) => !STOP_WORDS.has(word) && word !== 'university' && word !== 'college')
    .join(' ');
}

export function buildSchoolNames(schools: readonly CatalogSchool[], nicknames: readonly Nickname[]): Map<number, SchoolNames> {
  const extra = new Map<number, string[]>();
  for (const entry of nicknames) extra.set(entry.id, [...(extra.get(entry.id) ?? []), ...entry.nicknames.map(normalizeText)]);
  const all = new Map<number, SchoolNames>();
  const largestByBase = new Map<string, CatalogSchool>();
  for (const school of schools) {
    const official = normalizeText(school.name);
    const aliases = school.aliases.map(normalizeText).filter(usefulAlias);
    const { base } = splitCampus(school.name);
    const core = coreOf(base);
    const current = largestByBase.get(base);
    if (!current || (school.students.undergraduates ?? 0) > (current.students.undergraduates ?? 0)) largestByBase.set(base, school);
    all.set(school.id, {
      id: school.id,
      names: [...new Set([official, ...aliases])],
      nicknames: extra.get(school.id) ?? [],
      bases: [base],
      cores: core && core !== base ? [core] : [],
      initialisms: initialismsFor(school.name),
      mainCampus: /main campus$/i.test(school.name),
    });
  }
  // The largest campus of a name several campuses share leads them; a college with one campus gets no bonus.
  const sharing = new Map<string, number>();
  for (const entry of all.values()) sharing.set(entry.bases[0]!, (sharing.get(entry.bases[0]!) ?? 0) + 1);
  for (const [base, school] of largestByBase) if ((sharing.get(base) ?? 0) > 1) all.get(school.id)!.mainCampus = true;
  return all;
}

/**
 * Every run of 2 to 4 consecutive words in a school's name or aliases, sorted: the parser asks
 * whether a word with its neighbours is part of a name ("ohio state", "university of miami") before
 * reading it as a filter.
 */
export function buildNamePhrases(names: Iterable<SchoolNames>): string[] {
  const phrases = new Set<string>();
  for (const entry of names) {
    for (const name of [...entry.names, ...entry.nicknames]) {
      const words = name.split(' ');
      for (let start = 0; start < words.length; start++) {
        for (let length = 2; length <= 4 && start + length <= words.length; length++)
          phrases.add(words.slice(start, start + length).join(' '));
      }
    }
  }
  return [...phrases].sort();
}

/** Whether some phrase starts with `prefix` (binary search over the sorted phrases). */
export function hasPhrasePrefix(phrases: readonly string[], prefix: string): boolean {
  let low = 0;
  let high = phrases.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (phrases[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return low < phrases.length && phrases[low]!.startsWith(prefix);
}

/** What the query parser asks about names: is this a name, does a name start with it. */
export function buildNameVocabulary(names: ReadonlyMap<number, SchoolNames>) {
  const exact = new Set<string>();
  const full: string[] = [];
  for (const entry of names.values()) {
    for (const name of [...entry.names, ...entry.nicknames]) {
      exact.add(name);
      full.push(name);
    }
    for (const base of entry.bases) exact.add(base);
    for (const initialism of entry.initialisms) if (initialism.length >= 3) exact.add(initialism);
  }
  full.sort();
  return {
    isName: (key: string) => exact.has(key),
    isNamePrefix: (key: string) => hasPhrasePrefix(full, key),
    phrases: buildNamePhrases(names.values()),
  };
}
