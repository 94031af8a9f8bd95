import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { schoolListResponseSchema } from '@campuspath/contract/schools';
import { suggestResponseSchema } from '@campuspath/contract/schools-suggest';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

async function suggest(q: string, extra = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/schools/suggest?q=${encodeURIComponent(q)}${extra}` });
  expect(response.statusCode, response.body).toBe(200);
  return suggestResponseSchema.parse(response.json());
}

async function search(text: string, extra = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/schools?search=${encodeURIComponent(text)}${extra}` });
  expect(response.statusCode, response.body).toBe(200);
  return schoolListResponseSchema.parse(response.json());
}

describe('GET /api/schools/suggest', () => {
  it('suggests the college a student means while typing, with its city and state', async () => {
    const body = await suggest('uconn');
    expect(body.query).toBe('uconn');
    expect(body.suggestions[0]).toEqual({ kind: 'school', id: 129020, name: 'University of Connecticut', city: 'Storrs', state: 'CT' });
    expect((await suggest('stanf')).suggestions[0]).toMatchObject({ kind: 'school', name: 'Stanford University' });
  });

  it('suggests majors and places after the colleges', async () => {
    const nurs = await suggest('nursing');
    expect(nurs.suggestions).toContainEqual({ kind: 'major', major: '51', label: 'Health Professions & Nursing' });
    const ohio = await suggest('ohio');
    expect(ohio.suggestions).toContainEqual({
      kind: 'place',
      label: 'Ohio',
      place: { kind: 'state', name: 'Ohio' },
      filters: { state: ['OH'] },
    });
    const kinds = ohio.suggestions.map((suggestion) => suggestion.kind);
    expect(kinds.indexOf('school')).toBeLessThan(kinds.indexOf('place'));
    const atlanta = await suggest('atlanta');
    expect(atlanta.suggestions).toContainEqual({
      kind: 'place',
      label: 'Atlanta, GA area',
      place: { kind: 'city', name: 'Atlanta, GA' },
      filters: { near: expect.any(String), radius: 25 },
    });
  });

  it('answers at most `limit` suggestions', async () => {
    expect((await suggest('new', '&limit=3')).suggestions).toHaveLength(3);
    expect((await suggest('new')).suggestions.length).toBeLessThanOrEqual(8);
  });

  it('answers 400 naming q when it is blank or too long, and limit when out of range', async () => {
    for (const [query, field] of [
      ['q=%20%20', 'q'],
      ['', 'q'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=mit&limit=11', 'limit'],
      ['q=mit&limit=0', 'limit'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/schools/suggest?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(apiErrorSchema.parse(response.json()).fields ?? {}), query).toContain(field);
    }
  });

  it('sends an ETag and Cache-Control, and 304 for a matching If-None-Match', async () => {
    const url = '/api/schools/suggest?q=rutgers';
    const first = await ctx.app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toContain('public');
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/schools: the search read as filters', () => {
  it('"nursing in ohio" lists Ohio colleges awarding nursing degrees, not names with "Nursing" or "Ohio"', async () => {
    const body = await search('nursing in ohio', '&limit=100');
    expect(body.count).toBeGreaterThan(50);
    expect(body.results.every((card) => card.state === 'OH' && card.popular_majors.includes('Health Professions & Nursing'))).toBe(true);
    expect(body.interpretation?.parts.map((part) => part.kind)).toEqual(['major', 'state']);
    expect(body.interpretation?.text).toBe('');
  });

  it('"colleges in atlanta" lists colleges around Atlanta, Georgia Tech among the first', async () => {
    const body = await search('colleges in atlanta', '&limit=12');
    expect(body.results.every((card) => card.distanceMiles !== undefined && card.distanceMiles! <= 25)).toBe(true);
    expect(body.results.map((card) => card.name)).toContain('Georgia Institute of Technology-Main Campus');
    expect(body.results.map((card) => card.name)).not.toContain('Palm Beach Atlantic University');
  });

  it('a nonsense word with "university" finds nothing, and so does "university"', async () => {
    expect((await search('qwzxv university')).count).toBe(0);
    expect((await search('university')).count).toBe(0);
  });

  it('searching the text left with the filters applied reads nothing more', async () => {
    const first = await search('cheap engineering colleges in texas');
    const { text, parts } = first.interpretation!;
    const filters = parts.flatMap((part) =>
      Object.entries(part.filters).flatMap(([key, value]) => [value].flat().map((item) => `&${key}=${item}`)),
    );
    const again = await search(text || ' ', filters.join(''));
    expect(again.interpretation?.parts ?? []).toEqual([]);
    expect(again.count).toBe(first.count);
  });
});
