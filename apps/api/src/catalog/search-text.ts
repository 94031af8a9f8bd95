import { editDistance } from './edit-distance.ts';

/**
 * Text normalisation shared by the search index and exact-name matching:
 * case, accents, "&", dots and apostrophes ("M.I.T." -> "mit", "Texas A&M" -> "texas a and m").
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words too common to say anything about which school is meant. */
export const STOP_WORDS = new Set(['of', 'the', 'at', 'and', 'in', 'for', 'a', 'an', 'de', 'la']);

/**
 * Words that appear in hundreds of names: a query whose only matches are these ("university",
 * "state college") names no school, so it finds none rather than flooding the list.
 */
export const GENERIC_WORDS = new Set([
  'university',
  'universities',
  'univ',
  'u',
  'college',
  'colleges',
  'community',
  'state',
  'institute',
  'school',
  'schools',
  'technical',
  'campus',
  'main',
  'center',
  'academy',
  'system',
  'district',
  'county',
]);

/** Directions: they name schools ("Northwestern") but alone, as an alias, they name none ("Eastern"). */
export const DIRECTION_WORDS = new Set([
  'north',
  'south',
  'east',
  'west',
  'northern',
  'southern',
  'eastern',
  'western',
  'central',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
  'northeastern',
  'northwestern',
  'southeastern',
  'southwestern',
]);

/** The words every name uses, and how many typos each forgives when read back ("univeristy", "ohio sate"). */
const NAME_WORDS: [word: string, edits: number][] = [
  ['university', 2],
  ['institute', 2],
  ['technology', 2],
  ['community', 2],
  ['college', 1],
  ['state', 1],
];
const ABBREVIATIONS: Record<string, string> = { univ: 'university', uni: 'university' };

/** A normalised query with the common words spelt out and spelt right ("univ of arizona", "u of michigan"). */
export function canonicalQuery(key: string): string {
  const words = key.split(' ');
  return words
    .map((word, i) => {
      if (word === 'u' && words[i + 1] === 'of') return 'university';
      if (ABBREVIATIONS[word]) return ABBREVIATIONS[word];
      if (word.length < 4 || GENERIC_WORDS.has(word)) return word;
      return NAME_WORDS.find(([target, edits]) => editDistance(word, target, edits) <= edits)?.[0] ?? word;
    })
    .join(' ');
}

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? normalized.split(' ') : [];
}
