import { MAJOR_FAMILIES, type MajorCode } from '@campuspath/contract/major-families';
import type { CatalogSchool } from '../catalog-school.ts';
import { dollars, num, share, text, type RawRow } from './raw-row.ts';
import { NEWEST_YEAR_SOURCE, type LayeredRow } from './sources.ts';

/**
 * The degree shares of one year: the newest year's whole mix when it reports one, else the
 * older extract's (shares of different years must not be mixed: they sum to 1 per year). A row
 * whose every share is 0 is reported, not empty: it stays (no fields) rather than letting an older
 * year's 100% in one field stand in for it.
 */
export function majorsOf(row: LayeredRow): { majors: { code: MajorCode; share: number }[]; allZero: boolean } {
  const reported = (source: RawRow | undefined) => MAJOR_FAMILIES.some((family) => share(source, `PCIP${family.code}`) !== null);
  const mixOf = (source: RawRow | undefined) =>
    MAJOR_FAMILIES.map((family) => ({ code: family.code, share: share(source, `PCIP${family.code}`) ?? 0 })).filter((m) => m.share > 0);
  const useNewest = reported(row.newest);
  const majors = useNewest ? mixOf(row.newest) : mixOf(row.older);
  const allZero = majors.length === 0 && (useNewest || reported(row.older));
  if (allZero) {
    const layer = MAJOR_FAMILIES.flatMap((family) => row.values(`PCIP${family.code}`, share)).find(
      (found) => (found.source === NEWEST_YEAR_SOURCE) === useNewest,
    );
    if (layer) row.record('majorsAllZero', 'PCIP01-PCIP54', layer.source);
  }
  for (const major of majors) {
    const column = `PCIP${major.code}`;
    if (useNewest) row.read(`majors.${major.code}`, column, share);
    else row.read(`majors.${major.code}`, column, (r, c) => (r === row.newest ? null : share(r, c)));
  }
  return { majors: majors.sort((a, b) => b.share - a.share || a.code.localeCompare(b.code)), allZero };
}

type Trend = CatalogSchool['trends'][number];

/** 2017-18 to 2022-23 from the trends file, then 2023-24 from the newest year file: seven years. */
export function trendsOf(trendRows: RawRow[], newest: RawRow | undefined, suffix: string): Trend[] {
  const point = (row: RawRow | undefined, year: string, netPriceColumn: string): Trend => ({
    year,
    undergraduates: num(row, 'UGDS'),
    admissionRate: share(row, 'ADM_RATE_ALL'),
    satAverage: num(row, 'SAT_AVG'),
    tuitionInState: dollars(row, 'TUITIONFEE_IN'),
    tuitionOutOfState: dollars(row, 'TUITIONFEE_OUT'),
    netPrice: dollars(row, netPriceColumn),
    onTimeGraduationRate: share(row, 'C100_4'),
    medianEarnings: dollars(row, 'MD_EARN_WNE_P10'),
  });
  const points = trendRows.map((trend) => point(trend, text(trend, 'ACADEMIC_YEAR') ?? '', 'NPT4')).filter((trend) => trend.year);
  const latest = point(newest, '2023-24', `NPT4_${suffix}`);
  const hasValue = Object.entries(latest).some(([key, value]) => key !== 'year' && value !== null);
  const years = new Set(points.map((trend) => trend.year));
  if (hasValue && !years.has(latest.year)) points.push(latest);
  return points.sort((a, b) => a.year.localeCompare(b.year));
}
