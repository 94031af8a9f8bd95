import { INCOME_BANDS, type IncomeBand } from '@campuspath/contract/catalog-terms';
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
import { admissionRate } from './admission-rate.ts';
import { timeZoneAt } from './campus-time-zone.ts';
import { majorsOf, trendsOf } from './majors-and-trends.ts';
import { phoneNumber } from './phone-number.ts';
import { codedText, dollars, ipedsNum, num, percentAsShare, share, text, type RawRow } from './raw-row.ts';
import { IPEDS_ADM_SOURCE, IPEDS_HD_SOURCE, type LayeredRow } from './sources.ts';

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

/**
 * F1SYSTYP 1 is a member of a multi-campus organization, 2 is not; -1 (not reported) and -2 (not applicable)
 * say nothing either way, so they never read as "not part of a system".
 */
function systemOf(code: number | null, name: string | null): CatalogSchool['system'] {
  if (code === 1) return { membership: 'member', name };
  if (code === 2) return { membership: 'independent', name: null };
  return { membership: 'not-reported', name: null };
}

export interface SchoolInputs {
  row: LayeredRow;
  directory: RawRow | undefined;
  admissions: RawRow | undefined;
  trendRows: RawRow[];
  labels: Labels;
  /** Code labels of the IPEDS HD2024 directory (ipeds_hd2024_value_labels.csv): the 2025 Carnegie classification. */
  directoryLabels: Labels;
  /** True when another institution in the source files shares this school's OPEID6. */
  opeidShared: boolean;
}

