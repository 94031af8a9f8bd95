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

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? normalized.split(' ') : [];
}
