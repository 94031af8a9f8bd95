import { MAJOR_FAMILIES } from '@campuspath/contract/major-families';
import type { Catalog } from '../../catalog/catalog.ts';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import type { HistoryRow } from './history-row.ts';

/**
 * A generated, clearly labelled sample admission history ("Demo"): a few thousand past
 * applications over five class years from a fictional high school, so the scattergram, the strip
 * and "students like you" can be seen without real data. Never real students: the rows are drawn
 * from a seeded generator, and every file or import made from them carries the sample label.
 *
 * Plausible per college: each applicant has a GPA and (mostly) a test score that go together; a
 * college's chance of admitting them starts from its published admission rate and moves with how
 * their score sits in its enrolled middle 50% and their GPA, so selective colleges deny most
 * applicants and the admitted cluster top right. No row has a round (nor a deferral, which belongs
 * to early rounds): no source says which rounds each college offers, so the sample names none
 * rather than an Early Decision a college does not have.
 * A few anchor colleges (Georgia Tech, UGA, Emory, Georgia State, Kennesaw State by default: the
 * colleges a Georgia school's students apply to most) get enough applicants for a full chart.
 */
export interface SampleHistoryOptions {
  /** The latest class year (default: last year's class). */
  latestClassYear: number;
  /** Class years, counting back from the latest (default 5). */
  classYears?: number;
  /** Applications in all (default 3,000). */
  rows?: number;
  /** The same seed gives the same sample (default 24). */
  seed?: number;
  /** Colleges to give many applicants (UNITIDs; default Georgia's). */
  anchors?: readonly number[];
}

/** Georgia Tech, UGA, Emory, Georgia State, Kennesaw State. */
export const DEFAULT_SAMPLE_ANCHORS = [139755, 139959, 139658, 139940, 486840] as const;

/** mulberry32: a small seeded generator, so a sample is the same every time. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The college's enrolled SAT middle (sum of section midpoints), or a guess from its admission rate. */
function satMiddle(school: CatalogSchool): number {
  const { readingWriting, math } = school.admissions.sat;
  if (readingWriting.p25 && readingWriting.p75 && math.p25 && math.p75) {
    return (readingWriting.p25 + readingWriting.p75 + math.p25 + math.p75) / 2;
  }
  return 1050 + 400 * (1 - (school.admissions.admissionRate ?? 0.7));
}

/** Colleges a sample applicant might apply to: those with an admission rate, weighted toward larger ones. */
function candidateColleges(catalog: Catalog): CatalogSchool[] {
  return catalog.schools
    .filter((school) => school.admissions.admissionRate !== null && !school.distanceOnly && (school.students.undergraduates ?? 0) > 3_000)
    .sort((a, b) => (b.students.undergraduates ?? 0) - (a.students.undergraduates ?? 0))
    .slice(0, 120);
}

export function generateSampleHistory(catalog: Catalog, options: SampleHistoryOptions): HistoryRow[] {
  const random = seeded(options.seed ?? 24);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const years = options.classYears ?? 5;
  const total = options.rows ?? 3_000;
  const anchors = (options.anchors ?? DEFAULT_SAMPLE_ANCHORS).flatMap((id) => catalog.find(String(id)) ?? []);
  const others = candidateColleges(catalog);
  const pool = [...anchors, ...others];
  if (pool.length === 0) return [];
  const rows: HistoryRow[] = [];
  for (let line = 2; rows.length < total; line += 1) {
    // Half of the applications go to the anchors, the rest spread over the other colleges.
    const school =
      anchors.length && random() < 0.5 ? anchors[Math.floor(random() * anchors.length)]! : pool[Math.floor(random() * pool.length)]!;
    const ability = normal();
    const gpa = clamp(3.35 + 0.38 * ability + 0.2 * normal(), 1.8, 4);
    const gpaMilli = Math.round(gpa * 100) * 10;
    const testOptional = random() < 0.25;
    const satScore = clamp(Math.round((1180 + 170 * ability + 60 * normal()) / 10) * 10, 600, 1600);
    const useAct = !testOptional && random() < 0.25;
    const act = useAct ? clamp(Math.round(24 + 4.5 * ability + 1.5 * normal()), 12, 36) : null;
    const sat = testOptional || (useAct && random() < 0.6) ? null : satScore;
    const rate = clamp(school.admissions.admissionRate ?? 0.6, 0.03, 0.97);
    const score = sat ?? (act !== null ? 600 + (act - 9) * 37 : null);
    const position = score === null ? 0 : (score - satMiddle(school)) / 110;
    const chance = sigmoid(logit(rate) + 1.1 * position + 2.2 * (gpa - 3.5) - (testOptional ? 0.3 : 0));
    const outcome = random();
    const decision = outcome < chance ? 'admitted' : rate < 0.5 && outcome < chance + 0.12 ? 'waitlisted' : 'denied';
    rows.push({
      line,
      classYear: options.latestClassYear - Math.floor(random() * years),
      collegeId: school.id,
      round: null,
      decision,
      deferred: false,
      gpaMilli,
      sat,
      act,
      majorFamily: random() < 0.5 ? MAJOR_FAMILIES[Math.floor(random() * MAJOR_FAMILIES.length)]!.code : null,
    });
  }
  return rows;
}
