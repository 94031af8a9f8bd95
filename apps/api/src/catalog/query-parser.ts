import { MAJOR_FAMILIES, type MajorCode } from '@campuspath/contract/major-families';
import type { QueryPart, SearchInterpretation } from '@campuspath/contract/schools-suggest';
import { buildMajorKeywordIndex } from './major-keywords.ts';
import { cityLabel, unknownZipProblem, zipLabel, type Place, type Places } from './places.ts';
import { FILLER_WORDS, PLACE_WORDS, PRICE_CAPS, SPANISH_PLACE_WORDS, TERMS, netPriceTerm, parsePrice } from './query-vocabulary.ts';
import { hasPhrasePrefix } from './school-names.ts';
import { GENERIC_WORDS, STOP_WORDS, canonicalQuery, normalizeText } from './search-text.ts';
import { readZipWords } from './zip-words.ts';

/**
 * Reads a search the way a student means it: words naming a major, a state, a city or
 * metro area, a region, a size, a kind of college or a price become the filters Explore has;
 * the rest is searched as text. Rules, in order:
 *   - a query that is a college's name, alias, nickname or initialism, or the start of a name
 *     ("washington university"), stays text: no word of it becomes a filter;
 *   - a word that with its free neighbours is part of a college's name stays text
 *     ("ohio state", "university of miami", "georgia tech", "austin community college");
 *   - cities need "in"/"near"/"around" before them or "area" after ("colleges in atlanta");
 *     state codes need one of those words before them or to be typed in capitals ("nursing in oh",
 *     "nursing OH"), since "in", "or" and "me" are words;
 *   - a 5-digit ZIP code (alone, after "near"/"in"/"around", or "within 50 miles of 30332")
 *     is the ZIP-radius filter, 25 miles unless a radius is said (zip-words.ts);
 *   - a place alone ("georgia", "washington") names colleges too and is searched as text;
 *   - what is left is text, unless it is only filler ("colleges", "best", "in");
 *   - Spanish reads the same way ("enfermería en ohio", "universidades públicas cerca de 30332").
 * Reading the answer's `text` again finds no further parts.
 */

export interface NameVocabulary {
  /** Whether the normalised query is a college's name, alias, nickname, base name or initialism. */
  isName(key: string): boolean;
  /** Whether some college's name or alias begins with these words ("washington university"). */
  isNamePrefix(key: string): boolean;
  /** Sorted runs of 2 to 4 words from college names and aliases. */
  phrases: readonly string[];
}

interface Word {
  raw: string;
  norm: string;
}

interface Match {
  start: number;
  /** Index after the last word. */
  end: number;
  /** The words that name the thing (without "in"/"near"), for the name-protection check. */
  coreStart: number;
  part: Omit<QueryPart, 'text'>;
  /** A state or region read without "in"/"near" before it (a lone one is searched as text). */
  bare: boolean;
}

const MAX_PHRASE = 4;
const SPANISH_ARTICLES = new Set(['el', 'la', 'los', 'las']);
const CAPS_CODE_EXCLUDED = new Set(['IN', 'OR', 'ME']);

