/**
 * Compare limits and messages without zod: the "Add to comparison" button on every card
 * and the compare tray use them.
 */

/** A comparison shows at most this many universities, side by side (the tray, the page and the API). */
export const COMPARE_MAX = 6;

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} universities. Remove one to add another.`;

export const COMPARE_EMPTY_MESSAGE = 'No universities to compare yet.';

/** After sign-in, when the account's list and this browser's list together held more than COMPARE_MAX. */
export function compareMergeOverflowMessage(leftOut: number): string {
  const what = leftOut === 1 ? '1 university' : `${leftOut} universities`;
  return `Your comparison list on this account was already long, so ${what} chosen in this browser did not fit (up to ${COMPARE_MAX}).`;
}

/** The ids of a comparison link (`?ids=1,2,3`, or repeated `ids`), trimmed, in order, without empty parts. */
export function splitCompareIds(value: string | readonly string[] | null | undefined): string[] {
  const parts = value === null || value === undefined ? [] : typeof value === 'string' ? [value] : value;
  return parts
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter(Boolean);
}
