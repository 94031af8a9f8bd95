import type { Kysely } from 'kysely';
import type {
  HistoryQuery,
  HistoryResponse,
  HistorySettings,
  HistorySummaryResponse,
  SimilarStudents,
  UpdateHistorySettingsBody,
} from '@campuspath/contract/admission-history';
import type { Database } from '../../db/schema.ts';
import { HISTORY_DISPLAY_MINIMUM } from '@campuspath/contract/admission-history-terms';
import { notFound } from '../../lib/errors.ts';
import { getProfile } from '../profile/profile.service.ts';
import { findStudentSchoolId } from '../high-schools/high-schools.store.ts';
import { HIGH_SCHOOL_NOT_FOUND, membershipOf, requireCounselorOf } from '../sharing/access.ts';
import { collegeView } from './college-view.ts';
import type { HistoryDeps } from './history-import.service.ts';
import { bumpHistoryVersion } from './history.store.ts';
import { loadSchoolHistory, type SchoolHistory } from './school-history.ts';
import { hiddenSimilar, historySource, similarStudents, type StudentScores } from './similar-summary.ts';
import { studentRows } from './student-rows.ts';

/**
 * Reading a high school's admission history: its counselors and its students, nobody
 * else (404, as for a school that does not exist: the authorization module decides). Students
 * get the students' view; counselors everything, or the students' view to preview it.
 */

/** The student's GPA (unweighted, in thousandths) and scores, from their own profile. */
export async function studentScores(db: Kysely<Database>, userId: string): Promise<StudentScores> {
  const profile = await getProfile({ db }, userId);
  return { gpaMilli: profile.gpa === null ? null : Math.round(profile.gpa * 1000), sat: profile.satTotal, act: profile.act };
}

export async function readHistory(deps: HistoryDeps, userId: string, highSchoolId: string, query: HistoryQuery): Promise<HistoryResponse> {
  const membership = await membershipOf(deps.db, userId, highSchoolId);
  if (!membership) throw notFound(HIGH_SCHOOL_NOT_FOUND);
  const view = membership === 'counselor' ? (query.view ?? 'all') : 'students';
  const [history, student] = await Promise.all([
    loadSchoolHistory(deps.db, highSchoolId),
    membership === 'student' ? studentScores(deps.db, userId) : Promise.resolve(null),
  ]);
  const colleges = [...new Set(query.college)].flatMap((id) => {
    const school = deps.catalog.find(String(id));
    return school && school.id === id ? [collegeView(history, school, { view, round: query.round ?? null, student })] : [];
  });
  return {
    highSchool: history.highSchool,
    displayMinimum: history.settings.displayMinimum,
    classYears: history.settings.classYears,
    view,
    round: query.round ?? null,
    sample: history.sample,
    sampleLeftOut: history.sampleLeftOut,
    source: historySource(history.highSchool.name, history.sample),
    colleges,
  };
}

/** Which colleges the history holds: every one for counselors, those students see for students. */
export async function historySummary(
  deps: HistoryDeps,
  userId: string,
  highSchoolId: string,
  asked: 'all' | 'students' | undefined,
): Promise<HistorySummaryResponse> {
  const membership = await membershipOf(deps.db, userId, highSchoolId);
  if (!membership) throw notFound(HIGH_SCHOOL_NOT_FOUND);
  const view = membership === 'counselor' ? (asked ?? 'all') : 'students';
  const history = await loadSchoolHistory(deps.db, highSchoolId);
  const { displayMinimum } = history.settings;
  const colleges = [...history.byCollege].flatMap(([collegeId, stored]) => {
    // What students see of the college (its rounds at the minimum or more): the same rows as every other view of theirs.
    const visible = studentRows(history, collegeId);
    const shownToStudents = visible.length >= displayMinimum;
    if (view === 'students' && !shownToStudents) return [];
    const rows = view === 'students' ? visible : stored;
    return [
      {
        collegeId,
        collegeName: deps.catalog.find(String(collegeId))?.name ?? `College ${collegeId}`,
        applicants: rows.length,
        admitted: rows.filter((row) => row.decision === 'admitted').length,
        shownToStudents,
      },
    ];
  });
  colleges.sort((a, b) => b.applicants - a.applicants || a.collegeName.localeCompare(b.collegeName));
  const years =
    view === 'all'
      ? history.classYears.map((classYear) => ({
          classYear,
          applicants: [...history.byCollege.values()].reduce(
            (sum, rows) => sum + rows.filter((row) => row.classYear === classYear).length,
            0,
          ),
        }))
      : [];
  return {
    highSchool: history.highSchool,
    view,
    applicants: colleges.reduce((sum, college) => sum + college.applicants, 0),
    classYears: years,
    colleges,
    sample: history.sample,
    sampleLeftOut: history.sampleLeftOut,
  };
}

function toSettings(history: SchoolHistory): HistorySettings {
  return {
    displayMinimum: history.settings.displayMinimum,
    classYears: history.settings.classYears,
    availableClassYears: history.classYears,
    updatedAt: history.settings.updatedAt,
  };
}

export async function getHistorySettings(deps: HistoryDeps, userId: string, highSchoolId: string): Promise<HistorySettings> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  return toSettings(await loadSchoolHistory(deps.db, highSchoolId));
}

/** A counselor raises (or lowers, never below 5) the minimum, or picks the class years students see. */
export async function updateHistorySettings(
  deps: HistoryDeps,
  userId: string,
  highSchoolId: string,
  body: UpdateHistorySettingsBody,
): Promise<HistorySettings> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const classYears =
    body.classYears === undefined || body.classYears === null ? body.classYears : [...body.classYears].sort((a, b) => a - b);
  await bumpHistoryVersion(deps.db, highSchoolId, deps.now(), { displayMinimum: body.displayMinimum, classYears });
  return toSettings(await loadSchoolHistory(deps.db, highSchoolId));
}

/**
 * "Your school's history" for a signed-in account across colleges (the fit, the recommendations
 * list, Compare): the student's school history and scores once, then `similarAt` per college.
 * Parents, counselors and students in no school get `no_high_school` everywhere.
 */
export interface StudentHistoryContext {
  /** Part of cache keys: changes when the school, its history or its settings change. */
  key: string;
  similarAt(collegeId: number): SimilarStudents;
  /** Colleges the school's history holds (to sort by without scoring every catalogue school). */
  collegeIds(): number[];
}

export async function studentHistoryContext(db: Kysely<Database>, userId: string): Promise<StudentHistoryContext> {
  const highSchoolId = await findStudentSchoolId(db, userId);
  if (!highSchoolId) {
    const none = hiddenSimilar(
      'no_high_school',
      HISTORY_DISPLAY_MINIMUM,
      'Your high school’s admission history, once you join your school.',
    );
    return { key: 'none', similarAt: () => none, collegeIds: () => [] };
  }
  const [history, scores] = await Promise.all([loadSchoolHistory(db, highSchoolId), studentScores(db, userId)]);
  const cache = new Map<number, SimilarStudents>();
  return {
    key: `${highSchoolId}:${history.settings.version}`,
    similarAt: (collegeId) => {
      let answer = cache.get(collegeId);
      if (!answer) {
        answer = similarStudents(history, collegeId, scores);
        cache.set(collegeId, answer);
      }
      return answer;
    },
    collegeIds: () => [...history.byCollege.keys()],
  };
}
