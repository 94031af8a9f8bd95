import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATION_ROUNDS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import { HISTORY_DECISIONS, HISTORY_DISPLAY_MINIMUM } from '@campuspath/contract/admission-history-terms';
import { actToSat } from '@campuspath/contract/sat-concordance';
import type { CollegeHistory, SimilarStudents } from '@campuspath/contract/admission-history';
import { collegeView } from './college-view.ts';
import type { HistoryRow } from './history-row.ts';
import type { SchoolHistory } from './school-history.ts';
import { similarStudents, type StudentScores } from './similar-summary.ts';

/**
 * An attacker's search over combinations of views (fast-check): a student of the school may ask
 * for "All rounds" and every round filter, "students like you" with any profile they type (to any
 * precision), the colleges' summary, and what rides on "students like you" (Compare, the fit, the
 * recommendations sorted by history). Whatever the rows, the minimum and the class-year window:
 *
 * 1. every view is a union of whole round groups each at the minimum or more, so no difference or
 *    sum of views isolates fewer applicants than the minimum ("All rounds" minus Early Action once
 *    gave back three Early Decision applicants with their GPA, score and decision);
 * 2. everything a student is told can be worked out from the round views alone, points on the
 *    chart's grid: rebuilt from those points, a history answers every profile exactly as the real
 *    one does. So no profile, however precise, learns a GPA or score finer than the chart shows
 *    (stepping one's GPA by 0.001 once recovered 3.520 behind a 3.5 on the chart).
 */
const COLLEGE = 139755;
const college = { id: COLLEGE, name: 'Georgia Tech' };

// Exact GPAs anywhere on the scale but clustered, so groups like a student's of every size occur.
const gpaMilli = fc.oneof(fc.integer({ min: 3_300, max: 3_900 }), fc.integer({ min: 2_000, max: 4_000 }));
const sat = fc.option(fc.integer({ min: 1_200, max: 1_600 }), { nil: null });
const act = fc.option(fc.integer({ min: 1, max: 36 }), { nil: null });
const row: fc.Arbitrary<HistoryRow> = fc.record({
  line: fc.constant(2),
  classYear: fc.integer({ min: 2021, max: 2025 }),
  collegeId: fc.constant(COLLEGE),
  // Early Action and Regular Decision most often, so rounds both over and under the minimum occur.
  round: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<ApplicationRound>('early-action', 'regular-decision') },
    { weight: 2, arbitrary: fc.constantFrom(...APPLICATION_ROUNDS) },
  ),
  decision: fc.constantFrom(...HISTORY_DECISIONS),
  deferred: fc.boolean(),
  gpaMilli,
  sat,
  act,
  majorFamily: fc.constant(null),
});
const profile: fc.Arbitrary<StudentScores> = fc.record({ gpaMilli, sat, act });
const settings = fc.record({
  displayMinimum: fc.integer({ min: HISTORY_DISPLAY_MINIMUM, max: 8 }),
  classYears: fc.option(fc.uniqueArray(fc.integer({ min: 2021, max: 2025 }), { minLength: 1, maxLength: 5 }), { nil: null }),
});

const historyOf = (rows: readonly HistoryRow[], displayMinimum: number, classYears: number[] | null): SchoolHistory => ({
  highSchool: { id: 'school', name: 'Roosevelt High' },
  settings: { displayMinimum, classYears, version: 0, updatedAt: null },
  byCollege: new Map([[COLLEGE, [...rows]]]),
  classYears: [],
  sample: false,
  sampleLeftOut: false,
});

const view = (history: SchoolHistory, round: ApplicationRound | null, student: StudentScores | null = null) =>
  collegeView(history, college, { view: 'students', round, student });

/** A point or strip entry as a comparable string. */
const pointsOf = (answer: CollegeHistory) =>
  [
    ...answer.points.map((point) => `${point.gpa}|${point.score}|${point.basis}|${point.decision}|${point.deferred}`),
    ...answer.strip.map((point) => `${point.gpa}|-|-|${point.decision}|${point.deferred}`),
  ].sort();

/** The ACT composite a chart point on the ACT basis shows (the lowest composite with that SAT equivalent from 9 up). */
const actShownAs = (score: number) =>
  Array.from({ length: 28 }, (_, index) => index + 9).find((composite) => actToSat(composite) === score)!;

/** The history as a student could write it down from the round views: each shown round's points, nothing else. */
function rebuiltFromRoundViews(history: SchoolHistory): SchoolHistory {
  const rows: HistoryRow[] = [];
  for (const round of APPLICATION_ROUNDS) {
    const shown = view(history, round);
    if (!shown.shown) continue;
    const base = { line: 2, classYear: 2000, collegeId: COLLEGE, round, majorFamily: null };
    for (const point of shown.points) {
      rows.push({
        ...base,
        decision: point.decision,
        deferred: point.deferred,
        gpaMilli: Math.round(point.gpa * 1000),
        sat: point.basis === 'SAT' ? point.score : null,
        act: point.basis === 'ACT' ? actShownAs(point.score) : null,
      });
    }
    for (const point of shown.strip) {
      rows.push({
        ...base,
        decision: point.decision,
        deferred: point.deferred,
        gpaMilli: Math.round(point.gpa * 1000),
        sat: null,
        act: null,
      });
    }
  }
  return historyOf(rows, history.settings.displayMinimum, null);
}

