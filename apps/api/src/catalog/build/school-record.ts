import { INCOME_BANDS, type IncomeBand } from '@campuspath/contract/catalog-terms';
import { MAJOR_FAMILIES, type MajorCode } from '@campuspath/contract/major-families';
import type { CatalogSchool } from '../catalog-school.ts';
import {
  ADMISSION_FACTORS,
  DEGREE_LABELS,
  DESIGNATION_FLAGS,
  RACE_ETHNICITY_COLUMNS,
  controlFromCode,
  levelFromCode,
  localeKindFor,
  normalizeUrl,
  placeForState,
  programTypesFor,
  regionForState,
  requirementLevelFromAdmcon,
  sizeBucketFor,
  testPolicyFromAdmcon7,
} from '../mapping.ts';
import { timeZoneAt } from './campus-time-zone.ts';
import { dollars, ipedsNum, num, percentAsShare, share, text, type RawRow } from './raw-row.ts';
import { IPEDS_ADM_SOURCE, IPEDS_HD_SOURCE, LayeredRow } from './sources.ts';

export type Labels = Map<string, Map<string, string>>;

export function label(labels: Labels, variable: string, value: number | null): string | null {
  if (value === null || value < 0) return null;
  const found = labels.get(variable)?.get(String(value));
  return found && !found.startsWith('(Not') && found !== 'Not applicable' && found !== 'Not reported' ? found : null;
}

/** ALIAS cells separate names with |, comma, semicolon or runs of spaces. */
export function splitAliases(...cells: (string | null)[]): string[] {
  const names = cells.flatMap((cell) => (cell ?? '').split(/\s*[|,;]\s*|\s{2,}/));
  const seen = new Set<string>();
  const aliases: string[] = [];
  for (const name of names.map((n) => n.trim()).filter((n) => n.length > 1)) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    aliases.push(name);
  }
  return aliases;
}

