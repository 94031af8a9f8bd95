import type { FastifyInstance } from 'fastify';
import { refuseField } from './errors.ts';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

/**
 * Objects as JSON, query strings and the router make them: plain, prototype-less, or of a
 * prototype-less prototype (the router's parameters). A Buffer or a stream is none of these.
 */
function isPlainObject(value: object): boolean {
  const prototype: object | null = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * Where a NUL character hides in a parsed value, as a field path ("essay.body", "tags.2"); null
 * when none. Walks with a stack of its own rather than recursion, so no nesting depth can exhaust
 * the call stack, and builds a path only for the value it reports. Only what JSON and query
 * strings parse into is walked (strings, arrays, plain objects): bytes and streams (an upload) are
 * their reader's to check, and a 5 MB Buffer walked as an object was one entry per byte.
 */
export function findNul(root: unknown): string | null {
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  while (stack.length) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(visit);
    } else if (Array.isArray(value)) {
      // Pushed last to first, so values are reported in document order.
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], key: String(index), parent: visit });
    } else if (value && typeof value === 'object' && isPlainObject(value)) {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, inner] = entries[index]!;
        stack.push({ value: inner, key, parent: visit });
      }
    }
  }
  return null;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) keys.push(at.key);
  return keys.length ? keys.reverse().join('.') : '(request)';
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
      throw refuseField(field.split('.')[0]!, message, {
        message: `Invalid ${part === 'body' ? 'field' : part === 'query' ? 'query parameter' : 'path parameter'} "${field}": ${message}`,
      });
    }
  });
}