export function toSchool({ row, directory, admissions, trendRows, labels, directoryLabels, opeidShared }: SchoolInputs): CatalogSchool {
  const at = <T>(field: string, column: string, reader: (r: RawRow | undefined, c: string) => T | null) => row.read(field, column, reader);
  const plain = (column: string) => row.read(`code.${column}`, column, num);
  const id = Number(text(row.older ?? row.newest, 'UNITID'));
  const state = row.read('state', 'STABBR', text) ?? '';
  const control = controlFromCode(plain('CONTROL')) ?? 'private-nonprofit';
  const suffix = control === 'public' ? 'PUB' : 'PRIV';
  const undergraduates = at('students.undergraduates', 'UGDS', num);
  const fourYear = plain('ICLEVEL') === 1;
  // Coded columns read through ipedsNum: a negative code (-3, LOCALE outside the U.S. Census areas) is no value.
  const localeCode = at('locale.code', 'LOCALE', ipedsNum);
  const localeKind = localeKindFor(localeCode);
  const lat = at('coordinates.lat', 'LATITUDE', num);
  const lng = at('coordinates.lng', 'LONGITUDE', num);
  const system = systemOf(
    row.other('system.membership', directory, 'F1SYSTYP', IPEDS_HD_SOURCE, ipedsNum),
    row.other('system.name', directory, 'F1SYSNAM', IPEDS_HD_SOURCE, codedText),
  );
  const byIncome = Object.fromEntries(
    INCOME_BANDS.map((band, index) => [band.id, at(`netPrice.byIncome.${band.id}`, `NPT4${index + 1}_${suffix}`, dollars)]),
  ) as Record<IncomeBand, number | null>;
  const range = (field: string, low: string, high: string) => ({ p25: at(`${field}.p25`, low, num), p75: at(`${field}.p75`, high, num) });
  const rate = admissionRate(row, admissions, opeidShared);
  const ipeds = <T>(field: string, column: string, reader: (r: RawRow | undefined, c: string) => T | null) =>
    row.other(field, admissions, column, IPEDS_ADM_SOURCE, reader);
  // A college's completion and retention are measured for its own level only: a four-year college never
  // shows a two-year measure from another year (or the reverse).
  const rateOf = (field: string, fourColumn: string, lessColumn: string) => row.read(field, fourYear ? fourColumn : lessColumn, share);
  const directoryText = (field: string, column: string) => row.other(field, directory, column, IPEDS_HD_SOURCE, codedText);
  const carnegie2025 = (field: string, column: string) => {
    const value = label(directoryLabels, column, ipedsNum(directory, column));
    if (value !== null) row.record(field, column, IPEDS_HD_SOURCE);
    return value;
  };
  const { majors, allZero } = majorsOf(row);

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
    programTypes: programTypesFor({
      control,
      carnegieBasic: plain('CCBASIC'),
      researchDesignation2025: ipedsNum(directory, 'CARNEGIERSCH'),
      predominantDegree: plain('PREDDEG'),
      level: plain('ICLEVEL'),
      institutional2025: ipedsNum(directory, 'CARNEGIEIC'),
    }),
    level: levelFromCode(plain('ICLEVEL')),
    predominantDegree: DEGREE_LABELS[plain('PREDDEG') ?? -1] ?? null,
    highestDegree: DEGREE_LABELS[plain('HIGHDEG') ?? -1] ?? null,
    carnegie: {
      basic: at('carnegie.basic', 'CCBASIC', (r, c) => label(labels, c, ipedsNum(r, c))),
      sizeAndSetting: at('carnegie.sizeAndSetting', 'CCSIZSET', (r, c) => label(labels, c, ipedsNum(r, c))),
      institutional2025: carnegie2025('carnegie.institutional2025', 'CARNEGIEIC'),
      research2025: carnegie2025('carnegie.research2025', 'CARNEGIERSCH'),
      accessAndEarnings2025: carnegie2025('carnegie.accessAndEarnings2025', 'CARNEGIESAEC'),
    },
    designations: [
      ...DESIGNATION_FLAGS.filter(([column]) => plain(column) === 1).map(([, name]) => name),
      ...(ipedsNum(directory, 'LANDGRNT') === 1 ? ['Land-grant institution'] : []),
    ],
    religiousAffiliation: label(labels, 'RELAFFIL', plain('RELAFFIL')),
    distanceOnly: plain('DISTANCEONLY') === 1,
    openAdmissions: rate.openAdmissions,
    system,
    phone: phoneNumber(text(directory, 'GENTELE'), state),
    urls: {
      website: normalizeUrl(row.read('urls.website', 'INSTURL', text)),
      admissions: normalizeUrl(directoryText('urls.admissions', 'ADMINURL')),
      application: normalizeUrl(directoryText('urls.application', 'APPLURL')),
      financialAid: normalizeUrl(directoryText('urls.financialAid', 'FAIDURL')),
      netPriceCalculator: normalizeUrl(row.read('urls.netPriceCalculator', 'NPCURL', codedText)),
      veterans: normalizeUrl(directoryText('urls.veterans', 'VETURL')),
      disabilityServices: normalizeUrl(directoryText('urls.disabilityServices', 'DISAURL')),
      athletesGraduationRates: normalizeUrl(directoryText('urls.athletesGraduationRates', 'ATHURL')),
    },
    admissions: {
      admissionRate: rate.rate,
      admissionRateScope: rate.scope,
      testPolicy: testPolicyFromAdmcon7(at('admissions.testPolicy', 'ADMCON7', num)),
      considerations: considerationsOf(row, admissions),
      sat: {
        readingWriting: range('admissions.sat.readingWriting', 'SATVR25', 'SATVR75'),
        math: range('admissions.sat.math', 'SATMT25', 'SATMT75'),
        average: at('admissions.sat.average', 'SAT_AVG', num),
      },
      act: range('admissions.act', 'ACTCM25', 'ACTCM75'),
      medians: {
        satReadingWriting: ipeds('admissions.medians.satReadingWriting', 'SATVR50', ipedsNum),
        satMath: ipeds('admissions.medians.satMath', 'SATMT50', ipedsNum),
        act: ipeds('admissions.medians.act', 'ACTCM50', ipedsNum),
      },
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
      otherExpensesOffCampus: at('costs.otherExpensesOffCampus', 'OTHEREXPENSE_OFF', dollars),
      otherExpensesWithFamily: at('costs.otherExpensesWithFamily', 'OTHEREXPENSE_FAM', dollars),
      averageCostOfAttendance: at('costs.averageCostOfAttendance', 'COSTT4_A', dollars),
    },
    netPrice: { overall: at('netPrice.overall', `NPT4_${suffix}`, dollars), byIncome },
    aid: {
      pellShare: at('aid.pellShare', 'PCTPELL', share),
      federalLoanShare: at('aid.federalLoanShare', 'PCTFLOAN', share),
      firstTimePellShare: at('aid.firstTimePellShare', 'FTFTPCTPELL', share),
      firstTimeFederalLoanShare: at('aid.firstTimeFederalLoanShare', 'FTFTPCTFLOAN', share),
    },
    outcomes: {
      graduationRate: rateOf('outcomes.graduationRate', 'C150_4', 'C150_L4'),
      onTimeGraduationRate: rateOf('outcomes.onTimeGraduationRate', 'C100_4', 'C100_L4'),
      retentionRate: rateOf('outcomes.retentionRate', 'RET_FT4', 'RET_FTL4'),
      completionWithin200: rateOf('outcomes.completionWithin200', 'C200_4', 'C200_L4'),
      awardWithin8Years: at('outcomes.awardWithin8Years', 'OMAWDP8_ALL', share),
      medianEarnings: at('outcomes.medianEarnings', 'MD_EARN_WNE_P10', dollars),
      loanDefaultRate: at('outcomes.loanDefaultRate', 'CDR3', share),
    },
    majors,
    majorsAllZero: allZero ? true : null,
    trends: trendsOf(trendRows, row.newest, suffix),
    sources: {},
  };
  school.sources = Object.fromEntries(Object.entries(row.provenance).filter(([field]) => !field.startsWith('code.')));
  return school;
}

/** What the college considers (IPEDS ADM2022 ADMCON1..12, fall 2022), recorded as one source. */
function considerationsOf(row: LayeredRow, admissions: RawRow | undefined): CatalogSchool['admissions']['considerations'] {
  const considerations = ADMISSION_FACTORS.flatMap((factor, index) => {
    const level = requirementLevelFromAdmcon(ipedsNum(admissions, `ADMCON${index + 1}`));
    return level ? [{ factor, level }] : [];
  });
  if (considerations.length) row.record('admissions.considerations', 'ADMCON1-ADMCON12', IPEDS_ADM_SOURCE);
  return considerations;
}
