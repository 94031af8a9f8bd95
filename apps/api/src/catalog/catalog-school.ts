import type { Control, IncomeBand, LocaleKind, ProgramType, Region, SizeBucket, TestPolicy } from '@campuspath/contract/catalog-terms';
import type { MajorCode } from '@campuspath/contract/major-families';

/**
 * One school of the committed catalogue artefact (`data/catalog/catalog.json`):
 * dataset facts already mapped to product terms by `mapping.ts`. Missing values
 * are null, never 0. Rates and shares are fractions 0-1; money is USD per year.
 */
export interface CatalogSchool {
  id: number;
  slug: string;
  name: string;
  aliases: string[];
  city: string;
  state: string;
  stateName: string;
  zip: string | null;
  address: string | null;
  region: Region;
  /** What the place is: a state, DC, a U.S. territory or a freely associated state (with its own country). */
  place: Place;
  coordinates: { lat: number; lng: number } | null;
  /** IANA time zone of the campus, from its coordinates (null when unknown): deadlines fall due at 11:59 pm there. */
  timeZone: string | null;
  locale: { code: number; kind: LocaleKind; label: string } | null;
  control: Control;
  programTypes: ProgramType[];
  level: string | null;
  predominantDegree: string | null;
  highestDegree: string | null;
  carnegie: {
    /** Carnegie 2021 basic classification (CCBASIC, the Scorecard's copy). */
    basic: string | null;
    /** Carnegie 2021 size and setting (CCSIZSET). */
    sizeAndSetting: string | null;
    /** Carnegie 2025 institutional classification (IPEDS HD2024 CARNEGIEIC). */
    institutional2025: string | null;
    /** Carnegie 2025 research designation (CARNEGIERSCH): R1, R2 or Research Colleges and Universities. */
    research2025: string | null;
    /** Carnegie 2025 student access and earnings classification (CARNEGIESAEC). */
    accessAndEarnings2025: string | null;
  };
  designations: string[];
  religiousAffiliation: string | null;
  distanceOnly: boolean;
  /** OPENADMP of the newest year reporting it; null when the rate is newer than the flag (a figure beats an old flag). */
  openAdmissions: boolean | null;
  /** IPEDS HD2024 F1SYSTYP (1 member, 2 independent, negative codes not reported) and F1SYSNAM. */
  system: { membership: 'member' | 'independent' | 'not-reported'; name: string | null };
  /** A valid telephone number as written for people, or null (IPEDS GENTELE cells damaged into "4.06353E+13"). */
  phone: string | null;
  urls: {
    website: string | null;
    admissions: string | null;
    application: string | null;
    financialAid: string | null;
    netPriceCalculator: string | null;
    /** IPEDS HD2024 VETURL: tuition policies for veterans and military servicemembers. */
    veterans: string | null;
    /** IPEDS HD2024 DISAURL: disability services. */
    disabilityServices: string | null;
    /** IPEDS HD2024 ATHURL: student-athletes' graduation rates (Student Right-to-Know). */
    athletesGraduationRates: string | null;
  };
  admissions: {
    /**
     * The rate of the newest fall any source reports (2023-24 file, then ADM2022 and the 2022-23 file, then 2021-22): the
     * all-campus figure (ADM_RATE_ALL) unless the campus's own (ADM_RATE or IPEDS DVADM01) differs by more than 5 points.
     * Null for an open-admission college: it has no percentage to show.
     */
    admissionRate: number | null;
    /** `all-campuses` when the figure covers every campus sharing one federal aid ID (OPEID6) and no campus figure replaced it. */
    admissionRateScope: 'campus' | 'all-campuses' | null;
    testPolicy: TestPolicy | null;
    considerations: { factor: string; level: 'required' | 'recommended' | 'optional' | 'not-considered' }[];
    sat: {
      readingWriting: { p25: number | null; p75: number | null };
      math: { p25: number | null; p75: number | null };
      average: number | null;
    };
    act: { p25: number | null; p75: number | null };
    /** Medians (50th percentile) of enrolled students who sent scores, IPEDS ADM2022 (fall 2022). */
    medians: { satReadingWriting: number | null; satMath: number | null; act: number | null };
    satSubmittedShare: number | null;
    actSubmittedShare: number | null;
    applicants: number | null;
    admitted: number | null;
    enrolled: number | null;
    yield: number | null;
  };
  students: {
    undergraduates: number | null;
    graduates: number | null;
    sizeBucket: SizeBucket | null;
    partTimeShare: number | null;
    menShare: number | null;
    womenShare: number | null;
    raceEthnicity: Record<string, number | null>;
    studentFacultyRatio: number | null;
    fullTimeFacultyShare: number | null;
  };
  costs: {
    tuitionInState: number | null;
    tuitionOutOfState: number | null;
    books: number | null;
    roomAndBoardOnCampus: number | null;
    roomAndBoardOffCampus: number | null;
    otherExpensesOnCampus: number | null;
    otherExpensesOffCampus: number | null;
    otherExpensesWithFamily: number | null;
    averageCostOfAttendance: number | null;
  };
  netPrice: { overall: number | null; byIncome: Record<IncomeBand, number | null> };
  aid: {
    pellShare: number | null;
    federalLoanShare: number | null;
    /** The same shares among first-time, full-time students (FTFTPCTPELL, FTFTPCTFLOAN). */
    firstTimePellShare: number | null;
    firstTimeFederalLoanShare: number | null;
  };
  /**
   * Completion and retention are the measure of the college's own level (ICLEVEL): the four-year
   * columns (C150_4, RET_FT4, ...) at a four-year college, the less-than-four-year ones (C150_L4, ...)
   * otherwise, each from the newest year reporting that same column (`sources` names it).
   */
  outcomes: {
    graduationRate: number | null;
    onTimeGraduationRate: number | null;
    retentionRate: number | null;
    /** Completion within 200% of normal time (C200_4 / C200_L4). */
    completionWithin200: number | null;
    awardWithin8Years: number | null;
    medianEarnings: number | null;
    loanDefaultRate: number | null;
  };
  /**
   * Provenance of every sourced value: catalogue field path -> `COLUMN@source-id`
   * (ids in `CatalogFile.sources`). Fields without a value have no entry.
   */
  sources: Record<string, string>;
  /** Non-zero degree shares by CIP family, largest first. */
  majors: { code: MajorCode; share: number }[];
  /**
   * True when the year's majors row reports a share of 0 for every field: reported, not missing, so no older year
   * replaces it. Null otherwise (not false: a field's recorded source is restored wherever its value is not null).
   */
  majorsAllZero: true | null;
  trends: {
    year: string;
    undergraduates: number | null;
    admissionRate: number | null;
    satAverage: number | null;
    tuitionInState: number | null;
    tuitionOutOfState: number | null;
    netPrice: number | null;
    onTimeGraduationRate: number | null;
    medianEarnings: number | null;
  }[];
}

export type PlaceKind = 'state' | 'district' | 'territory' | 'freely-associated-state';

export interface Place {
  kind: PlaceKind;
  /** The country: "United States", or the freely associated state's own name. */
  country: string;
  /** How the school page names the place, e.g. "U.S. territory". */
  label: string;
}

/** One source file and year a value can come from. */
export interface SourceInfo {
  dataset: string;
  file: string;
  year: string;
}

export interface CatalogFile {
  /** Dataset version, e.g. "scorecard-2025-01-16+ipeds-hd2024+adm2022+build-1". */
  version: string;
  builtFrom: Record<string, string>;
  scopeRule: string;
  /** Source id -> file and year; each school's `sources` point here. */
  sources: Record<string, SourceInfo>;
  /** In the artefact: the most common provenance per field; schools list only their exceptions (field-sources.ts). */
  sourceDefaults?: Record<string, string>;
  schools: CatalogSchool[];
}
