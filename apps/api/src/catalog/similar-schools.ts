import { SIMILAR_KIND_WORDS, type SimilarKindWord, type SimilarReasonPart } from '@campuspath/contract/similar-reason';
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

/** What the distance reads of a school, worked out once: its kinds as bits, and its size on a log scale. */
interface Traits {
  school: CatalogSchool;
  kinds: number;
  size: number | null;
}

/** One bit per kind ("liberal-arts", "research", ...), given as each kind is first met. */
const kindBits = new Map<string, number>();
const kindBit = (kind: string) => kindBits.get(kind) ?? kindBits.set(kind, 1 << kindBits.size).get(kind)!;
const bitCount = (bits: number) => {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count++;
  return count;
};

const traitsOf = (school: CatalogSchool): Traits => ({
  school,
  kinds: kinds(school).reduce((bits, kind) => bits | kindBit(kind), 0),
  size: school.students.undergraduates === null ? null : Math.log10(school.students.undergraduates + 1),
});

function traitDistance({ school: a, kinds: aKinds, size: aSize }: Traits, { school: b, kinds: bKinds, size: bSize }: Traits): number {
  // Kinds one has and the other lacks, both ways.
  const kindMismatch = bitCount(aKinds ^ bKinds);
  return (
    (a.distanceOnly === b.distanceOnly ? 0 : 3) +
    (a.region === b.region ? 0 : 1) +
    (a.control === b.control ? 0 : a.control === 'public' || b.control === 'public' ? 1 : 0.3) +
    0.6 * kindMismatch +
    gap(aSize, bSize, 0.5) +
    gap(a.admissions.admissionRate, b.admissions.admissionRate, 0.15) +
    gap(a.costs.tuitionInState, b.costs.tuitionInState, 10000)
  );
}

export const distance = (a: CatalogSchool, b: CatalogSchool): number => traitDistance(traitsOf(a), traitsOf(b));

const CONTROL_WORDS = { public: 'public', 'private-nonprofit': 'private', 'private-for-profit': 'for-profit' } as const;
/** What a shared kind is called in a reason: a private two-year college is an associate's college, never a community college. */
const KIND_WORDS: Record<SimilarKindWord, string> = {
  'liberal-arts': 'liberal arts',
  research: 'research',
  'community-college': 'community college',
  'associates-college': "associate's college",
};
const isKindWord = (kind: string): kind is SimilarKindWord => (SIMILAR_KIND_WORDS as readonly string[]).includes(kind);
const percent = (rate: number) => `${rate}%`;
const count = (value: number) => value.toLocaleString('en-US');
const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

/** Sizes within this ratio (the larger over the smaller) are "similar size"; the reason gives both. */
export const SIMILAR_SIZE_RATIO = 1.25;
/** Tuitions within this share of the larger are "similar tuition"; the reason gives both. */
export const SIMILAR_TUITION_SHARE = 0.15;

/**
 * What the two schools share. "Similar size" and "similar tuition" are claimed only within a
 * stated range, with both figures, so nobody reads 34 and 3,589 students as alike.
 */
export function similarityParts(base: CatalogSchool, other: CatalogSchool): SimilarReasonPart[] {
  const parts: SimilarReasonPart[] = [];
  const control = CONTROL_WORDS[other.control] === CONTROL_WORDS[base.control] ? CONTROL_WORDS[other.control] : null;
  const sharedKinds = kinds(other)
    .filter((k) => kinds(base).includes(k))
    .filter(isKindWord);
  if (control || sharedKinds.length) parts.push({ kind: 'also', control, kinds: sharedKinds });
  if (other.region === base.region && other.region !== 'International') parts.push({ kind: 'region', region: other.region });
  const sa = base.students.undergraduates;
  const sb = other.students.undergraduates;
  if (sa && sb && Math.max(sa, sb) / Math.min(sa, sb) <= SIMILAR_SIZE_RATIO) parts.push({ kind: 'size', other: sb, base: sa });
  const a = base.admissions.admissionRate;
  const b = other.admissions.admissionRate;
  if (a !== null && b !== null && Math.abs(a - b) <= 0.1) {
    parts.push({ kind: 'admits', other: Math.round(b * 100), base: Math.round(a * 100) });
  }
  const ta = base.costs.tuitionInState;
  const tb = other.costs.tuitionInState;
  // Tuition is compared like for like: a public college's in-state price beside another public college's.
  const samePricing = (base.control === 'public') === (other.control === 'public');
  if (samePricing && ta !== null && tb !== null && Math.abs(ta - tb) <= SIMILAR_TUITION_SHARE * Math.max(ta, tb)) {
    parts.push({ kind: 'tuition', inState: base.control === 'public', other: tb, base: ta });
  }
  return parts;
}

function englishPart(part: SimilarReasonPart): string {
  switch (part.kind) {
    case 'also':
      return `Also ${[...(part.control ? [part.control] : []), ...part.kinds.map((kind) => KIND_WORDS[kind])].join(' ')}`;
    case 'region':
      return `in the ${part.region}`;
    case 'size':
      return `similar size (${count(part.other)} vs ${count(part.base)} undergraduates, within 25%)`;
    case 'admits':
      return `admits ${percent(part.other)} (vs ${percent(part.base)})`;
    case 'tuition':
      return `similar ${part.inState ? 'in-state tuition' : 'tuition'} (${usd(part.other)} vs ${usd(part.base)}, within 15%)`;
  }
}

/** The parts as one short English line. */
export function similarityReason(parts: readonly SimilarReasonPart[]): string {
  return parts.length ? parts.map(englishPart).join(' · ') : 'Closest overall match on region, type, size, selectivity and cost';
}

/** Each catalogue's traits and name order, worked out on its first question (the catalogue never changes). */
const prepared = new WeakMap<readonly CatalogSchool[], { traits: Traits[]; nameRank: Map<number, number> }>();

function prepare(schools: readonly CatalogSchool[]) {
  let entry = prepared.get(schools);
  if (!entry) {
    const byName = [...schools].sort((x, y) => x.name.localeCompare(y.name));
    entry = { traits: schools.map(traitsOf), nameRank: new Map(byName.map((school, rank) => [school.id, rank])) };
    prepared.set(schools, entry);
  }
  return entry;
}

/**
 * The `count` nearest schools, ties by name: one pass over the catalogue keeping the best few
 * (no sort of all 3,000), on traits worked out once. University pages render on the server, so
 * this runs for every college page not yet cached.
 */
export function findSimilarSchools(base: CatalogSchool, schools: readonly CatalogSchool[], count = 5) {
  const { traits, nameRank } = prepare(schools);
  const baseTraits = traitsOf(base);
  const best: { school: CatalogSchool; distance: number; rank: number }[] = [];
  const before = (x: (typeof best)[number], y: (typeof best)[number]) =>
    x.distance < y.distance || (x.distance === y.distance && x.rank < y.rank);
  for (const candidate of traits) {
    if (candidate.school.id === base.id) continue;
    const distance = traitDistance(baseTraits, candidate);
    // Most schools are farther than the fifth nearest so far: nothing to keep.
    if (best.length === count && distance > best[count - 1]!.distance) continue;
    const entry = { school: candidate.school, distance, rank: nameRank.get(candidate.school.id)! };
    if (best.length === count && !before(entry, best[count - 1]!)) continue;
    let at = best.length;
    while (at > 0 && before(entry, best[at - 1]!)) at--;
    best.splice(at, 0, entry);
    if (best.length > count) best.pop();
  }
  return best.map(({ school }) => {
    const reasonParts = similarityParts(base, school);
    return { school, reason: similarityReason(reasonParts), reasonParts };
  });
}
