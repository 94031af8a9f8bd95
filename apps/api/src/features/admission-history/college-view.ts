import { historyHiddenMessage } from '@campuspath/contract/admission-history-terms';
import type { CollegeHistory } from '@campuspath/contract/admission-history';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import type { HistoryRow } from './history-row.ts';
import type { SchoolHistory } from './school-history.ts';
import { similarStudents, visibleRounds, type StudentScores } from './similar-summary.ts';
import { bestSatScale } from './similar-students.ts';
import { snapGpaMilli, snapScore, studentRows } from './student-rows.ts';

/**
 * One college's history as a reader sees it: the scattergram's points (GPA against
 * test score on the SAT scale), the GPA-only strip of applicants without a test, a table by GPA
 * band, counts by round, and for a student their own position and "students like you".
 *
 * Students see only student-rows.ts's rows: the class years the school chose, rounds with at least
 * the display minimum (a smaller round is left out of every view, "All rounds" included) and each
 * applicant as the chart shows them; a college with no such round shows nothing. Counselors
 * (`all`) see everything.
 */
export interface CollegeViewOptions {
  view: 'all' | 'students';
  round: ApplicationRound | null;
  student: StudentScores | null;
}

const roundGpa = (gpaMilli: number) => snapGpaMilli(gpaMilli) / 1000;

const BAND = 250;

function table(rows: readonly HistoryRow[]): CollegeHistory['table'] {
  const bands = new Map<number, HistoryRow[]>();
  for (const row of rows) {
    // Banded as the chart shows the GPA, so a band never tells which side of a grid line a point sits.
    const from = Math.min(Math.floor(snapGpaMilli(row.gpaMilli) / BAND) * BAND, 4000 - BAND);
    bands.set(from, [...(bands.get(from) ?? []), row]);
  }
  return [...bands]
    .sort((a, b) => b[0] - a[0])
    .map(([from, list]) => {
      const scores = list.flatMap((row) => bestSatScale(row)?.score ?? []).sort((a, b) => a - b);
      const median = scores.length ? scores[Math.floor((scores.length - 1) / 2)]! : null;
      return {
        gpaFrom: from / 1000,
        gpaTo: (from + BAND) / 1000,
        admitted: list.filter((row) => row.decision === 'admitted').length,
        denied: list.filter((row) => row.decision === 'denied').length,
        waitlisted: list.filter((row) => row.decision === 'waitlisted').length,
        medianScore: median === null ? null : snapScore(median),
      };
    });
}

export function collegeView(history: SchoolHistory, college: { id: number; name: string }, options: CollegeViewOptions): CollegeHistory {
  const students = options.view === 'students';
  const minimum = students ? history.settings.displayMinimum : 1;
  const stored = history.byCollege.get(college.id) ?? [];
  const rows = students ? studentRows(history, college.id) : stored;
  const you = options.student
    ? (() => {
        const best = bestSatScale(options.student);
        const gpa = options.student.gpaMilli;
        return { gpa: gpa === null ? null : gpa / 1000, score: best?.score ?? null, basis: best?.basis ?? null };
      })()
    : null;
  const studentsLikeYou = options.student ? similarStudents(history, college.id, options.student) : null;
  const hidden = (byRound: CollegeHistory['byRound'], round: ApplicationRound | null = null): CollegeHistory => ({
    collegeId: college.id,
    collegeName: college.name,
    shown: false,
    reason: 'too_few_applicants',
    message: historyHiddenMessage('too_few_applicants', minimum, { round }),
    applicants: null,
    decisions: null,
    points: [],
    strip: [],
    table: [],
    byRound,
    you,
    studentsLikeYou,
  });
  if (rows.length < minimum || rows.length === 0) return hidden([]);
  const byRound = visibleRounds(rows, minimum).map(({ round, total, admitted }) => ({ round, applicants: total, admitted }));
  const subset = options.round ? rows.filter((row) => row.round === options.round) : rows;
  if (subset.length < minimum || subset.length === 0) return hidden(byRound, options.round);

  const points: CollegeHistory['points'] = [];
  const strip: CollegeHistory['strip'] = [];
  for (const row of subset) {
    const best = bestSatScale(row);
    const gpa = roundGpa(row.gpaMilli);
    if (best) points.push({ gpa, score: snapScore(best.score), basis: best.basis, decision: row.decision, deferred: row.deferred });
    else strip.push({ gpa, decision: row.decision, deferred: row.deferred });
  }
  // Sorted, so nothing of the file's order (which a counselor may have sorted by anything) shows through.
  points.sort(
    (a, b) => a.gpa - b.gpa || a.score - b.score || a.decision.localeCompare(b.decision) || Number(a.deferred) - Number(b.deferred),
  );
  strip.sort((a, b) => a.gpa - b.gpa || a.decision.localeCompare(b.decision) || Number(a.deferred) - Number(b.deferred));
  const count = (decision: HistoryRow['decision']) => subset.filter((row) => row.decision === decision).length;
  return {
    collegeId: college.id,
    collegeName: college.name,
    shown: true,
    reason: null,
    message: null,
    applicants: subset.length,
    decisions: { admitted: count('admitted'), denied: count('denied'), waitlisted: count('waitlisted') },
    points,
    strip,
    table: table(subset),
    byRound,
    you,
    studentsLikeYou,
  };
}
