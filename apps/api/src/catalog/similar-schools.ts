import type { CatalogSchool } from './catalog-school.ts';

/**
 * "Similar Universities": the schools nearest to one school on region, type, size,
 * selectivity and cost. Each term is a bounded distance; a missing value costs a fixed
 * penalty (a known match beats an unknown one), and an online-only school is never "like"
 * a campus (or the reverse). Pure and deterministic (ties by name).
 */
const MISSING = 1;

function gap(a: number | null, b: number | null, scale: number): number {
  if (a === null || b === null) return MISSING;
  return Math.min(Math.abs(a - b) / scale, 2);
}

const kinds = (school: CatalogSchool) => school.programTypes.filter((type) => type !== 'public' && type !== 'private');

export function distance(a: CatalogSchool, b: CatalogSchool): number {
  const aKinds = kinds(a);
  const bKinds = kinds(b);
  const kindMismatch = aKinds.filter((k) => !bKinds.includes(k)).length + bKinds.filter((k) => !aKinds.includes(k)).length;
  const size = (school: CatalogSchool) => (school.students.undergraduates === null ? null : Math.log10(school.students.undergraduates + 1));
  return (
    (a.distanceOnly === b.distanceOnly ? 0 : 3) +
    (a.region === b.region ? 0 : 1) +
    (a.control === b.control ? 0 : a.control === 'public' || b.control === 'public' ? 1 : 0.3) +
    0.6 * kindMismatch +
    gap(size(a), size(b), 0.5) +
    gap(a.admissions.admissionRate, b.admissions.admissionRate, 0.15) +
    gap(a.costs.tuitionInState, b.costs.tuitionInState, 10000)
  );
}

const CONTROL_WORDS = { public: 'public', 'private-nonprofit': 'private', 'private-for-profit': 'for-profit' } as const;
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** One short line naming what the two schools share. */
export function similarityReason(base: CatalogSchool, other: CatalogSchool): string {
  const parts: string[] = [];
  const sameControl = CONTROL_WORDS[other.control] === CONTROL_WORDS[base.control] ? [CONTROL_WORDS[other.control]] : [];
  const sharedKinds = kinds(other)
    .filter((k) => kinds(base).includes(k))
    .map((k) => k.replace('-', ' '));
  const kind = [...sameControl, ...sharedKinds].join(' ');
  if (kind) parts.push(`Also ${kind}`);
  if (other.region === base.region && other.region !== 'International') parts.push(`in the ${other.region}`);
  if (other.students.sizeBucket && other.students.sizeBucket === base.students.sizeBucket) parts.push('similar size');
  const a = base.admissions.admissionRate;
  const b = other.admissions.admissionRate;
  if (a !== null && b !== null && Math.abs(a - b) <= 0.1) parts.push(`admits ${percent(b)} (vs ${percent(a)})`);
  const ta = base.costs.tuitionInState;
  const tb = other.costs.tuitionInState;
  if (ta !== null && tb !== null && Math.abs(ta - tb) <= 5000) parts.push('similar tuition');
  return parts.length ? parts.join(' · ') : 'Closest overall match on region, type, size, selectivity and cost';
}

export function findSimilarSchools(base: CatalogSchool, schools: readonly CatalogSchool[], count = 5) {
  return schools
    .filter((school) => school.id !== base.id)
    .map((school) => ({ school, distance: distance(base, school) }))
    .sort((x, y) => x.distance - y.distance || x.school.name.localeCompare(y.school.name))
    .slice(0, count)
    .map(({ school }) => ({ school, reason: similarityReason(base, school) }));
}
