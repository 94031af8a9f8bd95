import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_ROUNDS } from '@campuspath/contract/applications-terms';
import {
  HISTORY_DECISIONS,
  HISTORY_DISPLAY_MINIMUM,
  SIMILAR_STUDENT_BANDS,
  SIMILAR_STUDENTS_LIMIT,
  similarBandLabel,
} from '@campuspath/contract/admission-history-terms';
import { actToSat } from '@campuspath/contract/sat-concordance';
import { collegeView } from './college-view.ts';
import type { HistoryRow } from './history-row.ts';
import type { SchoolHistory } from './school-history.ts';
import { similarStudents, type StudentScores } from './similar-summary.ts';
import { isSimilar } from './similar-students.ts';
import { DEFAULT_SAMPLE_ANCHORS, generateSampleHistory } from './sample-history.ts';
import { testCatalog } from '../../test/test-app.ts';
import { shownGroups } from './suppression.ts';

/**
 * Property tests: "students like you" counts equal a brute-force filter over the rows students
 * see (in the narrowest band that reaches the minimum), and suppression never reveals a group under the minimum, directly or by subtraction
 * (history-differencing.test.ts searches combinations of views).
 */
const COLLEGE = 139755;

const sat = fc.option(
  fc.integer({ min: 40, max: 160 }).map((tens) => tens * 10),
  { nil: null },
);
const act = fc.option(fc.integer({ min: 1, max: 36 }), { nil: null });
// GPAs clustered enough that similar groups of every size occur.
const gpaMilli = fc.integer({ min: 3000, max: 4000 }).map((value) => Math.round(value / 50) * 50);
const row: fc.Arbitrary<HistoryRow> = fc.record({
  line: fc.constant(2),
  classYear: fc.integer({ min: 2020, max: 2025 }),
  collegeId: fc.constant(COLLEGE),
  round: fc.constantFrom(...APPLICATION_ROUNDS),
  decision: fc.constantFrom(...HISTORY_DECISIONS),
  deferred: fc.boolean(),
  gpaMilli,
  sat,
  act,
  majorFamily: fc.constant(null),
});
const student: fc.Arbitrary<StudentScores> = fc.record({ gpaMilli, sat, act });
const minimum = fc.integer({ min: HISTORY_DISPLAY_MINIMUM, max: 9 });

const historyOf = (rows: HistoryRow[], displayMinimum: number): SchoolHistory => ({
  highSchool: { id: 'school', name: 'Roosevelt High' },
  settings: { displayMinimum, classYears: null, version: 0, updatedAt: null },
  byCollege: new Map([[COLLEGE, rows]]),
  classYears: [],
  sample: false,
  sampleLeftOut: false,
});

/** The rows students see: rounds with at least `min` applicants (the others are withheld from every view). */
const shownRows = (rows: readonly HistoryRow[], min: number) =>
  rows.filter((other) => rows.filter((row) => row.round === other.round).length >= min);

/** The chart's grid: GPAs to 0.05, SAT-scale scores to 10, an applicant by the one test the chart places them by. */
const onGrid = (milli: number) => Math.round(milli / 50) * 50;
function asCharted(other: HistoryRow): HistoryRow {
  const viaAct = other.act === null ? null : actToSat(other.act);
  const basis =
    other.sat === null && viaAct === null ? null : viaAct !== null && (other.sat === null || viaAct > other.sat) ? 'ACT' : 'SAT';
  return {
    ...other,
    gpaMilli: onGrid(other.gpaMilli),
    sat: basis === 'SAT' ? Math.round(other.sat! / 10) * 10 : null,
    act: basis === 'ACT' ? Math.max(other.act!, 9) : null,
  };
}

type Band = { gpa: number; sat: number; act: number };
/** The student on the chart's grid, as the answer places them. */
const snapped = (student: StudentScores) => ({
  gpaMilli: onGrid(student.gpaMilli!),
  sat: student.sat === null ? null : Math.round(student.sat / 10) * 10,
  act: student.act === null ? null : Math.max(student.act, 9),
});

/**
 * The rule, written out plainly for one band, on the chart's grid: GPA within `gpa`; test within
 * `sat` on the SAT scale (any pairing) or `act` ACT points; among the rows students see, as the
 * chart shows them. The narrowest band is 0.2, 60 and 2.
 */
function bruteForce(rows: readonly HistoryRow[], student: StudentScores, min: number, band: Band): HistoryRow[] {
  const tested = (scores: { sat: number | null; act: number | null }) => scores.sat !== null || scores.act !== null;
  const me = snapped(student);
  return shownRows(rows, min).filter((row) => {
    const other = asCharted(row);
    if (Math.abs(other.gpaMilli - me.gpaMilli) > Math.round(band.gpa * 1000)) return false;
    if (!tested(me)) return !tested(other);
    if (!tested(other)) return false;
    const mine = [me.sat, me.act === null ? null : actToSat(me.act)].filter((value) => value !== null);
    const theirs = [other.sat, other.act === null ? null : actToSat(other.act)].filter((value) => value !== null);
    const satClose = mine.some((a) => theirs.some((b) => Math.abs(a - b) <= band.sat));
    const actClose = me.act !== null && other.act !== null && Math.abs(me.act - other.act) <= band.act;
    return satClose || actClose;
  });
}

