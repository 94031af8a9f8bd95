import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env.ts';
import { testCatalog } from '../test/test-app.ts';
import { evaluateSearch, type EvalSet } from './search-eval.ts';

/** The evaluation set's targets; `npm run bench:search` prints the same numbers with the misses. */
const set = JSON.parse(readFileSync(join(REPO_ROOT, 'data/search/search-eval.json'), 'utf8')) as EvalSet;

describe('search evaluation set', () => {
  const scores = new Map(evaluateSearch(testCatalog(), set).map((score) => [score.category, score]));

  it('holds at least 300 queries across names, initialisms, nicknames, typos, cities and plain language', () => {
    expect([...scores.keys()].sort()).toEqual(['cities', 'initialisms', 'names', 'nicknames', 'plainLanguage', 'typos', 'zips']);
    expect([...scores.values()].reduce((sum, score) => sum + score.queries, 0)).toBeGreaterThanOrEqual(300);
  });

  it.each(['names', 'initialisms'])('%s: the college meant comes first for at least 97%', (category) => {
    const score = scores.get(category)!;
    expect(score.hit1, score.misses.join('\n')).toBeGreaterThanOrEqual(0.97);
  });

  it('plain language: at least 90% read as exactly the filters meant', () => {
    const score = scores.get('plainLanguage')!;
    expect(score.hit1, score.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('ZIP codes: at least 95% read as the ZIP-radius filter meant, nearby colleges first or none for a ZIP code without a Census area', () => {
    const score = scores.get('zips')!;
    expect(score.queries).toBeGreaterThanOrEqual(30);
    expect(score.hit1, score.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it.each(['nicknames', 'typos', 'cities'])('%s: the college or place meant is in the first three for at least 90%', (category) => {
    const score = scores.get(category)!;
    expect(score.hit3, score.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
