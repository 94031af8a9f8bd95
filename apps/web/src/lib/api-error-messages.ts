import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ImportReport } from '@campuspath/contract/admission-history-imports';
import { ApiRequestError } from './api-client.ts';

/*
 * What forms and buttons show when the API refuses a change, read from the API client's
 * ApiRequestError. Apart from the client itself because only pages that change something need
 * them: the client is in every page's first load, these are not.
 */

/** Field messages of a 400 answer (`fields`), for forms to show inline; empty otherwise. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError ? (error.body?.fields ?? {}) : {};
}

/**
 * Puts the field messages of a refused request under the form's own fields, focusing the first,
 * and says whether any was placed; when none was (a conflict, a 5xx, no answer, a field this form
 * does not show) the form shows its alert instead. Nothing typed is reset (decision 0012).
 * `fields` lists the form's fields (an API path under one of them, "courses.0.name", goes to that
 * path), or maps an API field name to the form's path (null: not on this form).
 */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly string[] | ((apiField: string) => string | null),
): boolean {
  const pathOf = typeof fields === 'function' ? fields : (name: string) => (fields.includes(name.split('.')[0]!) ? name : null);
  const placed = Object.entries(fieldErrors(error)).flatMap(([name, message]) => {
    const path = pathOf(name);
    return path ? [[path as Path<T>, message] as const] : [];
  });
  placed.forEach(([path, message], index) => setError(path, { message }, { shouldFocus: index === 0 }));
  return placed.length > 0;
}

/**
 * What to tell the student when a change fails: the API's own words for a 4xx (a full list names
 * its limit, a conflict says what happened), otherwise `fallback` (a 5xx or no answer says nothing useful).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.body && error.status < 500 ? error.body.message : fallback;
}

/**
 * The row report of a refused CSV import (422 `import_rejected`: an admission history file or a
 * pasted list of deadlines; `roster_rejected`, whose report is a RosterImportReport), or null for any other failure.
 */
export function importReport<Report extends Pick<ImportReport, 'problems'> = ImportReport>(error: unknown): Report | null {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null;
  const report = (error.body as { report?: Report } | null)?.report;
  return report && Array.isArray(report.problems) ? report : null;
}
