import { describe, expect, it } from 'vitest';
import { similarSchoolsResponseSchema } from '@campuspath/contract/school-detail';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

describe('GET /api/schools/{id}/similar', () => {
  it('answers five other schools, each with a reason', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/schools/williams-college/similar' });
    expect(response.statusCode).toBe(200);
    const { results } = similarSchoolsResponseSchema.parse(response.json());
    expect(results).toHaveLength(5);
    expect(results.map((r) => r.school.name)).not.toContain('Williams College');
    for (const { reason } of results) expect(reason.length).toBeGreaterThan(5);
  });

  it('gives each reason as facts too, which the English line is written from', async () => {
    const { results } = similarSchoolsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/schools/168342/similar' })).json(),
    );
    for (const { reason, reasonParts } of results) {
      expect(reasonParts[0]).toEqual({ kind: 'also', control: 'private', kinds: expect.arrayContaining(['liberal-arts']) });
      expect(reason).toMatch(/^Also private liberal arts/);
      expect(reasonParts.map((part) => part.kind)).toContain('region');
    }
  });

  it('finds schools like the one asked about: a selective private liberal arts college gets the same', async () => {
    const { results } = similarSchoolsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/schools/168342/similar' })).json(),
    );
    for (const { school } of results) {
      expect(school.programTypes).toEqual(expect.arrayContaining(['private', 'liberal-arts']));
      expect(school.acceptance_rate).not.toBeNull();
      expect(school.acceptance_rate!).toBeLessThan(40);
    }
  });

  it('is deterministic and cacheable', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/schools/170976/similar' });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/schools/university-of-michigan-ann-arbor/similar' });
    expect(a.json()).toEqual(b.json());
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  it('answers 404 for an unknown school', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/schools/nope/similar' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'University not found' });
  });
});
