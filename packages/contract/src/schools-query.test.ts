import { describe, expect, it } from 'vitest';
import { schoolListQuerySchema } from './schools-query.ts';

describe('schoolListQuerySchema', () => {
  it('defaults to page 1 of 12', () => {
    expect(schoolListQuerySchema.parse({})).toEqual({ limit: 12, page: 1 });
  });

  it('turns single values of repeatable filters into lists and normalises their spelling', () => {
    const query = schoolListQuerySchema.parse({
      location: 'south',
      programType: 'Community College',
      size: 'Very Large',
      state: 'ca',
      major: 'computer-science',
    });
    expect(query).toMatchObject({
      location: ['South'],
      programType: ['community-college'],
      size: ['very-large'],
      state: ['CA'],
      major: ['11'],
    });
  });

  it('reads sort with and without a direction', () => {
    expect(schoolListQuerySchema.parse({ sort: 'tuition' }).sort).toEqual({ field: 'tuition', direction: 'asc' });
    expect(schoolListQuerySchema.parse({ sort: 'earnings' }).sort).toEqual({ field: 'earnings', direction: 'desc' });
    expect(schoolListQuerySchema.parse({ sort: 'name:desc' }).sort).toEqual({ field: 'name', direction: 'desc' });
  });

  it('rejects crossed ranges on the lower bound', () => {
    const result = schoolListQuerySchema.safeParse({ costMin: '5000', costMax: '100' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['costMin']);
  });
});
