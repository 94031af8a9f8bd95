/** Saved universities limits and messages without zod (the bookmark on every card uses them). */

/** A student can save at most this many universities, on the account and in this browser alike. */
export const SAVED_SCHOOLS_MAX = 200;

export const SAVED_SCHOOLS_FULL_MESSAGE = `You can save up to ${SAVED_SCHOOLS_MAX} universities. Remove one to save another.`;

/** Spec section 8, "Empty saved list", word for word. */
export const SAVED_SCHOOLS_EMPTY_MESSAGE = "You haven't saved any universities yet.";