function formatPhone(raw: string | null): string | null {
  if (!raw) return null;
  const digits = raw.replace(/\D/g, '');
  if (digits.length !== 10) return raw;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** More than this many points between the campus's own rate and the all-campus figure: show the campus's own. */
export const CAMPUS_RATE_GAP = 0.05;

/**
 * The admission rate to show. ADM_RATE_ALL covers every campus sharing one federal aid ID (OPEID6);
 * ADM_RATE is the campus's own IPEDS figure (admits / applicants). Where they differ by more than
 * 5 points the campus's own is shown; otherwise the all-campus figure, said to cover all campuses
 * when the ID is shared.
 */
function admissionRate(row: LayeredRow, opeidShared: boolean) {
  const probe = new LayeredRow(row.newest, row.older, new Map());
  const campus = probe.read('campus', 'ADM_RATE', share);
  const all = probe.read('all', 'ADM_RATE_ALL', share);
  if (campus !== null && (all === null || Math.abs(campus - all) > CAMPUS_RATE_GAP)) {
    return { rate: row.read('admissions.admissionRate', 'ADM_RATE', share), scope: 'campus' as const };
  }
  if (all !== null)
    return {
      rate: row.read('admissions.admissionRate', 'ADM_RATE_ALL', share),
      scope: opeidShared ? ('all-campuses' as const) : ('campus' as const),
    };
  return { rate: null, scope: null };
}

export interface SchoolInputs {
  row: LayeredRow;
  directory: RawRow | undefined;
  admissions: RawRow | undefined;
  trendRows: RawRow[];
  labels: Labels;
  /** True when another institution in the source files shares this school's OPEID6. */
  opeidShared: boolean;
}

export function toSchool({ row, directory, admissions, trendRows, labels, opeidShared }: SchoolInputs): CatalogSchool {
  const at = <T>(field: string, column: string, reader: (r: RawRow | undefined, c: string) => T | null) => row.read(field, column, reader);
  const plain = (column: string) => row.read(`code.${column}`, column, num);
  const id = Number(text(row.older ?? row.newest, 'UNITID'));
  const state = row.read('state', 'STABBR', text) ?? '';
  const control = controlFromCode(plain('CONTROL')) ?? 'private-nonprofit';
  const suffix = control === 'public' ? 'PUB' : 'PRIV';
  const undergraduates = at('students.undergraduates', 'UGDS', num);
  const fourYear = plain('ICLEVEL') === 1;
  const localeCode = at('locale.code', 'LOCALE', num);
  const localeKind = localeKindFor(localeCode);
  const lat = at('coordinates.lat', 'LATITUDE', num);
  const lng = at('coordinates.lng', 'LONGITUDE', num);
  const openAdmissions = plain('OPENADMP');
  const system = text(directory, 'F1SYSNAM');
  const byIncome = Object.fromEntries(
    INCOME_BANDS.map((band, index) => [band.id, at(`netPrice.byIncome.${band.id}`, `NPT4${index + 1}_${suffix}`, dollars)]),
  ) as Record<IncomeBand, number | null>;
  const range = (field: string, low: string, high: string) => ({ p25: at(`${field}.p25`, low, num), p75: at(`${field}.p75`, high, num) });
  const rate = admissionRate(row, opeidShared);
  const ipeds = <T>(field: string, column: string, reader: (r: RawRow | undefined, c: string) => T | null) =>
    row.other(field, admissions, column, IPEDS_ADM_SOURCE, reader);
  const rateOf = (field: string, fourColumn: string, lessColumn: string) =>
    row.first(field, fourYear ? [fourColumn, lessColumn] : [lessColumn, fourColumn], share);

  const school: CatalogSchool = {
    id,
    slug: '',
    name: row.read('name', 'INSTNM', text) ?? '',
    aliases: splitAliases(text(row.newest, 'ALIAS'), text(row.older, 'ALIAS'), text(directory, 'IALIAS')),
    city: row.read('city', 'CITY', text) ?? '',
    state,
    stateName: label(labels, 'ST_FIPS', plain('ST_FIPS')) ?? state,
    zip: row.read('zip', 'ZIP', text),
    address: row.read('address', 'ADDR', text),
    region: regionForState(state),
    place: placeForState(state),
    coordinates: lat !== null && lng !== null ? { lat, lng } : null,
    timeZone: lat !== null && lng !== null ? timeZoneAt(lat, lng) : null,
    locale:
      localeCode !== null && localeKind
        ? { code: localeCode, kind: localeKind, label: (label(labels, 'LOCALE', localeCode) ?? '').replace(/\s*\(.*$/, '') }
        : null,
    control,
    programTypes: programTypesFor({ control, carnegieBasic: plain('CCBASIC'), predominantDegree: plain('PREDDEG') }),
    level: levelFromCode(plain('ICLEVEL')),
    predominantDegree: DEGREE_LABELS[plain('PREDDEG') ?? -1] ?? null,
    highestDegree: DEGREE_LABELS[plain('HIGHDEG') ?? -1] ?? null,
    carnegie: { basic: label(labels, 'CCBASIC', plain('CCBASIC')), sizeAndSetting: label(labels, 'CCSIZSET', plain('CCSIZSET')) },
    designations: [
      ...DESIGNATION_FLAGS.filter(([column]) => plain(column) === 1).map(([, name]) => name),
      ...(ipedsNum(directory, 'LANDGRNT') === 1 ? ['Land-grant institution'] : []),
    ],
    religiousAffiliation: label(labels, 'RELAFFIL', plain('RELAFFIL')),
    distanceOnly: plain('DISTANCEONLY') === 1,
    openAdmissions: openAdmissions === 1 ? true : openAdmissions === 2 ? false : null,
    system: system && system !== '-2' ? system : null,
    phone: formatPhone(text(directory, 'GENTELE')),
    urls: {
      website: normalizeUrl(row.read('urls.website', 'INSTURL', text)),
      admissions: normalizeUrl(row.other('urls.admissions', directory, 'ADMINURL', IPEDS_HD_SOURCE, text)),
      application: normalizeUrl(row.other('urls.application', directory, 'APPLURL', IPEDS_HD_SOURCE, text)),
      financialAid: normalizeUrl(row.other('urls.financialAid', directory, 'FAIDURL', IPEDS_HD_SOURCE, text)),
      netPriceCalculator: normalizeUrl(row.read('urls.netPriceCalculator', 'NPCURL', text)),
    },
    admissions: {
      admissionRate: rate.rate,
      admissionRateScope: rate.scope,
      testPolicy: testPolicyFromAdmcon7(at('admissions.testPolicy', 'ADMCON7', num)),
      considerations: ADMISSION_FACTORS.flatMap((factor, index) => {
        const level = requirementLevelFromAdmcon(ipedsNum(admissions, `ADMCON${index + 1}`));
        return level ? [{ factor, level }] : [];
      }),
      sat: {
        readingWriting: range('admissions.sat.readingWriting', 'SATVR25', 'SATVR75'),
        math: range('admissions.sat.math', 'SATMT25', 'SATMT75'),
        average: at('admissions.sat.average', 'SAT_AVG', num),
      },
      act: range('admissions.act', 'ACTCM25', 'ACTCM75'),
      satSubmittedShare: ipeds('admissions.satSubmittedShare', 'SATPCT', percentAsShare),
      actSubmittedShare: ipeds('admissions.actSubmittedShare', 'ACTPCT', percentAsShare),
      applicants: ipeds('admissions.applicants', 'APPLCN', ipedsNum),
      admitted: ipeds('admissions.admitted', 'ADMSSN', ipedsNum),
      enrolled: ipeds('admissions.enrolled', 'ENRLT', ipedsNum),
      yield: ipeds('admissions.yield', 'DVADM04', percentAsShare),
    },
    students: {
      undergraduates,
      graduates: at('students.graduates', 'GRADS', num),
      sizeBucket: sizeBucketFor(undergraduates),
      partTimeShare: at('students.partTimeShare', 'PPTUG_EF', share),
      menShare: at('students.menShare', 'UGDS_MEN', share),
      womenShare: at('students.womenShare', 'UGDS_WOMEN', share),
      raceEthnicity: Object.fromEntries(
        RACE_ETHNICITY_COLUMNS.map(([column, name]) => [name, at(`students.raceEthnicity.${name}`, column, share)]),
      ),
      studentFacultyRatio: at('students.studentFacultyRatio', 'STUFACR', num),
      fullTimeFacultyShare: at('students.fullTimeFacultyShare', 'PFTFAC', share),
    },
    costs: {
      tuitionInState: at('costs.tuitionInState', 'TUITIONFEE_IN', dollars),
      tuitionOutOfState: at('costs.tuitionOutOfState', 'TUITIONFEE_OUT', dollars),
      books: at('costs.books', 'BOOKSUPPLY', dollars),
      roomAndBoardOnCampus: at('costs.roomAndBoardOnCampus', 'ROOMBOARD_ON', dollars),
      roomAndBoardOffCampus: at('costs.roomAndBoardOffCampus', 'ROOMBOARD_OFF', dollars),
      otherExpensesOnCampus: at('costs.otherExpensesOnCampus', 'OTHEREXPENSE_ON', dollars),
      averageCostOfAttendance: at('costs.averageCostOfAttendance', 'COSTT4_A', dollars),
    },
    netPrice: { overall: at('netPrice.overall', `NPT4_${suffix}`, dollars), byIncome },
    aid: { pellShare: at('aid.pellShare', 'PCTPELL', share), federalLoanShare: at('aid.federalLoanShare', 'PCTFLOAN', share) },
    outcomes: {
      graduationRate: rateOf('outcomes.graduationRate', 'C150_4', 'C150_L4'),
      onTimeGraduationRate: rateOf('outcomes.onTimeGraduationRate', 'C100_4', 'C100_L4'),
      retentionRate: rateOf('outcomes.retentionRate', 'RET_FT4', 'RET_FTL4'),
      awardWithin8Years: at('outcomes.awardWithin8Years', 'OMAWDP8_ALL', share),
      medianEarnings: at('outcomes.medianEarnings', 'MD_EARN_WNE_P10', dollars),
      loanDefaultRate: at('outcomes.loanDefaultRate', 'CDR3', share),
    },
    majors: majorsOf(row),
    trends: trendsOf(trendRows, row.newest, suffix),
    sources: {},
  };
  school.sources = Object.fromEntries(Object.entries(row.provenance).filter(([field]) => !field.startsWith('code.')));
  return school;
}

/**
 * The degree shares of one year: the newest year's whole mix when it reports one, else the
 * older extract's (shares of different years must not be mixed: they sum to 1 per year).
 */
function majorsOf(row: LayeredRow): { code: MajorCode; share: number }[] {
  const mixOf = (source: RawRow | undefined) =>
    MAJOR_FAMILIES.map((family) => ({ code: family.code, share: share(source, `PCIP${family.code}`) ?? 0 })).filter((m) => m.share > 0);
  const useNewest = mixOf(row.newest).length > 0;
  const majors = useNewest ? mixOf(row.newest) : mixOf(row.older);
  for (const major of majors) {
    const column = `PCIP${major.code}`;
    if (useNewest) row.read(`majors.${major.code}`, column, share);
    else row.read(`majors.${major.code}`, column, (r, c) => (r === row.newest ? null : share(r, c)));
  }
  return majors.sort((a, b) => b.share - a.share || a.code.localeCompare(b.code));
}

type Trend = CatalogSchool['trends'][number];

/** 2017-18 to 2022-23 from the trends file, then 2023-24 from the newest year file: seven years. */
function trendsOf(trendRows: RawRow[], newest: RawRow | undefined, suffix: string): Trend[] {
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