/** An answer with its groups in a fixed order (equal groups may come in either order). */
const comparable = (similar: SimilarStudents | null) =>
  similar && { ...similar, byRound: [...similar.byRound].sort((a, b) => a.round.localeCompare(b.round)) };

describe('differencing attacks over combinations of views', () => {
  it('find every view a union of whole rounds at the minimum or more: no sum or difference isolates a smaller group', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), settings, profile, (rows, { displayMinimum, classYears }, me) => {
        const history = historyOf(rows, displayMinimum, classYears);
        const all = view(history, null, me);
        const rounds = APPLICATION_ROUNDS.map((round) => view(history, round));
        const shownRounds = rounds.filter((answer) => answer.shown);
        for (const answer of shownRounds) expect(answer.applicants).toBeGreaterThanOrEqual(displayMinimum);
        for (const answer of rounds.filter((entry) => !entry.shown)) expect(pointsOf(answer)).toEqual([]);
        if (!all.shown) {
          expect(shownRounds).toEqual([]);
          expect(all.studentsLikeYou?.total ?? null).toBeNull();
          return;
        }
        // "All rounds" is exactly the shown rounds: All minus any of them leaves whole rounds.
        expect(pointsOf(all)).toEqual(shownRounds.flatMap(pointsOf).sort());
        expect(all.applicants).toBe(shownRounds.reduce((sum, answer) => sum + answer.applicants!, 0));
        expect(all.decisions!.admitted).toBe(shownRounds.reduce((sum, answer) => sum + answer.decisions!.admitted, 0));
        // Every count the student sees (by round, and students like them by round) is one of those groups or 0 or at the minimum.
        for (const group of all.byRound) expect(group.applicants).toBeGreaterThanOrEqual(displayMinimum);
        expect(all.byRound.reduce((sum, group) => sum + group.applicants, 0)).toBe(all.applicants);
        const similar = all.studentsLikeYou!;
        if (similar.status === 'shown') {
          expect(similar.total).toBeGreaterThanOrEqual(displayMinimum);
          for (const group of similar.byRound) expect(group.total).toBeGreaterThanOrEqual(displayMinimum);
          const rest = similar.total! - similar.byRound.reduce((sum, group) => sum + group.total, 0);
          expect(rest === 0 || rest >= displayMinimum).toBe(true);
        }
      }),
      { numRuns: 600 },
    );
  });

  it('answer "students like you", for any profile to any precision, exactly as the round views rebuilt on the grid do', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 60 }),
        settings,
        fc.array(profile, { minLength: 1, maxLength: 6 }),
        (rows, { displayMinimum, classYears }, profiles) => {
          const history = historyOf(rows, displayMinimum, classYears);
          const rebuilt = rebuiltFromRoundViews(history);
          for (const me of profiles) {
            // The fit, Compare and the recommendations (and their sort by history) all carry this one answer.
            expect(comparable(similarStudents(history, COLLEGE, me))).toEqual(comparable(similarStudents(rebuilt, COLLEGE, me)));
            const real = view(history, null, me);
            const again = view(rebuilt, null, me);
            expect({ ...real, byRound: [], studentsLikeYou: null }).toEqual({ ...again, byRound: [], studentsLikeYou: null });
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('tell a profile stepped by 0.001 in GPA or 1 in SAT nothing new until it crosses a grid line', () => {
    // Applicants crowded around the probing student, so that a band edge falls between them somewhere.
    const near = (gpaFrom: number, satFrom: number) =>
      fc.record({
        line: fc.constant(2),
        classYear: fc.constant(2024),
        collegeId: fc.constant(COLLEGE),
        round: fc.constantFrom<ApplicationRound>('early-action', 'early-action', 'regular-decision'),
        decision: fc.constantFrom(...HISTORY_DECISIONS),
        deferred: fc.boolean(),
        gpaMilli: fc.integer({ min: gpaFrom - 280, max: gpaFrom + 330 }),
        sat: fc.integer({ min: satFrom - 80, max: satFrom + 90 }),
        act: fc.constant(null),
        majorFamily: fc.constant(null),
      });
    const probe = fc
      .record({
        cellStart: fc.integer({ min: 3_000, max: 3_600 }).map((milli) => Math.round(milli / 50) * 50 - 24),
        satStart: fc.integer({ min: 120, max: 150 }).map((tens) => tens * 10 - 4),
      })
      .chain(({ cellStart, satStart }) =>
        fc.record({
          cellStart: fc.constant(cellStart),
          satStart: fc.constant(satStart),
          rows: fc.array(near(cellStart, satStart), { minLength: 5, maxLength: 40 }),
        }),
      );
    fc.assert(
      fc.property(probe, fc.integer({ min: HISTORY_DISPLAY_MINIMUM, max: 6 }), ({ cellStart, satStart, rows }, displayMinimum) => {
        const history = historyOf(rows, displayMinimum, null);
        const answer = (gpaMilli: number, satTotal: number) =>
          comparable(similarStudents(history, COLLEGE, { gpaMilli, sat: satTotal, act: null }));
        const first = answer(cellStart, satStart);
        // Every GPA in the same 0.05 cell, and every SAT in the same 10-point cell: one answer.
        for (let step = 1; step < 49; step += 1) expect(answer(cellStart + step, satStart)).toEqual(first);
        for (let step = 1; step < 9; step += 1) expect(answer(cellStart, satStart + step)).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });
});
