import fc from 'fast-check';
import { z } from 'zod';
import { MAX_JSON_DEPTH } from '../lib/request-limits.ts';

/** The parts of a JSON schema (as zod 4 writes them) that the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
}

/** A route's zod schema part as JSON schema (input side); null when absent or not zod. */
export function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** Text that has broken web apps before: markup, SQL, traversal, encodings, control and odd Unicode. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\ufeff',
  '\u202e',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '0x10',
  '9'.repeat(400),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '%00',
  '%',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '[object Object]',
  'ﷺ𝕏👩🏽‍🎓',
  'x'.repeat(5_000),
];

/** Keys a client should never be able to slip into an object. */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'userId', 'user_id', 'isAdmin', 'role', '', 'x'.repeat(300)];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 150, maxLength: 400 }) },
);

const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: [nested(depth - 1)] });

/** Any JSON value of a wrong shape: strings above, extreme numbers, deep nesting (at the limit and far past it), arrays and objects. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -1,
      0.5,
      -1e308,
      1e308,
      2 ** 31,
      -(2 ** 31) - 1,
      2 ** 53 + 2,
      [],
      {},
      [null],
      nested(60),
      nested(MAX_JSON_DEPTH / 2),
      nested(2_000),
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...HOSTILE_KEYS.slice(2), 'a', 'b'), hostileString, { maxKeys: 4 }) },
);

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Hints for values the schema cannot express (real ids of the signed-in student, real school ids). */
export type ValueHints = (key: string) => fc.Arbitrary<unknown> | null;

function numberBounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : 1e6);
  return { min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) };
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'date') return isoDate;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? 1e6));
  return fc.string({ minLength, maxLength });
}

/** Plausible, mostly valid values for a JSON schema, so generated requests also reach the handlers. */
export function fromSchema(schema: JsonSchema | null | undefined, hints: ValueHints = () => null, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => fromSchema(option, hints, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (!keys.length) return fc.constant({});
      const required = keys.filter((key) => schema.required?.includes(key));
      const shape = Object.fromEntries(
        keys.map((key) => {
          const hinted = hints(key);
          const plain = fromSchema(properties[key], hints, depth + 1);
          return [key, hinted ? fc.oneof(hinted, plain) : plain];
        }),
      );
      return fc.record(shape, { requiredKeys: required });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(fromSchema(schema.items, hints, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)),
      });
    }
    case 'integer': {
      const { min, max } = numberBounds(schema, true);
      const step = schema.multipleOf ?? 1;
      return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((value) => value * step);
    }
    case 'number': {
      const { min, max } = numberBounds(schema, false);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringFor(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
