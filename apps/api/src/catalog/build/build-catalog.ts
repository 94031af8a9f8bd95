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
  programTypesFor,
  regionForState,
  requirementLevelFromAdmcon,
  sizeBucketFor,
  slugify,
  testPolicyFromAdmcon7,
} from '../mapping.ts';
import { timeZoneAt } from './campus-time-zone.ts';
import { COMMON_NAMES } from './common-names.ts';
import { dollars, ipedsNum, num, percentAsShare, share, text, type RawRow } from './raw-row.ts';

export interface RawDataset {
  institutions: RawRow[];
  trends: RawRow[];
  directory: RawRow[];
  admissions: RawRow[];
  valueLabels: RawRow[];
}

export const SCOPE_RULE =
  'Main campuses (6-digit UNITID) active in IPEDS HD2024 (CYACTIVE = 1) with degree-seeking ' +
  "undergraduates (UGDS > 0, fall 2022) that either award mostly associate's or bachelor's degrees " +
  "(PREDDEG 2 or 3) or whose highest degree is a bachelor's or above (HIGHDEG 3 or 4).";

export function isInScope(institution: RawRow, directory: RawRow | undefined): boolean {
  const id = text(institution, 'UNITID') ?? '';
  if (!/^\d{6}$/.test(id)) return false;
  if (num(directory, 'CYACTIVE') !== 1) return false;
  const undergraduates = num(institution, 'UGDS');
  if (undergraduates === null || undergraduates <= 0) return false;
  const predominant = num(institution, 'PREDDEG');
  const highest = num(institution, 'HIGHDEG');
  return predominant === 2 || predominant === 3 || highest === 3 || highest === 4;
}

type Labels = Map<string, Map<string, string>>;

function indexLabels(rows: RawRow[]): Labels {
  const labels: Labels = new Map();
  for (const row of rows) {
    const variable = text(row, 'variable_name');
    const value = text(row, 'value');
    const label = text(row, 'label');
    if (!variable || value === null || !label) continue;
    if (!labels.has(variable)) labels.set(variable, new Map());
    labels.get(variable)!.set(value, label);
  }
  return labels;
}

