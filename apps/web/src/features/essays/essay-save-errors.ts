import { ApiRequestError } from '../../lib/api-client.ts';

// The save queue's errors and retry rule (essay-save-queue.ts), apart so the forms can import them alone.

/** Thrown by `perform` when the text itself could not be saved first. */
export class UnsavedTextError extends Error {
  constructor() {
    super("Your latest text hasn't been saved yet. Wait until it is saved, then try again.");
  }
}

/** Thrown by `perform` when another tab or device changed the essay first. */
export class EssayChangedError extends Error {
  constructor() {
    super('This essay was changed somewhere else, so nothing was saved. Check the details and try again.');
  }
}

/** A failure worth trying again: offline, timeout, 5xx, 408, 429. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true; // offline, DNS, timeout, aborted
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
