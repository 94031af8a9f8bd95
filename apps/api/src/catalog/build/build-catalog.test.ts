import { describe, expect, it } from 'vitest';
import { buildCatalogSchools, isInScope, type RawDataset } from './build-catalog.ts';
import { splitAliases } from './school-record.ts';
import type { RawRow } from './raw-row.ts';

let nextId = 100000;

/** A valid in-scope Scorecard row; override any column. */
function buildInstitution(overrides: RawRow = {}): RawRow {
  nextId += 1;
  return {
    UNITID: String(nextId),
    INSTNM: `Test College ${nextId}`,
    CITY: 'Springfield',
    STABBR: 'IL',
    ST_FIPS: '17',
    CONTROL: '2',
    PREDDEG: '3',
    HIGHDEG: '3',
    ICLEVEL: '1',
    UGDS: '1200',
    LOCALE: '13',
    LATITUDE: '39.8',
    LONGITUDE: '-89.6',
    TUITIONFEE_IN: '30000',
    TUITIONFEE_OUT: '30000',
    ADM_RATE_ALL: '0.5',
    PCIP52: '0.6',
    PCIP11: '0.4',
    ...overrides,
  };
}

function dataset(institutions: RawRow[], extra: Partial<RawDataset> = {}): RawDataset {
  return {
    newestYear: [],
    institutions,
    columns: [],
    trends: [],
    directory: institutions.map((row) => ({ UNITID: row.UNITID, CYACTIVE: '1' })),
    admissions: [],
    valueLabels: [
      { variable_name: 'ST_FIPS', value: '17', label: 'Illinois' },
      { variable_name: 'LOCALE', value: '13', label: 'City: Small (population less than 100,000)' },
    ],
    ...extra,
  };
}

describe('scope rule', () => {
  const active = { CYACTIVE: '1' };
  it('keeps active main campuses with undergraduates awarding associate or bachelor degrees', () => {
    expect(isInScope(buildInstitution({ PREDDEG: '2', HIGHDEG: '2' }), active)).toBe(true);
    expect(isInScope(buildInstitution({ PREDDEG: '1', HIGHDEG: '4' }), active)).toBe(true);
  });

  it('drops branch campuses, closed schools, schools without undergraduates and certificate-only schools', () => {
    expect(isInScope(buildInstitution({ UNITID: '10415101' }), active)).toBe(false);
    expect(isInScope(buildInstitution(), { CYACTIVE: '3' })).toBe(false);
    expect(isInScope(buildInstitution(), undefined)).toBe(false);
    expect(isInScope(buildInstitution({ UGDS: '' }), active)).toBe(false);
    expect(isInScope(buildInstitution({ UGDS: '0' }), active)).toBe(false);
    expect(isInScope(buildInstitution({ PREDDEG: '1', HIGHDEG: '2' }), active)).toBe(false);
  });
});

describe('buildCatalogSchools', () => {
  it('maps codes to product terms and keeps missing values null, never 0', () => {
    const row = buildInstitution({ TUITIONFEE_IN: '', ADM_RATE_ALL: '', MD_EARN_WNE_P10: '', NPT4_PRIV: '-1200' });
    const [school] = buildCatalogSchools(dataset([row]), []);
    expect(school).toMatchObject({
      region: 'Midwest',
      stateName: 'Illinois',
      control: 'private-nonprofit',
      programTypes: ['private'],
      locale: { code: 13, kind: 'city', label: 'City: Small' },
      coordinates: { lat: 39.8, lng: -89.6 },
    });
    expect(school!.costs.tuitionInState).toBeNull();
    expect(school!.admissions.admissionRate).toBeNull();
    expect(school!.outcomes.medianEarnings).toBeNull();
    // Negative net prices are real (grants larger than cost) and kept.
    expect(school!.netPrice.overall).toBe(-1200);
  });

  it('orders majors by share and leaves out zero shares', () => {
    const [school] = buildCatalogSchools(dataset([buildInstitution({ PCIP52: '0.25', PCIP11: '0.75', PCIP26: '0' })]), []);
    expect(school!.majors).toEqual([
      { code: '11', share: 0.75 },
      { code: '52', share: 0.25 },
    ]);
  });

  it('adds the documented common names and fails loudly when one points at the wrong school', () => {
    const row = buildInstitution({ INSTNM: 'Example State University', ALIAS: 'ESU' });
    const id = Number(row.UNITID);
    const [school] = buildCatalogSchools(dataset([row]), [{ id, expectName: 'Example State', names: ['Ex State'] }]);
    expect(school!.aliases).toEqual(['Ex State', 'ESU']);
    expect(() => buildCatalogSchools(dataset([row]), [{ id, expectName: 'Other College', names: ['OC'] }])).toThrow(/common-names/);
  });

  it('gives colliding names unique, readable slugs', () => {
    const a = buildInstitution({ INSTNM: 'Union College', CITY: 'Schenectady', STABBR: 'NY' });
    const b = buildInstitution({ INSTNM: 'Union College', CITY: 'Lincoln', STABBR: 'NE' });
    const c = buildInstitution({ INSTNM: 'Union College', CITY: 'Lincoln', STABBR: 'NE' });
    const slugs = buildCatalogSchools(dataset([a, b, c]), []).map((school) => school.slug);
    expect(new Set(slugs).size).toBe(3);
    expect(slugs).toEqual(expect.arrayContaining(['union-college-schenectady', 'union-college-lincoln', 'union-college-lincoln-ne']));
  });

  it('reads admission considerations from IPEDS ADM, skipping "don\'t know"', () => {
    const row = buildInstitution();
    const [school] = buildCatalogSchools(
      dataset([row], { admissions: [{ UNITID: row.UNITID, ADMCON1: '1', ADMCON7: '5', ADMCON12: '4' }] }),
      [],
    );
    expect(school!.admissions.considerations).toEqual([
      { factor: 'Secondary school GPA', level: 'required' },
      { factor: 'Admission test scores (SAT/ACT)', level: 'optional' },
    ]);
  });
});

