import type { CatalogSchool } from './catalog-school.ts';

/**
 * Explore's order with no search: well-documented, widely attended campuses first.
 * A school's weight is the order of magnitude of its full-time undergraduates (students on campus,
 * not part-time or online enrolments) times how much of what students compare the data reports
 * (admission rate, test scores, graduation and retention, earnings, tuition and net price), and
 * a fifth of that for colleges that teach only at a distance. So the list opens on large, fully
 * reported universities rather than on A-Z (a 115-student college) or on online-only giants.
 */
const FACTS: ((school: CatalogSchool) => unknown)[] = [
  (school) => school.admissions.admissionRate,
  (school) => school.admissions.sat.average ?? school.admissions.act.p25,
  (school) => school.outcomes.graduationRate,
  (school) => school.outcomes.retentionRate,
  (school) => school.outcomes.medianEarnings,
  (school) => school.costs.tuitionInState,
  (school) => school.netPrice.overall,
];
const DISTANCE_ONLY_FACTOR = 0.2;

export function exploreWeight(school: CatalogSchool): number {
  const fullTime = (school.students.undergraduates ?? 0) * (1 - (school.students.partTimeShare ?? 0));
  const documented = FACTS.filter((fact) => fact(school) !== null && fact(school) !== undefined).length / FACTS.length;
  return Math.log10(1 + fullTime) * documented * (school.distanceOnly ? DISTANCE_ONLY_FACTOR : 1);
}

/** The schools in Explore's default order, ties by name. */
export function exploreOrder(schools: readonly CatalogSchool[]): CatalogSchool[] {
  const weights = new Map(schools.map((school) => [school, exploreWeight(school)]));
  return [...schools].sort((a, b) => weights.get(b)! - weights.get(a)! || a.name.localeCompare(b.name));
}
