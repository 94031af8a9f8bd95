import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const KEYS = [
  'limit',
  'page',
  'search',
  'location',
  'state',
  'programType',
  'size',
  'costMin',
  'costMax',
  'admitMin',
  'admitMax',
  'major',
  'testPolicy',
  'sort',
  'x',
  '',
  '__proto__',
  'constructor',
];
const VALUES = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -1e9, max: 1e9 }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    'Infinity',
    '1e400',
    '%',
    '%00',
    '%ZZ',
    '[]',
    '{}',
    'null',
    'South',
    'small',
    'public',
    '11',
    'tuition:desc',
    '<script>',
  ),
);
const rawPair = fc.tuple(fc.constantFrom(...KEYS), VALUES).map(([key, value]) => `${key}=${value}`);
const encodedPair = fc
  .tuple(fc.constantFrom(...KEYS), VALUES)
  .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
const queryString = fc
  .array(fc.oneof(rawPair, encodedPair, fc.string({ maxLength: 20 })), { maxLength: 8 })
  .map((pairs) => pairs.join('&'));

describe('GET /api/schools with generated query strings', () => {
  // 1,500 generated requests: a minute on a busy machine, a few seconds on a quiet one.
  it('never answers 5xx; every error is JSON naming what is wrong', { timeout: 90_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        const response = await ctx.app.inject({ method: 'GET', url: `/api/schools?${query}` });
        expect(response.statusCode, `?${query} -> ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) apiErrorSchema.parse(response.json());
      }),
      { numRuns: 1500 },
    );
  });

  it('never answers 5xx for generated ids', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (id) => {
        const response = await ctx.app.inject({ method: 'GET', url: `/api/schools/${encodeURIComponent(id)}` });
        expect([200, 400, 404]).toContain(response.statusCode);
      }),
      { numRuns: 500 },
    );
  });
});
