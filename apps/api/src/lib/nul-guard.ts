import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Where a NUL character hides in a parsed value, as a field path ("essay.body", "tags.2"); null when none. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(request)' : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findNul(value[index], path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL (U+0000) and answers such a write with an error; SQLite would
 * store it. So that both databases behave the same and a client never causes a 500, text with a
 * NUL is refused up front as a 400 naming the field (pasted PDF text is the usual source).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findNul(value);
      if (!field) continue;
      const message = 'Contains an invisible NUL character; remove it and try again';
      throw new HttpError(
        400,
        'invalid_request',
        `Invalid ${part === 'body' ? 'field' : part === 'query' ? 'query parameter' : 'path parameter'} "${field}": ${message}`,
        {
          [field.split('.')[0]!]: message,
        },
      );
    }
  });
}
