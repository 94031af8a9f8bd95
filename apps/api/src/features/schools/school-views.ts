import { INCOME_BANDS } from '@campuspath/contract/catalog-terms';
import { MAJOR_FAMILIES } from '@campuspath/contract/major-families';
import type { MajorsResponse } from '@campuspath/contract/majors';
import type { AdmissionRequirement, SchoolCard, SchoolDetail } from '@campuspath/contract/schools';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { CONTROL_LABELS } from '../../catalog/mapping.ts';
import { dataVintage, derivations, fallOf, fieldSource, fieldSources } from './school-vintage.ts';

/** Catalogue records as the API shows them (contract shapes). Pure; no invented facts. */

const FAMILY = new Map(MAJOR_FAMILIES.map((family) => [family.code, family]));
const POPULAR_PROGRAMS = 3;

const majorName = (code: string) => FAMILY.get(code as never)?.name ?? code;
const percent1 = (fraction: number) => Math.round(fraction * 1000) / 10;
const sumOrNull = (...parts: (number | null)[]) =>
  parts.every((part) => part !== null) ? parts.reduce<number>((total, part) => total + part!, 0) : null;

/** The card; `distanceMiles` only when the list was asked `near` a ZIP code. */
export function toCard(school: CatalogSchool, distanceMiles?: number | null): SchoolCard {
  const rate = school.admissions.admissionRate;
  return {
    id: school.id,
    slug: school.slug,
    name: school.name,
    image_url: null,
    location: `${school.city}, ${school.state}`,
    city: school.city,
    state: school.state,
    region: school.region,
    tuition: { 'In-state': school.costs.tuitionInState, 'Out-of-state': school.costs.tuitionOutOfState },
    size: school.students.undergraduates,
    sizeBucket: school.students.sizeBucket,
    popular_majors: school.majors.map((major) => majorName(major.code)),
    acceptance_rate: rate === null ? null : percent1(rate),
    type: CONTROL_LABELS[school.control],
    programTypes: school.programTypes,
    testPolicy: school.admissions.testPolicy,
    netPrice: school.netPrice.overall,
    netPriceByIncome: Object.fromEntries(
      INCOME_BANDS.map((band) => [band.id, school.netPrice.byIncome[band.id]]),
    ) as SchoolCard['netPriceByIncome'],
    netPriceCalculatorUrl: school.urls.netPriceCalculator,
    medianEarnings: school.outcomes.medianEarnings,
    graduationRate: school.outcomes.graduationRate,
    coordinates: school.coordinates,
    locale: school.locale,
    ...(distanceMiles !== undefined && { distanceMiles }),
  };
}

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** A summary composed only from dataset facts (foundation issue: no invented text). */
export function describe(school: CatalogSchool): string {
  const sentences: string[] = [];
  const kind = [CONTROL_LABELS[school.control].toLowerCase(), school.level?.toLowerCase()].filter(Boolean).join(' ');
  const setting = school.locale ? ` in a ${school.locale.kind} setting` : '';
  sentences.push(`${school.name} is a ${kind} institution in ${school.city}, ${school.stateName}${setting}.`);
  const undergraduates = school.students.undergraduates;
  if (undergraduates !== null) {
    const graduates = school.students.graduates ? ` and ${school.students.graduates.toLocaleString('en-US')} graduate students` : '';
    sentences.push(`It enrolls ${undergraduates.toLocaleString('en-US')} degree-seeking undergraduates${graduates}.`);
  }
  if (school.openAdmissions) sentences.push('It has an open admissions policy.');
  else if (school.admissions.admissionRate !== null) {
    const year = fieldSource(school, 'admissions.admissionRate')?.year;
    const scope =
      school.admissions.admissionRateScope === 'all-campuses' ? ' (a figure covering all campuses that share its federal aid ID)' : '';
    sentences.push(`It admitted ${percent1(school.admissions.admissionRate)}% of applicants${year ? ` for ${fallOf(year)}` : ''}${scope}.`);
  }
  const top = school.majors.slice(0, 3).map((major) => majorName(major.code));
  if (top.length) sentences.push(`The most common fields of study are ${listWords(top)}.`);
  if (school.carnegie.basic) sentences.push(`Carnegie classification: ${school.carnegie.basic}.`);
  return sentences.join(' ');
}

const LEVEL_TEXT: Record<AdmissionRequirement['type'], string> = {
  required: 'Required for admission',
  recommended: 'Recommended for admission',
  optional: 'Considered but not required',
  'not-considered': 'Not considered in admission',
};

function requirementNote(school: CatalogSchool, factor: string, level: AdmissionRequirement['type']): string | null {
  // IPEDS asks about English proficiency tests (TOEFL, etc.) for applicants whose first language is
  // not English; "Required" alone read as a test for everyone.
  if (factor.startsWith('English proficiency test')) {
    return level === 'not-considered' ? null : 'Applies to applicants whose first language is not English.';
  }
  if (!factor.startsWith('Admission test scores')) return null;
  const { satSubmittedShare, actSubmittedShare } = school.admissions;
  const parts = [
    satSubmittedShare !== null ? `${Math.round(satSubmittedShare * 100)}% of enrolled students submitted SAT scores` : null,
    actSubmittedShare !== null ? `${Math.round(actSubmittedShare * 100)}% submitted ACT scores` : null,
  ].filter(Boolean);
  return parts.length ? `${parts.join('; ')} (fall 2022).` : null;
}