describe('students like you', () => {
  it('counts exactly the rows a brute-force filter finds in the narrowest band that reaches the minimum, overall and per round', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 80 }), student, minimum, (rows, me, min) => {
        const answer = similarStudents(historyOf(rows, min), COLLEGE, me);
        // Bands widen step by step until the group reaches the minimum, never past the limit.
        const band = SIMILAR_STUDENT_BANDS.find((candidate) => bruteForce(rows, me, min, candidate).length >= min);
        const expected = band ? bruteForce(rows, me, min, band) : [];
        const shown = shownRows(rows, min).length;
        if (shown < min || !band) {
          expect(answer).toMatchObject({ status: 'hidden', admitted: null, total: null, byRound: [] });
          expect(answer.reason).toBe(shown < min ? 'too_few_applicants' : 'too_few_similar');
          return;
        }
        const grid = snapped(me);
        const label = similarBandLabel({ gpa: grid.gpaMilli / 1000, sat: grid.sat, act: grid.act }, band);
        expect(answer.band).toEqual({ label, widened: band !== SIMILAR_STUDENT_BANDS[0], widest: band === SIMILAR_STUDENTS_LIMIT });
        expect(answer.summary).toContain(`(${label})`);
        expect(answer.total).toBe(expected.length);
        expect(answer.admitted).toBe(expected.filter((other) => other.decision === 'admitted').length);
        for (const group of answer.byRound) {
          const inRound = expected.filter((other) => other.round === group.round);
          expect(group.total).toBe(inRound.length);
          expect(group.admitted).toBe(inRound.filter((other) => other.decision === 'admitted').length);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('widening the band', () => {
  it('shows "students like you" for a typical student in a realistic small history, naming the band it took', () => {
    // 400 applications over five class years (the anchors get the most), a display minimum of 8,
    // and a 3.70 / 1320 student: the narrowest band alone finds too few at every anchor college.
    const rows = generateSampleHistory(testCatalog(), { latestClassYear: 2026, rows: 400 });
    const byCollege = new Map<number, HistoryRow[]>();
    for (const entry of rows) byCollege.set(entry.collegeId, [...(byCollege.get(entry.collegeId) ?? []), entry]);
    const history: SchoolHistory = { ...historyOf([], 8), byCollege };
    const me = { gpaMilli: 3700, sat: 1320, act: null };
    const narrow = DEFAULT_SAMPLE_ANCHORS.filter((id) => (byCollege.get(id) ?? []).filter((other) => isSimilar(me, other)).length >= 8);
    expect(narrow).toEqual([]);
    const answers = DEFAULT_SAMPLE_ANCHORS.map((id) => similarStudents(history, id, me));
    const shown = answers.filter((answer) => answer.status === 'shown');
    expect(shown.length).toBeGreaterThanOrEqual(3);
    for (const answer of shown) {
      expect(answer.total!).toBeGreaterThanOrEqual(8);
      expect(answer.band?.widened).toBe(true);
      expect(answer.summary).toMatch(/\(GPA 3\.\d–(3\.\d|4\.0), SAT \d+–\d+\)/);
    }
  });
});

describe('suppression', () => {
  it('never shows a group under the minimum, nor leaves hidden groups whose sum subtraction gives away under it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 6 }), minimum, (sizes, min) => {
        const groups = sizes.map((size, key) => ({ key, size }));
        const shown = shownGroups(groups, min);
        const total = sizes.reduce((sum, size) => sum + size, 0);
        const visible = groups.filter((group) => shown.has(group.key));
        for (const group of visible) expect(group.size).toBeGreaterThanOrEqual(min);
        const hidden = total - visible.reduce((sum, group) => sum + group.size, 0);
        // Callers show groups only under a total at the minimum or more (below it, nothing at all is shown).
        if (total >= min) expect(hidden === 0 || hidden >= min).toBe(true);
        else expect(visible).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('shows students nothing of a college, round or similar group under the minimum, whatever the rows', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 40 }),
        student,
        minimum,
        fc.option(fc.constantFrom(...APPLICATION_ROUNDS), { nil: null }),
        (rows, me, min, round) => {
          const view = collegeView(historyOf(rows, min), { id: COLLEGE, name: 'Georgia Tech' }, { view: 'students', round, student: me });
          const shown = shownRows(rows, min);
          const inView = round ? shown.filter((other) => other.round === round) : shown;
          if (shown.length < min || inView.length < min) {
            expect(view).toMatchObject({ shown: false, applicants: null, decisions: null, points: [], strip: [], table: [] });
          } else {
            expect(view.applicants).toBe(inView.length);
            expect(view.points.length + view.strip.length).toBe(inView.length);
          }
          // Counts by round: each at the minimum or more, and what they leave out is 0 or at the minimum or more.
          for (const group of view.byRound) expect(group.applicants).toBeGreaterThanOrEqual(min);
          // And they add up to everything shown: no round is left for subtraction to find.
          if (view.byRound.length) expect(view.byRound.reduce((sum, group) => sum + group.applicants, 0)).toBe(shown.length);
          const similar = view.studentsLikeYou!;
          if (similar.status === 'shown') {
            expect(similar.total).toBeGreaterThanOrEqual(min);
            for (const group of similar.byRound) expect(group.total).toBeGreaterThanOrEqual(min);
            const left = similar.total! - similar.byRound.reduce((sum, group) => sum + group.total, 0);
            expect(left === 0 || left >= min).toBe(true);
          } else {
            expect(similar.total).toBeNull();
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
