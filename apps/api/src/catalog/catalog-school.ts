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
  coordinates: { lat: number; lng: number } | null;
  /** IANA time zone of the campus, from its coordinates (null when unknown): deadlines fall due at 11:59 pm there. */
  timeZone: string | null;
  locale: { code: number; kind: LocaleKind; label: string } | null;
  control: Control;
  programTypes: ProgramType[];
  level: string | null;
  predominantDegree: string | null;
  highestDegree: string | null;
  carnegie: { basic: string | null; sizeAndSetting: string | null };
  designations: string[];
  religiousAffiliation: string | null;
  distanceOnly: boolean;
  openAdmissions: boolean | null;
  system: string | null;
  phone: string | null;
  urls: {
    website: string | null;
    admissions: string | null;
    application: string | null;
    financialAid: string | null;
    netPriceCalculator: string | null;
  };
  admissions: {
    admissionRate: number | null;
    testPolicy: TestPolicy | null;
    considerations: { factor: string; level: 'required' | 'recommended' | 'optional' | 'not-considered' }[];
    sat: {
      readingWriting: { p25: number | null; p75: number | null };
      math: { p25: number | null; p75: number | null };
      average: number | null;
    };
    act: { p25: number | null; p75: number | null };
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
    averageCostOfAttendance: number | null;
  };
  netPrice: { overall: number | null; byIncome: Record<IncomeBand, number | null> };
  aid: { pellShare: number | null; federalLoanShare: number | null };
  outcomes: {
    graduationRate: number | null;
    onTimeGraduationRate: number | null;
    retentionRate: number | null;
    awardWithin8Years: number | null;
    medianEarnings: number | null;
    loanDefaultRate: number | null;
  };
  /** Non-zero degree shares by CIP family, largest first. */
  majors: { code: MajorCode; share: number }[];
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

export interface CatalogFile {
  /** Dataset version, e.g. "scorecard-2025-01-16+ipeds-hd2024+adm2022+build-1". */
  version: string;
  builtFrom: Record<string, string>;
  scopeRule: string;
  schools: CatalogSchool[];
}
