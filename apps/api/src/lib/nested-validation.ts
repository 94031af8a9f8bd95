import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { refuseFields, type HttpError } from './errors.ts';

/**
 * For nested bodies (the profile, the aid estimator's inputs): the shared error handler names
 * only a field's first path segment, so these routes attach validation errors instead and name
 * each field by its full dotted path ("courses.2.score", "parent.cash"), which is what the web
 * forms use as field names, so every message lands beside its input. `subject` names the body
 * when no field can be named.
 */
export function nestedValidationError(error: Error & { validation: unknown }, subject: string): HttpError {
  // No prototype: a field called `constructor` or `__proto__` is named like any other.
  const fields: Record<string, string> = Object.create(null);
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const path = issue.instancePath.split('/').filter(Boolean);
      const keys = issue.keyword === 'unrecognized_keys' ? ((issue.params as { keys?: string[] }).keys ?? []) : [];
      for (const key of keys) fields[[...path, key].join('.')] ??= 'Unknown field';
      if (keys.length) continue;
      fields[path.join('.') || '(request)'] ??= issue.message ?? 'Invalid value';
    }
  }
  const names = Object.keys(fields);
  const message = names.length
    ? `Check ${names.length === 1 ? 'this field' : 'these fields'}: ${names.join(', ')}`
    : `The ${subject} could not be read`;
  return refuseFields(fields, { message });
}
