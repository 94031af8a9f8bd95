import { describe, expect, it } from 'vitest';
import {
  controlFromCode,
  localeKindFor,
  normalizeUrl,
  programTypesFor,
  regionForState,
  requirementLevelFromAdmcon,
  sizeBucketFor,
  slugify,
  testPolicyFromAdmcon7,
} from './mapping.ts';

describe('regionForState: Census regions', () => {
  it.each([
    ['MA', 'Northeast'],
    ['PA', 'Northeast'],
    ['MI', 'Midwest'],
    ['ND', 'Midwest'],
    ['TX', 'South'],
    ['DC', 'South'],
    ['DE', 'South'],
    ['CA', 'West'],
    ['HI', 'West'],
    ['PR', 'International'],
    ['GU', 'International'],
  ])('%s is %s', (state, region) => {
    expect(regionForState(state)).toBe(region);
  });

  it('places all 50 states and DC in one of the four Census regions', () => {
    const states =
      'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
        ' ',
      );
    expect(states).toHaveLength(51);
    expect(states.filter((state) => regionForState(state) === 'International')).toEqual([]);
  });
});

describe('school type', () => {
  it('maps CONTROL to public, private nonprofit and for-profit', () => {
    expect(controlFromCode(1)).toBe('public');
    expect(controlFromCode(2)).toBe('private-nonprofit');
    expect(controlFromCode(3)).toBe('private-for-profit');
    expect(controlFromCode(null)).toBeNull();
  });

  it('adds Liberal Arts for Carnegie 21, Research for 15-16, Community College for PREDDEG 2', () => {
    expect(programTypesFor({ control: 'private-nonprofit', carnegieBasic: 21, predominantDegree: 3 })).toEqual(['private', 'liberal-arts']);
    expect(programTypesFor({ control: 'public', carnegieBasic: 15, predominantDegree: 3 })).toEqual(['public', 'research']);
    expect(programTypesFor({ control: 'public', carnegieBasic: 16, predominantDegree: 3 })).toEqual(['public', 'research']);
    expect(programTypesFor({ control: 'public', carnegieBasic: 2, predominantDegree: 2, level: 2 })).toEqual([
      'public',
      'community-college',
    ]);
    expect(programTypesFor({ control: 'private-for-profit', carnegieBasic: null, predominantDegree: null })).toEqual(['private']);
  });

  it('calls a public college awarding mostly associate’s degrees a community college only when it is two-year or an Associate’s college (Carnegie 2025)', () => {
    const publicAssociate = { control: 'public', carnegieBasic: null, predominantDegree: 2 } as const;
    expect(programTypesFor({ ...publicAssociate, level: 2, institutional2025: null })).toEqual(['public', 'community-college']);
    // Mixed Associate/Baccalaureate: a four-year college still called a community college by its class.
    expect(programTypesFor({ ...publicAssociate, level: 1, institutional2025: 4 })).toEqual(['public', 'community-college']);
    // Arkansas Tech University: four-year, Mixed Undergraduate/Graduate-Master's.
    expect(programTypesFor({ ...publicAssociate, level: 1, institutional2025: 9 })).toEqual(['public']);
    expect(programTypesFor({ control: 'private-for-profit', carnegieBasic: null, predominantDegree: 2, level: 1 })).toEqual([
      'private',
      'associates-college',
    ]);
  });
});

describe('sizeBucketFor', () => {
  it.each([
    [0, 'small'],
    [4999, 'small'],
    [5000, 'medium'],
    [14999, 'medium'],
    [15000, 'large'],
    [30000, 'large'],
    [30001, 'very-large'],
  ])('%i undergraduates is %s', (count, bucket) => {
    expect(sizeBucketFor(count)).toBe(bucket);
  });

  it('leaves missing enrolment missing', () => {
    expect(sizeBucketFor(null)).toBeNull();
  });
});

describe('localeKindFor', () => {
  it.each([
    [11, 'city'],
    [13, 'city'],
    [21, 'suburb'],
    [32, 'town'],
    [43, 'rural'],
  ])('%i is %s', (code, kind) => {
    expect(localeKindFor(code)).toBe(kind);
  });

  it('leaves unknown codes missing', () => {
    expect(localeKindFor(null)).toBeNull();
    expect(localeKindFor(-3)).toBeNull();
    expect(localeKindFor(99)).toBeNull();
  });
});

describe('admission considerations (IPEDS ADMCON codes)', () => {
  it('maps 1, 2, 5, 3 to required, recommended, optional, not considered; 4 stays missing', () => {
    expect([1, 2, 5, 3, 4, null].map(requirementLevelFromAdmcon)).toEqual([
      'required',
      'recommended',
      'optional',
      'not-considered',
      null,
      null,
    ]);
    expect(testPolicyFromAdmcon7(5)).toBe('optional');
  });
});

describe('normalizeUrl and slugify', () => {
  it('makes dataset URLs absolute https and rejects empty ones', () => {
    expect(normalizeUrl('www.aamu.edu/')).toBe('https://www.aamu.edu/');
    expect(normalizeUrl('http://example.edu/a b')).toBe('http://example.edu/a%20b');
    expect(normalizeUrl('  ')).toBeNull();
    expect(normalizeUrl(null)).toBeNull();
  });

  it('makes readable slugs', () => {
    expect(slugify('University of Michigan-Ann Arbor')).toBe('university-of-michigan-ann-arbor');
    expect(slugify('Texas A & M University-College Station')).toBe('texas-a-and-m-university-college-station');
    expect(slugify("St. John's University")).toBe('st-johns-university');
    expect(slugify('Universidad Politécnica de Puerto Rico')).toBe('universidad-politecnica-de-puerto-rico');
  });
});
