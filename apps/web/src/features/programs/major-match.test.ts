import { describe, expect, it } from 'vitest';
import { matchMajorFamilies, normalizeWords } from './major-match.ts';

const names = (text: string) => matchMajorFamilies(text).map((family) => family.name);

describe('matchMajorFamilies', () => {
  it.each([
    ['computer sci', 'Computer Science'],
    ['Computer Science', 'Computer Science'],
    ['comp sci', 'Computer Science'],
    ['nursing', 'Health Professions & Nursing'],
    ['Nursing programs', 'Health Professions & Nursing'],
    ['psych', 'Psychology'],
    ['math', 'Mathematics & Statistics'],
    ['business major', 'Business & Management'],
    ['engineering', 'Engineering'],
    ['  BIOLOGY ', 'Biology & Biomedical Sciences'],
    ['Communication', 'Communication & Journalism'],
  ])('suggests a field for "%s"', (text, expected) => {
    expect(names(text)[0]).toBe(expected);
  });

  it('matches the official CIP title too, after a match on the name', () => {
    expect(names('information sciences')).toEqual(['Computer Science']);
    expect(names('engineering')).toEqual(['Engineering', 'Engineering Technology']);
  });

  it.each(['University of Michigan', 'Stanford', 'Georgia Tech', 'MIT', 'ar', 'of the', '', '   '])('suggests nothing for "%s"', (text) => {
    expect(names(text)).toEqual([]);
  });

  it('shows at most two suggestions by default', () => {
    expect(matchMajorFamilies('tech').length).toBe(2);
    expect(matchMajorFamilies('tech', 10).length).toBeGreaterThan(2);
  });

  it('normalises case, accents and "&"', () => {
    expect(normalizeWords('Café & Culinary Arts')).toEqual(['cafe', 'culinary', 'arts']);
  });
});
