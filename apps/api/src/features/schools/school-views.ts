import { INCOME_BANDS } from '@campuspath/contract/catalog-terms';
import type { MajorsResponse } from '@campuspath/contract/majors';
import type { SchoolCard } from '@campuspath/contract/schools';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { CONTROL_LABELS } from '../../catalog/mapping.ts';
import { admissionRequirements, admissionsInfo } from './admission-requirements.ts';
import { aboutSentences, cipTitle, describe, majorName, percent1 } from './school-description.ts';
import { dataVintage, derivations, fieldSource, fieldSources, figureYears, olderCardYears } from './school-vintage.ts';

/** Catalogue records as the API shows them (contract shapes). Pure; no invented facts. */

const POPULAR_PROGRAMS = 3;

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
    openAdmissions: school.openAdmissions,
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
    olderYears: olderCardYears(school),
  };
}

/** Tuition and fees + books + the living costs of one kind of housing (derived; null when a part is missing). */
function costsByHousing(costs: CatalogSchool['costs']): SchoolDetail['costs']['byHousing'] {
  return {
    onCampus: sumOrNull(costs.tuitionInState, costs.books, costs.roomAndBoardOnCampus, costs.otherExpensesOnCampus),
    offCampus: sumOrNull(costs.tuitionInState, costs.books, costs.roomAndBoardOffCampus, costs.otherExpensesOffCampus),
    withFamily: sumOrNull(costs.tuitionInState, costs.books, costs.otherExpensesWithFamily),
  };
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
  const years = figureYears(school);
  return {
    ...toCard(school),
    description: describe(school),
    about: aboutSentences(school),
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
      cipTitle: cipTitle(major.code),
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
      medians: admissions.medians,
      satSubmittedShare: admissions.satSubmittedShare,
      actSubmittedShare: admissions.actSubmittedShare,
      applicants: admissions.applicants,
      admitted: admissions.admitted,
      enrolled: admissions.enrolled,
      yield: admissions.yield,
    },
    admissionsInfo: admissionsInfo(school),
    admissionRequirements: admissionRequirements(school),
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
      otherExpensesOffCampus: costs.otherExpensesOffCampus,
      otherExpensesWithFamily: costs.otherExpensesWithFamily,
      byHousing: costsByHousing(costs),
    },
    aid: school.aid,
    outcomes: school.outcomes,
    outcomeMeasure: school.level === 'Four-year' ? 'four-year' : 'less-than-four-year',
    majorsAllZero: school.majorsAllZero === true,
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
    dataVintage: dataVintage(school, years),
    figureYears: years,
    fieldSources: fieldSources(school),
    derivations: derivations(school),
  };
}

export function toMajors(school: CatalogSchool): MajorsResponse {
  return Object.fromEntries(school.majors.map((major) => [majorName(major.code), major.share]));
}
