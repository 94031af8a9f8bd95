import { describe, expect, it } from 'vitest';
import { schoolListResponseSchema } from '@campuspath/contract/schools';
import { testCatalog, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

async function list(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/schools?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return schoolListResponseSchema.parse(response.json());
}

describe("GET /api/schools: Explore's default order (no search, no sort)", () => {
  it('opens on well-documented, widely attended campuses, not A-Z and not online-only giants', async () => {
    const body = await list('limit=24');
    const onlineOnly = new Set(
      testCatalog()
        .schools.filter((school) => school.distanceOnly)
        .map((school) => school.id),
    );
    for (const card of body.results) {
      expect(card.size, card.name).toBeGreaterThan(15_000);
      expect(card.acceptance_rate, card.name).not.toBeNull();
      expect(card.graduationRate, card.name).not.toBeNull();
      expect(card.medianEarnings, card.name).not.toBeNull();
      expect(onlineOnly.has(card.id), card.name).toBe(false);
    }
    expect(body.results.map((card) => card.name)).not.toContain('Western Governors University');
    expect(body.results.map((card) => card.name)).not.toContain('Southern New Hampshire University');
  });

  it('is the same order as sort=relevance without a search, and keeps every school', async () => {
    const plain = await list('limit=100');
    const relevance = await list('limit=100&sort=relevance');
    expect(relevance.results.map((card) => card.id)).toEqual(plain.results.map((card) => card.id));
    expect(plain.count).toBe(testCatalog().schools.length);
  });
});
