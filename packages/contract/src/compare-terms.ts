/**
 * Compare limits and messages without zod: the "Add to comparison" button on every card
 * and the compare tray use them. The web writes its own messages about the list in the page's
 * language (features/compare/use-compare-list.ts).
 */

/** A comparison shows at most this many universities, side by side (the tray, the page and the API). */
export const COMPARE_MAX = 6;

export const COMPARE_EMPTY_MESSAGE = 'No universities to compare yet.';

/** The ids of a comparison link (`?ids=1,2,3`, or repeated `ids`), trimmed, in order, without empty parts. */
export function splitCompareIds(value: string | readonly string[] | null | undefined): string[] {
  const parts = value === null || value === undefined ? [] : typeof value === 'string' ? [value] : value;
  return parts
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
}
