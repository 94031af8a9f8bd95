import { describe, expect, it } from 'vitest';
import type { CatalogFile } from '../catalog-school.ts';
import { buildCatalogSchools, type RawDataset } from './build-catalog.ts';
import { changeReport } from './change-report.ts';
import type { RawRow } from './raw-row.ts';

const row = (id: string, overrides: RawRow = {}): RawRow => ({
  UNITID: id,
  INSTNM: `College ${id}`,
  CITY: 'Springfield',
  STABBR: 'IL',
  CONTROL: '2',
  PREDDEG: '3',
  HIGHDEG: '3',
  UGDS: '1200',
  ADM_RATE_ALL: '0.5',
  TUITIONFEE_IN: '30000',
  ...overrides,
});

function catalogOf(institutions: RawRow[], newestYear: RawRow[] = []): CatalogFile {
  const raw: RawDataset = {
    newestYear,
    institutions,
    columns: [],
    trends: [],
    directory: institutions.map((institution) => ({ UNITID: institution.UNITID, CYACTIVE: '1' })),
    admissions: [],
    valueLabels: [],
  };
  return { version: `v${newestYear.length}`, builtFrom: {}, scopeRule: '', sources: {}, schools: buildCatalogSchools(raw, []) };
}

describe('change report', () => {
  it('counts values changed, appeared and disappeared per field, lists large moves and schools entering or leaving scope', () => {
    const previous = catalogOf([row('100001'), row('100002', { TUITIONFEE_IN: '' }), row('100003')]);
    const next = catalogOf(
      [row('100001', { ADM_RATE_ALL: '0.8' }), row('100002', { TUITIONFEE_IN: '20000', ADM_RATE_ALL: '' }), row('100004')],
      [],
    );
    const report = changeReport({ previous, next, newestYearScope: { entering: [], leaving: [] } });
    expect(report).toContain('| `admissions.admissionRate` | 1 | 0 | 1 |');
    expect(report).toContain('| `costs.tuitionInState` | 0 | 1 | 0 |');
    expect(report).toContain('### Admission rate, more than 10 points (`admissions.admissionRate`): 1');
    expect(report).toContain('- College 100001 (100001): 50.0 → 80.0');
    expect(report).toContain('Entering scope: 1: College 100004 (100004).');
    expect(report).toContain('Leaving scope: 1: College 100003 (100003).');
    // College 100002's admission rate is gone: its source says so.
    expect(report).toContain('| `admissions.admissionRate` | `ADM_RATE_ALL@scorecard-2022-23` | `none` | 1 |');
  });
});
