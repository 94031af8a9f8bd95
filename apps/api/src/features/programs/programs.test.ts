import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { MAJOR_FAMILIES } from '@campuspath/contract/major-families';
import { programsResponseSchema, type ProgramsResponse } from '@campuspath/contract/programs';
import { LARGEST_PROGRAMS_COUNT } from '@campuspath/contract/programs-terms';
import { schoolListResponseSchema } from '@campuspath/contract/schools';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

async function programs(): Promise<ProgramsResponse> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/programs' });
  expect(response.statusCode, response.body).toBe(200);
  return programsResponseSchema.parse(response.json());
}

describe('GET /api/programs', () => {
  it('lists every 2-digit field once, alphabetical by name, with its official title', async () => {
    const body = await programs();
    expect(body.totalSchools).toBe(testCatalog().schools.length);
    expect(body.fields.map((field) => field.code).sort()).toEqual(MAJOR_FAMILIES.map((family) => family.code).sort());
    const names = body.fields.map((field) => field.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const computing = body.fields.find((field) => field.code === '11')!;
    expect(computing).toMatchObject({
      slug: 'computer-science',
      name: 'Computer Science',
      cipTitle: 'Computer and Information Sciences and Support Services',
    });
  });

  it('counts the schools with a non-zero share of degrees in each field', async () => {
    const body = await programs();
    for (const field of body.fields) {
      const expected = testCatalog().schools.filter((school) =>
        school.majors.some((major) => major.code === field.code && major.share > 0),
      );
      expect(field.schoolCount, field.name).toBe(expected.length);
    }
    // Real data: the big fields are awarded widely.
    expect(body.fields.find((field) => field.code === '52')!.schoolCount).toBeGreaterThan(1000);
  });

  it('gives the same count as the schools list filtered by that major', async () => {
    const body = await programs();
    for (const code of ['11', '51', '25']) {
      const field = body.fields.find((item) => item.code === code)!;
      const list = await ctx.app.inject({ method: 'GET', url: `/api/schools?major=${code}&limit=1` });
      expect(schoolListResponseSchema.parse(list.json()).count).toBe(field.schoolCount);
    }
  });

  it('ranks the largest programs by share x undergraduates, largest first, from the catalogue', async () => {
    const body = await programs();
    for (const field of body.fields) {
      expect(field.largest.length).toBeLessThanOrEqual(LARGEST_PROGRAMS_COUNT);
      const sizes = field.largest.map((entry) => entry.estimatedStudents);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
      for (const entry of field.largest) {
        const school = testCatalog().find(String(entry.id))!;
        const share = school.majors.find((major) => major.code === field.code)!.share;
        expect(entry).toEqual({
          id: school.id,
          slug: school.slug,
          name: school.name,
          location: `${school.city}, ${school.state}`,
          share,
          undergraduates: school.students.undergraduates,
          estimatedStudents: Math.round(share * school.students.undergraduates!),
        });
      }
    }
    // No school outside the top five has a bigger estimate than the fifth.
    const business = body.fields.find((field) => field.code === '52')!;
    expect(business.largest).toHaveLength(LARGEST_PROGRAMS_COUNT);
    const fifth = business.largest.at(-1)!.estimatedStudents;
    const listed = new Set(business.largest.map((entry) => entry.id));
    for (const school of testCatalog().schools) {
      const share = school.majors.find((major) => major.code === '52')?.share;
      if (listed.has(school.id) || share === undefined || school.students.undergraduates === null) continue;
      expect(Math.round(share * school.students.undergraduates)).toBeLessThanOrEqual(fifth);
    }
  });

  it('sends an ETag and Cache-Control, 304 for a matching If-None-Match, and the same body twice', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/programs' });
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await ctx.app.inject({ method: 'GET', url: '/api/programs', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const second = await ctx.app.inject({ method: 'GET', url: '/api/programs' });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it.each(['major=11', 'limit=5', 'page=2&sort=name'])('answers 400 naming an unknown parameter (%s)', async (query) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/programs?${query}` });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.error).toBe('invalid_request');
    expect(Object.keys(body.fields ?? {})).toContain(query.split('=')[0]);
  });
});