export function createQueryParser(places: Places, vocabulary: NameVocabulary) {
  const majors = buildMajorKeywordIndex(MAJOR_FAMILIES);
  const majorName = new Map<MajorCode, string>(MAJOR_FAMILIES.map((family) => [family.code, family.name]));

  const placePart = (place: Place): Omit<QueryPart, 'text'> => ({
    kind: place.kind === 'state' ? 'state' : 'place',
    label: place.kind === 'city' ? cityLabel(place) : place.label,
    filters: place.filters(),
  });

  const phrase = (words: Word[], start: number, length: number) =>
    words
      .slice(start, start + length)
      .map((word) => word.norm)
      .join(' ');

  /** The longest place at `start`: a region, a state, then (only when `city` allows) a city, with its state. */
  function matchPlace(words: Word[], start: number, afterPlaceWord: boolean): { end: number; part: Omit<QueryPart, 'text'> } | null {
    for (let length = Math.min(MAX_PHRASE, words.length - start); length >= 1; length--) {
      const key = phrase(words, start, length);
      const end = start + length;
      const region = places.regions.get(key) ?? places.regions.get(key.replace(/^the /, ''));
      if (region && (afterPlaceWord || length > 1)) return { end, part: placePart(region) };
      const state = places.states.get(key);
      // "in washington state", "in new york state": the state, not Washington State University.
      if (state && afterPlaceWord && words[end]?.norm === 'state') return { end: end + 1, part: placePart(state) };
      const cityHere = places.cities.get(key);
      const explicitCity = words[end]?.norm === 'city' || words[end]?.norm === 'area' || words[end]?.norm === 'metro';
      if (state && !(cityHere && explicitCity)) return { end, part: placePart(state) };
      if (cityHere && (afterPlaceWord || explicitCity)) {
        // "portland oregon", "columbia, sc": the state picks the city and is part of the place.
        const next = words[end];
        const stateAfter = next && (places.states.get(next.norm) ?? places.stateCodes.get(next.norm));
        const inState = stateAfter ? cityHere.find((place) => place.label.endsWith(`, ${stateAfter.filters().state?.[0]}`)) : undefined;
        const city = inState ?? cityHere[0]!;
        let cityEnd = inState ? end + 1 : end;
        if (words[cityEnd] && ['area', 'metro'].includes(words[cityEnd]!.norm)) cityEnd++;
        return { end: cityEnd, part: placePart(city) };
      }
      if (length === 1) {
        const code = places.stateCodes.get(key);
        const typedAsCode = /^[A-Z]{2}$/.test(words[start]!.raw) && !CAPS_CODE_EXCLUDED.has(words[start]!.raw);
        if (code && (afterPlaceWord || typedAsCode)) return { end, part: placePart(code) };
      }
    }
    return null;
  }

  /** "30332", "within 50 miles of 30332": the ZIP-radius filter, or what is wrong with the ZIP code. */
  function matchZip(words: Word[], start: number, from = start): Match | null {
    const found = readZipWords(
      words.map((word) => word.norm),
      from,
    );
    if (!found) return null;
    const part: Omit<QueryPart, 'text'> = {
      kind: 'place',
      label: zipLabel(found.zip, found.radius),
      filters: { near: found.zip, radius: found.radius },
      ...(places.hasZip(found.zip) ? {} : { problem: unknownZipProblem(found.zip) }),
    };
    return { start, end: found.end, coreStart: from, part, bare: false };
  }

  function matchAt(words: Word[], start: number): Match | null {
    const zip = matchZip(words, start);
    if (zip) return zip;
    // "in ohio", "near boston", "close to austin", "in the midwest", "near 30332"
    for (const length of [2, 1]) {
      if (!PLACE_WORDS.has(phrase(words, start, length))) continue;
      const zipAfter = matchZip(words, start, start + length);
      if (zipAfter) return zipAfter;
      let placeStart = start + length;
      if (words[placeStart]?.norm === 'the' && !places.regions.has(phrase(words, placeStart, 2))) placeStart++;
      let place = words[placeStart] ? matchPlace(words, placeStart, true) : null;
      // After a Spanish place word an article may stand before the place ("en la florida"), or
      // belong to its name ("en los angeles", "cerca de el paso", "en las vegas"): the place read
      // with the article wins unless it is the article alone ("la", Los Angeles) and the words after
      // it name a place. "in la" stays Los Angeles.
      const article = words[placeStart]?.norm;
      if (SPANISH_PLACE_WORDS.has(phrase(words, start, length)) && article && SPANISH_ARTICLES.has(article)) {
        const after = words[placeStart + 1] && (!place || place.end === placeStart + 1) ? matchPlace(words, placeStart + 1, true) : null;
        if (after) {
          place = after;
          placeStart++;
        }
      }
      if (place) return { start, end: place.end, coreStart: placeStart, part: place.part, bare: false };
    }
    for (const length of [2, 1]) {
      if (!PRICE_CAPS.has(phrase(words, start, length))) continue;
      const price = parsePrice(words.slice(start + length).map((word) => word.raw));
      if (price) {
        const end = start + length + price.length;
        return { start, end, coreStart: start, part: netPriceTerm(price.value), bare: false };
      }
    }
    for (let length = Math.min(MAX_PHRASE, words.length - start); length >= 1; length--) {
      const key = phrase(words, start, length);
      const term = TERMS.get(key);
      if (term) return { start, end: start + length, coreStart: start, part: term, bare: false };
      const major = majors.get(key);
      if (major) {
        const part = { kind: 'major' as const, label: majorName.get(major)!, filters: { major: [major] } };
        return { start, end: start + length, coreStart: start, part, bare: false };
      }
    }
    const place = matchPlace(words, start, false);
    if (place) return { start, end: place.end, coreStart: start, part: place.part, bare: !place.part.filters.near };
    return null;
  }

  /** Whether the part's words, with free neighbours, are part of a college's name ("ohio state"). */
  function inName(words: Word[], match: Match, taken: readonly boolean[]): boolean {
    const norms = words.map((word) => word.norm);
    for (let before = 0; before <= 2; before++) {
      for (let after = 0; after <= 2; after++) {
        const from = match.coreStart - before;
        const to = match.end + after;
        if (before + after === 0 || from < 0 || to > words.length) continue;
        const extra = [...norms.slice(from, match.coreStart), ...norms.slice(match.end, to)];
        const free = taken.slice(from, match.coreStart).every((t) => !t) && taken.slice(match.end, to).every((t) => !t);
        if (!free || extra.every((word) => STOP_WORDS.has(word))) continue;
        if (hasPhrasePrefix(vocabulary.phrases, norms.slice(from, to).join(' '))) return true;
      }
    }
    return false;
  }

  function parse(search: string): SearchInterpretation {
    const text = search.trim().replace(/\s+/g, ' ');
    const words: Word[] = text
      .split(/\s+|,(?!\d{3})/)
      .map((raw) => ({ raw, norm: normalizeText(raw) }))
      .filter((word) => word.norm);
    const whole = canonicalQuery(normalizeText(text));
    const informative = whole.split(' ').filter((word) => !STOP_WORDS.has(word) && !GENERIC_WORDS.has(word));
    const namesACollege = vocabulary.isName(whole) || (informative.length > 0 && whole.includes(' ') && vocabulary.isNamePrefix(whole));
    if (!whole || namesACollege) return { text, parts: [] };
    const taken = words.map(() => false);
    const matches: Match[] = [];
    for (let i = 0; i < words.length;) {
      const match = matchAt(words, i);
      if (!match) {
        i++;
        continue;
      }
      matches.push(match);
      for (let j = match.start; j < match.end; j++) taken[j] = true;
      i = match.end;
    }
    // Parts whose words belong to a college's name give their words back to the text.
    const kept = matches.filter((match) => {
      if (!inName(words, match, taken)) return true;
      for (let j = match.start; j < match.end; j++) taken[j] = false;
      return false;
    });
    const rest = words.filter((_, i) => !taken[i]);
    const restText = rest.every((word) => FILLER_WORDS.has(word.norm) || STOP_WORDS.has(word.norm))
      ? ''
      : rest.map((word) => word.raw).join(' ');
    // A state or region alone ("georgia", "washington") names colleges as well: search it as text.
    if (kept.length === 1 && kept[0]!.bare && restText === '' && kept[0]!.end - kept[0]!.start === words.length) return { text, parts: [] };
    // Nothing recognised: the words are the search, common words and all ("university" finds nothing).
    if (kept.length === 0) return { text, parts: [] };
    const parts = kept.map((match) => ({
      ...match.part,
      text: words
        .slice(match.start, match.end)
        .map((word) => word.raw)
        .join(' '),
    }));
    return { text: restText, parts };
  }

  return { parse };
}

export type QueryParser = ReturnType<typeof createQueryParser>;
