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
  it('is relevance while searching, otherwise name', () => {
    expect(effectiveSort(EMPTY_EXPLORE_STATE)).toBe('name');
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, search: 'tech' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, sort: 'relevance' })).toBe('name');
    expect(effectiveSort({ ...EMPTY_EXPLORE_STATE, search: 'tech', sort: 'earnings' })).toBe('earnings');
  });

  it('defaults to best match while filtering by chance, where relevance does not exist', () => {
    expect(effectiveSort(parse('chance=target'))).toBe('match');
    expect(effectiveSort(parse('chance=target&search=ohio'))).toBe('match');
    expect(effectiveSort(parse('chance=target&search=ohio&sort=relevance'))).toBe('match');
    expect(effectiveSort(parse('chance=target&sort=tuition'))).toBe('tuition');
  });

  it('falls back to the default when the ZIP code a distance sort needs is gone', () => {
    expect(effectiveSort({ ...parse('near=30332&sort=distance'), near: null })).toBe('name');
  });
});

describe('sortOptions', () => {
  it('offers the personal sorts only when allowed, and relevance only when it applies', () => {
    expect(sortOptions(EMPTY_EXPLORE_STATE, false)).toEqual([
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
  });

  it('offers the distance sort only with a ZIP code', () => {
    expect(sortOptions(EMPTY_EXPLORE_STATE, false)).not.toContain('distance');
    expect(sortOptions(parse('near=30332'), false).at(-1)).toBe('distance');
  });
});
