import { describe, expect, it } from 'vitest';
import { EMPTY_EXPLORE_STATE, parseExploreParams } from './explore-query.ts';
import { effectiveSort, sortOptions } from './explore-sort.ts';

const parse = (query: string) => parseExploreParams(new URLSearchParams(query));

describe('reading the sort from the URL', () => {
  it('ignores relevance when not searching and accepts a direction suffix', () => {
    expect(parse('sort=relevance').sort).toBeNull();
    expect(parse('sort=relevance&search=mit').sort).toBe('relevance');
    expect(parse('sort=size:desc').sort).toBe('size');
  });

  it('reads both net price sorts and the distance sort with a ZIP code', () => {
    expect(parse('sort=netPrice').sort).toBe('netPrice');
    expect(parse('sort=netPrice:asc').sort).toBe('netPrice');
    expect(parse('sort=netPrice:desc').sort).toBe('netPrice:desc');
    expect(parse('near=30332&sort=distance').sort).toBe('distance');
  });
});

describe('effectiveSort', () => {
  it('is relevance: while searching, and with no search the default order (widely attended campuses first), not name', () => {
    expect(effectiveSort(EMPTY_EXPLORE_STATE)).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, search: 'tech' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, sort: 'relevance' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, search: 'tech', sort: 'earnings' })).toBe('earnings');
  });

  it('is best match by default for a signed-in student with a profile, unless searching or choosing', () => {
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, personal: true })).toBe('match');
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, personal: true, search: 'tech' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, personal: true, sort: 'tuition' })).toBe('tuition');
  });

  it('defaults to best match while filtering by chance, where relevance does not exist', () => {
    expect(effectiveSort(parse('chance=target'))).toBe('match');
    expect(effectiveSort(parse('chance=target&search=ohio'))).toBe('match');
    expect(effectiveSort(parse('chance=target&search=ohio&sort=relevance'))).toBe('match');
    expect(effectiveSort(parse('chance=target&sort=tuition'))).toBe('tuition');
  });

  it('falls back to the default when the ZIP code a distance sort needs is gone', () => {
    expect(effectiveSort({ ...parse('near=30332&sort=distance'), near: null })).toBe('relevance');
  });
});

describe('sortOptions', () => {
  it('offers the personal sorts only when allowed, and relevance only when it applies', () => {
    expect(sortOptions(EMPTY_EXPLORE_STATE, false)).toEqual([
      'relevance',
      'name',
      'admissionRate',
      'tuition',
      'netPrice',
      'netPrice:desc',
      'size',
      'earnings',
      'graduationRate',
    ]);
    expect(sortOptions(parse('search=mit'), true)).toEqual([
      'relevance',
      'match',
      'chance',
      'name',
      'admissionRate',
      'tuition',
      'netPrice',
      'netPrice:desc',
      'size',
      'earnings',
      'graduationRate',
    ]);
    expect(sortOptions(parse('search=mit&chance=safety'), true)).not.toContain('relevance');
    expect(sortOptions(EMPTY_EXPLORE_STATE, true).slice(0, 2)).toEqual(['match', 'chance']);
  });

  it('offers the distance sort only with a ZIP code', () => {
    expect(sortOptions(EMPTY_EXPLORE_STATE, false)).not.toContain('distance');
    expect(sortOptions(parse('near=30332'), false).at(-1)).toBe('distance');
  });
});