export function toDetail(school: CatalogSchool): SchoolDetail {
  const { costs, admissions } = school;
  const isPublic = school.control === 'public';
  const totalIn = sumOrNull(costs.tuitionInState, costs.roomAndBoardOnCampus, costs.books, costs.otherExpensesOnCampus);
  const totalOut = sumOrNull(costs.tuitionOutOfState, costs.roomAndBoardOnCampus, costs.books, costs.otherExpensesOnCampus);
  const sat = admissions.sat;
  const composite = {
    p25: sumOrNull(sat.readingWriting.p25, sat.math.p25),
    p75: sumOrNull(sat.readingWriting.p75, sat.math.p75),
  };
  const info = [
    { label: 'Applicants', value: admissions.applicants, source: 'IPEDS ADM2022 (fall 2022)' },
    { label: 'Admitted', value: admissions.admitted, source: 'IPEDS ADM2022 (fall 2022)' },
    { label: 'Enrolled first-year students', value: admissions.enrolled, source: 'IPEDS ADM2022 (fall 2022)' },
  ]
    .filter((item) => item.value !== null)
    .map((item) => ({ ...item, value: item.value!.toLocaleString('en-US') }));
  if (admissions.yield !== null) {
    info.push({ label: 'Yield (admitted who enrolled)', value: `${Math.round(admissions.yield * 100)}%`, source: 'IPEDS DRVADM2022' });
  }

  return {
    ...toCard(school),
    description: describe(school),
    class_sizes: null,
    campus_images: [],
    population: school.students.undergraduates,
    control: school.control,
    level: school.level,
    degrees: { predominant: school.predominantDegree, highest: school.highestDegree },
    carnegie: school.carnegie,
    designations: school.designations,
    religiousAffiliation: school.religiousAffiliation,
    distanceOnly: school.distanceOnly,
    openAdmissions: school.openAdmissions,
    system: school.system,
    phone: school.phone,
    urls: school.urls,
    programs: school.majors.map((major, index) => ({
      id: major.code,
      name: majorName(major.code),
      cipTitle: FAMILY.get(major.code)?.cipTitle ?? '',
      description: `${percent1(major.share)}% of degrees awarded (College Scorecard ${fieldSource(school, `majors.${major.code}`)?.year ?? ''}).`,
      share: major.share,
      isPopular: index < POPULAR_PROGRAMS,
    })),
    admissions: {
      admissionRate: admissions.admissionRate,
      admissionRateScope: admissions.admissionRateScope,
      testPolicy: admissions.testPolicy,
      sat: { readingWriting: sat.readingWriting, math: sat.math, composite, average: sat.average },
      act: admissions.act,
      satSubmittedShare: admissions.satSubmittedShare,
      actSubmittedShare: admissions.actSubmittedShare,
      applicants: admissions.applicants,
      admitted: admissions.admitted,
      enrolled: admissions.enrolled,
      yield: admissions.yield,
    },
    admissionsInfo: info,
    admissionRequirements: admissions.considerations.map(({ factor, level }) => ({
      category: factor,
      type: level,
      description: LEVEL_TEXT[level],
      note: requirementNote(school, factor, level),
      userHas: 'unknown' as const,
    })),
    costs: {
      tuition: {
        inState: costs.tuitionInState,
        outOfState: costs.tuitionOutOfState,
        international: null,
        private: isPublic ? null : costs.tuitionInState,
      },
      roomAndBoard: costs.roomAndBoardOnCampus,
      books: costs.books,
      personalExpenses: costs.otherExpensesOnCampus,
      total: { inState: totalIn, outOfState: totalOut, international: null, private: isPublic ? null : totalIn },
      averageCostOfAttendance: costs.averageCostOfAttendance,
      roomAndBoardOffCampus: costs.roomAndBoardOffCampus,
    },
    aid: school.aid,
    outcomes: school.outcomes,
    students: {
      undergraduates: school.students.undergraduates,
      graduates: school.students.graduates,
      partTimeShare: school.students.partTimeShare,
      menShare: school.students.menShare,
      womenShare: school.students.womenShare,
      raceEthnicity: school.students.raceEthnicity,
      studentFacultyRatio: school.students.studentFacultyRatio,
      fullTimeFacultyShare: school.students.fullTimeFacultyShare,
    },
    trends: school.trends,
    mapLocation: {
      address: school.address,
      city: school.city,
      state: school.state,
      zip: school.zip,
      country: school.place.country,
      coordinates: school.coordinates,
    },
    place: school.place,
    applicationDeadlines: [],
    dataVintage: dataVintage(school),
    fieldSources: fieldSources(school),
    derivations: derivations(school),
  };
}

export function toMajors(school: CatalogSchool): MajorsResponse {
  return Object.fromEntries(school.majors.map((major) => [majorName(major.code), major.share]));
}