function label(labels: Labels, variable: string, value: number | null): string | null {
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

function majorsOf(row: RawRow): { code: MajorCode; share: number }[] {
  return MAJOR_FAMILIES.map((family) => ({ code: family.code, share: share(row, `PCIP${family.code}`) ?? 0 }))
    .filter((major) => major.share > 0)
    .sort((a, b) => b.share - a.share || a.code.localeCompare(b.code));
}

function range(row: RawRow | undefined, lowColumn: string, highColumn: string) {
  return { p25: num(row, lowColumn), p75: num(row, highColumn) };
}

function toSchool(
  row: RawRow,
  directory: RawRow | undefined,
  admissions: RawRow | undefined,
  trendRows: RawRow[],
  labels: Labels,
): CatalogSchool {
  const id = Number(text(row, 'UNITID'));
  const state = text(row, 'STABBR') ?? '';
  const control = controlFromCode(num(row, 'CONTROL')) ?? 'private-nonprofit';
  const suffix = control === 'public' ? 'PUB' : 'PRIV';
  const undergraduates = num(row, 'UGDS');
  const fourYear = num(row, 'ICLEVEL') === 1;
  const localeCode = num(row, 'LOCALE');
  const localeKind = localeKindFor(localeCode);
  const lat = num(row, 'LATITUDE');
  const lng = num(row, 'LONGITUDE');
  const openAdmissions = num(row, 'OPENADMP');
  const system = text(directory, 'F1SYSNAM');
  const byIncome = Object.fromEntries(INCOME_BANDS.map((band, index) => [band.id, dollars(row, `NPT4${index + 1}_${suffix}`)])) as Record<
    IncomeBand,
    number | null
  >;

  return {
    id,
    slug: '',
    name: text(row, 'INSTNM') ?? '',
    aliases: splitAliases(text(row, 'ALIAS'), text(directory, 'IALIAS')),
    city: text(row, 'CITY') ?? '',
    state,
    stateName: label(labels, 'ST_FIPS', num(row, 'ST_FIPS')) ?? state,
    zip: text(row, 'ZIP'),
    address: text(row, 'ADDR'),
    region: regionForState(state),
    coordinates: lat !== null && lng !== null ? { lat, lng } : null,
    timeZone: lat !== null && lng !== null ? timeZoneAt(lat, lng) : null,
    locale:
      localeCode !== null && localeKind
        ? { code: localeCode, kind: localeKind, label: (label(labels, 'LOCALE', localeCode) ?? '').replace(/\s*\(.*$/, '') }
        : null,
    control,
    programTypes: programTypesFor({
      control,
      carnegieBasic: num(row, 'CCBASIC'),
      predominantDegree: num(row, 'PREDDEG'),
    }),
    level: levelFromCode(num(row, 'ICLEVEL')),
    predominantDegree: DEGREE_LABELS[num(row, 'PREDDEG') ?? -1] ?? null,
    highestDegree: DEGREE_LABELS[num(row, 'HIGHDEG') ?? -1] ?? null,
    carnegie: {
      basic: label(labels, 'CCBASIC', num(row, 'CCBASIC')),
      sizeAndSetting: label(labels, 'CCSIZSET', num(row, 'CCSIZSET')),
    },
    designations: [
      ...DESIGNATION_FLAGS.filter(([column]) => num(row, column) === 1).map(([, name]) => name),
      ...(ipedsNum(directory, 'LANDGRNT') === 1 ? ['Land-grant institution'] : []),
    ],
    religiousAffiliation: label(labels, 'RELAFFIL', num(row, 'RELAFFIL')),
    distanceOnly: num(row, 'DISTANCEONLY') === 1,
    openAdmissions: openAdmissions === 1 ? true : openAdmissions === 2 ? false : null,
    system: system && system !== '-2' ? system : null,
    phone: formatPhone(text(directory, 'GENTELE')),
    urls: {
      website: normalizeUrl(text(row, 'INSTURL')),
      admissions: normalizeUrl(text(directory, 'ADMINURL')),
      application: normalizeUrl(text(directory, 'APPLURL')),
      financialAid: normalizeUrl(text(directory, 'FAIDURL')),
      netPriceCalculator: normalizeUrl(text(row, 'NPCURL')),
    },
    admissions: {
      admissionRate: share(row, 'ADM_RATE_ALL'),
      testPolicy: testPolicyFromAdmcon7(num(row, 'ADMCON7')),
      considerations: ADMISSION_FACTORS.flatMap((factor, index) => {
        const level = requirementLevelFromAdmcon(ipedsNum(admissions, `ADMCON${index + 1}`));
        return level ? [{ factor, level }] : [];
      }),
      sat: {
        readingWriting: range(row, 'SATVR25', 'SATVR75'),
        math: range(row, 'SATMT25', 'SATMT75'),
        average: num(row, 'SAT_AVG'),
      },
      act: range(row, 'ACTCM25', 'ACTCM75'),
      satSubmittedShare: percentAsShare(admissions, 'SATPCT'),
      actSubmittedShare: percentAsShare(admissions, 'ACTPCT'),
      applicants: ipedsNum(admissions, 'APPLCN'),
      admitted: ipedsNum(admissions, 'ADMSSN'),
      enrolled: ipedsNum(admissions, 'ENRLT'),
      yield: percentAsShare(admissions, 'DVADM04'),
    },
    students: {
      undergraduates,
      graduates: num(row, 'GRADS'),
      sizeBucket: sizeBucketFor(undergraduates),
      partTimeShare: share(row, 'PPTUG_EF'),
      menShare: share(row, 'UGDS_MEN'),
      womenShare: share(row, 'UGDS_WOMEN'),
      raceEthnicity: Object.fromEntries(RACE_ETHNICITY_COLUMNS.map(([column, name]) => [name, share(row, column)])),
      studentFacultyRatio: num(row, 'STUFACR'),
      fullTimeFacultyShare: share(row, 'PFTFAC'),
    },
    costs: {
      tuitionInState: dollars(row, 'TUITIONFEE_IN'),
      tuitionOutOfState: dollars(row, 'TUITIONFEE_OUT'),
      books: dollars(row, 'BOOKSUPPLY'),
      roomAndBoardOnCampus: dollars(row, 'ROOMBOARD_ON'),
      roomAndBoardOffCampus: dollars(row, 'ROOMBOARD_OFF'),
      otherExpensesOnCampus: dollars(row, 'OTHEREXPENSE_ON'),
      averageCostOfAttendance: dollars(row, 'COSTT4_A'),
    },
    netPrice: { overall: dollars(row, `NPT4_${suffix}`), byIncome },
    aid: { pellShare: share(row, 'PCTPELL'), federalLoanShare: share(row, 'PCTFLOAN') },
    outcomes: {
      graduationRate: share(row, fourYear ? 'C150_4' : 'C150_L4') ?? share(row, 'C150_4') ?? share(row, 'C150_L4'),
      onTimeGraduationRate: share(row, fourYear ? 'C100_4' : 'C100_L4') ?? share(row, 'C100_4') ?? share(row, 'C100_L4'),
      retentionRate: share(row, fourYear ? 'RET_FT4' : 'RET_FTL4') ?? share(row, 'RET_FT4') ?? share(row, 'RET_FTL4'),
      awardWithin8Years: share(row, 'OMAWDP8_ALL'),
      medianEarnings: dollars(row, 'MD_EARN_WNE_P10'),
      loanDefaultRate: share(row, 'CDR3'),
    },
    majors: majorsOf(row),
    trends: trendRows
      .map((trend) => ({
        year: text(trend, 'ACADEMIC_YEAR') ?? '',
        undergraduates: num(trend, 'UGDS'),
        admissionRate: share(trend, 'ADM_RATE_ALL'),
        satAverage: num(trend, 'SAT_AVG'),
        tuitionInState: dollars(trend, 'TUITIONFEE_IN'),
        tuitionOutOfState: dollars(trend, 'TUITIONFEE_OUT'),
        netPrice: dollars(trend, 'NPT4'),
        onTimeGraduationRate: share(trend, 'C100_4'),
        medianEarnings: dollars(trend, 'MD_EARN_WNE_P10'),
      }))
      .filter((trend) => trend.year)
      .sort((a, b) => a.year.localeCompare(b.year)),
  };
}

/** Readable, unique slugs: the name, then the city, then the state, then the id on collision. */
function assignSlugs(schools: CatalogSchool[]): void {
  const byBase = new Map<string, CatalogSchool[]>();
  for (const school of schools) {
    const base = slugify(school.name);
    byBase.set(base, [...(byBase.get(base) ?? []), school]);
  }
  const taken = new Set<string>();
  for (const [base, group] of byBase) {
    for (const school of group) {
      const candidates =
        group.length === 1 ? [base] : [`${base}-${slugify(school.city)}`, `${base}-${slugify(school.city)}-${school.state.toLowerCase()}`];
      const slug = candidates.find((candidate) => !taken.has(candidate)) ?? `${base}-${school.id}`;
      taken.add(slug);
      school.slug = slug;
    }
  }
}

function addCommonNames(schools: CatalogSchool[], commonNames: typeof COMMON_NAMES): void {
  const byId = new Map(schools.map((school) => [school.id, school]));
  for (const entry of commonNames) {
    const school = byId.get(entry.id);
    if (!school || !school.name.startsWith(entry.expectName)) {
      throw new Error(`common-names.ts: ${entry.id} is not "${entry.expectName}" in the catalogue`);
    }
    school.aliases = splitAliases([...entry.names, ...school.aliases].join('|'));
  }
}

export function buildCatalogSchools(raw: RawDataset, commonNames = COMMON_NAMES): CatalogSchool[] {
  const labels = indexLabels(raw.valueLabels);
  const directory = new Map(raw.directory.map((row) => [text(row, 'UNITID'), row]));
  const admissions = new Map(raw.admissions.map((row) => [text(row, 'UNITID'), row]));
  const trends = new Map<string, RawRow[]>();
  for (const row of raw.trends) {
    const id = text(row, 'UNITID') ?? '';
    trends.set(id, [...(trends.get(id) ?? []), row]);
  }
  const schools = raw.institutions
    .filter((row) => isInScope(row, directory.get(text(row, 'UNITID'))))
    .map((row) => {
      const id = text(row, 'UNITID');
      return toSchool(row, directory.get(id), admissions.get(id), trends.get(id ?? '') ?? [], labels);
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  assignSlugs(schools);
  addCommonNames(schools, commonNames);
  return schools;
}
