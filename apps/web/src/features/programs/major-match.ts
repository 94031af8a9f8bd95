import { MAJOR_FAMILIES, type MajorFamily } from '@campuspath/contract/major-families';

/**
 * Which fields of study a search text names, for the home search's "Browse {Major} programs"
 * suggestion. Every word typed must start a word of the field's name or of its official CIP title
 * ("computer sci", "nursing", "math"), so a school's name ("University of Michigan") names none.
 */

/** Fewer letters than this say nothing about a field. */
export const MIN_MATCH_LETTERS = 3;
/** Suggestions shown at most. */
export const MAX_MAJOR_SUGGESTIONS = 2;

// Words that say "a field of study" rather than which one ("nursing programs", "biology major").
const IGNORED = new Set(['and', 'of', 'the', 'in', 'a', 'an', 'program', 'programs', 'major', 'majors', 'degree', 'degrees']);

/** Lower case, no accents, "&" as "and", anything else that is not a letter or digit as a space. */
export function normalizeWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word && !IGNORED.has(word));
}

const INDEX = MAJOR_FAMILIES.map((family) => ({ family, name: normalizeWords(family.name), title: normalizeWords(family.cipTitle) }));

/** 0 when a typed word starts no word of the phrase; else 2 per whole word and 1 per word begun. */
function score(words: string[], phrase: string[]): number {
  let total = 0;
  for (const [index, word] of words.entries()) {
    // Only the word being typed (the last) or one of 3+ letters ("comp sci") may be a beginning.
    const mayBegin = index === words.length - 1 || word.length >= MIN_MATCH_LETTERS;
    const points = Math.max(0, ...phrase.map((token) => (token === word ? 2 : mayBegin && token.startsWith(word) ? 1 : 0)));
    if (points === 0) return 0;
    total += points;
  }
  return total;
}

/** The fields a search text names, best first (a match on the name beats one on the official title). */
export function matchMajorFamilies(text: string, limit = MAX_MAJOR_SUGGESTIONS): MajorFamily[] {
  const words = normalizeWords(text);
  if (words.join('').length < MIN_MATCH_LETTERS) return [];
  return INDEX.map(({ family, name, title }) => ({ family, points: Math.max(score(words, name) * 2, score(words, title)) }))
    .filter((match) => match.points > 0)
    .sort((a, b) => b.points - a.points || a.family.name.localeCompare(b.family.name))
    .slice(0, limit)
    .map((match) => match.family);
}
