import { HttpError, refuseField } from './errors.ts';

/**
 * The answer when a per-student cap is reached: 400 `quota_exceeded` (as for documents), the
 * message naming the limit; `field` names the form field to show it on, if any.
 */
export function quotaExceeded(message: string, field?: string): HttpError {
  return field ? refuseField(field, message, { code: 'quota_exceeded' }) : new HttpError(400, 'quota_exceeded', message);
}

/** Throws quotaExceeded(message) when the student already has `count` items of a list capped at `max`. Call inside withStudentLock. */
export function requireRoom(count: number, max: number, message: string): void {
  if (count >= max) throw quotaExceeded(message);
}