describe('the newest year first, column by column', () => {
  const columns = [
    { column: 'TUITIONFEE_IN', source: 'College Scorecard MERGED2022_23_PP (latest year)', academic_year: '2022-23' },
    { column: 'MD_EARN_WNE_P10', source: 'College Scorecard MERGED2020_21_PP', academic_year: '2020-21' },
  ];

  it('takes each column from the newest year where it has a value, else the older extract, and records which', () => {
    const older = buildInstitution({ TUITIONFEE_IN: '30000', UGDS: '1200', MD_EARN_WNE_P10: '51000' });
    const newest = { UNITID: older.UNITID, TUITIONFEE_IN: '31500', UGDS: '', MD_EARN_WNE_P10: '' };
    const [school] = buildCatalogSchools(dataset([older], { newestYear: [newest], columns }), []);
    expect(school!.costs.tuitionInState).toBe(31500);
    expect(school!.sources['costs.tuitionInState']).toBe('TUITIONFEE_IN@scorecard-2023-24');
    expect(school!.students.undergraduates).toBe(1200);
    expect(school!.outcomes.medianEarnings).toBe(51000);
    expect(school!.sources['outcomes.medianEarnings']).toBe('MD_EARN_WNE_P10@scorecard-2020-21');
  });

  it("shows the campus's own admission rate where the all-campus figure differs by more than 5 points", () => {
    const campus = buildInstitution({ OPEID6: '003379', ADM_RATE: '0.9792', ADM_RATE_ALL: '0.5683' });
    const sibling = buildInstitution({ OPEID6: '003379', ADM_RATE: '0.52', ADM_RATE_ALL: '0.5683' });
    const alone = buildInstitution({ OPEID6: '009999', ADM_RATE: '0.40', ADM_RATE_ALL: '0.41' });
    const schools = buildCatalogSchools(dataset([campus, sibling, alone]), []);
    const byId = (row: RawRow) => schools.find((school) => school.id === Number(row.UNITID))!;
    expect(byId(campus).admissions).toMatchObject({ admissionRate: 0.9792, admissionRateScope: 'campus' });
    expect(byId(campus).sources['admissions.admissionRate']).toBe('ADM_RATE@scorecard-2022-23');
    expect(byId(sibling).admissions).toMatchObject({ admissionRate: 0.5683, admissionRateScope: 'all-campuses' });
    expect(byId(alone).admissions).toMatchObject({ admissionRate: 0.41, admissionRateScope: 'campus' });
  });

  it('names territories and freely associated states truthfully, while the region filter keeps "International"', () => {
    const palau = buildInstitution({ STABBR: 'PW' });
    const guam = buildInstitution({ STABBR: 'GU' });
    const schools = buildCatalogSchools(dataset([palau, guam]), []);
    const byId = (row: RawRow) => schools.find((school) => school.id === Number(row.UNITID))!;
    expect(byId(palau)).toMatchObject({ region: 'International', place: { kind: 'freely-associated-state', country: 'Palau' } });
    expect(byId(guam)).toMatchObject({
      region: 'International',
      place: { kind: 'territory', country: 'United States', label: 'U.S. territory' },
    });
  });

  it('adds the newest year to the trends', () => {
    const older = buildInstitution();
    const trends = [{ UNITID: older.UNITID, ACADEMIC_YEAR: '2022-23', UGDS: '1200' }];
    const newest = { UNITID: older.UNITID, UGDS: '1250', ADM_RATE_ALL: '0.45', NPT4_PRIV: '21000' };
    const [school] = buildCatalogSchools(dataset([older], { newestYear: [newest], trends }), []);
    expect(school!.trends.map((point) => [point.year, point.undergraduates])).toEqual([
      ['2022-23', 1200],
      ['2023-24', 1250],
    ]);
    expect(school!.trends[1]).toMatchObject({ admissionRate: 0.45, netPrice: 21000 });
  });
});

describe('splitAliases', () => {
  it('splits on |, comma, semicolon and double spaces, dropping duplicates', () => {
    expect(splitAliases('MIT, M.I.T.', 'MIT|mit')).toEqual(['MIT', 'M.I.T.']);
    expect(splitAliases('UCSB  UC Santa Barbara', null)).toEqual(['UCSB', 'UC Santa Barbara']);
    expect(splitAliases('Carnegie Mellon; CMU', '')).toEqual(['Carnegie Mellon', 'CMU']);
  });
});
