import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiRequestError } from '../../lib/api-client.ts';

// The save queue's errors and retry rule (essay-save-queue.ts), apart so the forms can import them alone.

/** Thrown by `perform` when the text itself could not be saved first. */
export class UnsavedTextError extends Error {
  /** What the form says, in the page's language (the error is thrown outside React). */
  readonly text: MessageDescriptor = msg`Your latest text hasn't been saved yet. Wait until it is saved, then try again.`;
  constructor() {
    super('essay-text-unsaved');
  }
}

/** Thrown by `perform` when another tab or device changed the essay first. */
export class EssayChangedError extends Error {
  readonly text: MessageDescriptor = msg`This essay was changed somewhere else, so nothing was saved. Check the details and try again.`;
  constructor() {
    super('essay-changed-elsewhere');
  }
}

/** A failure worth trying again: offline, timeout, 5xx, 408, 429. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true; // offline, DNS, timeout, aborted
  return error.status >= 500 || error.status === 408 || error.status === 429;
}
