import { describe, expect, it } from 'vitest';
import { testCatalog } from '../test/test-app.ts';
import { NICKNAMES, NICKNAME_SOURCES } from './nicknames.ts';
import { initialismsFor, splitCampus } from './school-names.ts';

/** The curated list data/search/nicknames.json and the names generated from official names. */
describe('curated nicknames', () => {
  it('names its sources', () => {
    expect(NICKNAME_SOURCES.length).toBeGreaterThan(0);
  });

  it('names only in-scope colleges, by UNITID and official name', () => {
    const catalog = testCatalog();
    for (const entry of NICKNAMES)
      expect(catalog.find(String(entry.id))?.name, `${entry.id} ${entry.nicknames.join(', ')}`).toBe(entry.name);
  });

  it('leads the search to its college: every nickname finds it first', () => {
    const catalog = testCatalog();
    const misses = NICKNAMES.flatMap((entry) =>
      entry.nicknames
        .filter((nickname) => {
          const best = [...catalog.search.search(nickname)].sort((a, b) => b[1] - a[1])[0];
          return best?.[0] !== entry.id;
        })
        .map((nickname) => `${nickname} -> not ${entry.name}`),
    );
    expect(misses).toEqual([]);
  });
});

describe('generated initialisms', () => {
  it.each([
    ['University of California-San Diego', ['uc', 'ucsd', 'uc san diego']],
    ['The University of Texas at Dallas', ['ut', 'utd', 'ut dallas']],
    ['Texas A & M University-College Station', ['tamu', 'tamucs', 'tamu college station']],
    ['Ohio State University-Main Campus', ['osu']],
    ['University of Nevada-Las Vegas', ['un', 'unlv', 'un las vegas']],
    ['Florida State University', ['fsu']],
  ])('%s', (name, expected) => {
    expect(initialismsFor(name)).toEqual(expected);
  });

  it('splits a name from its campus', () => {
    expect(splitCampus('University of Pittsburgh-Pittsburgh Campus')).toEqual({ base: 'university of pittsburgh', campus: 'pittsburgh' });
    expect(splitCampus('The University of Texas at Austin')).toEqual({ base: 'university of texas', campus: 'austin' });
    expect(splitCampus('Ohio State University-Main Campus')).toEqual({ base: 'ohio state university', campus: '' });
  });
});
