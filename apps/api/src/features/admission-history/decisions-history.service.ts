import type { DecisionRow, DecisionsPreview, ImportDecisionsResponse } from '@campuspath/contract/admission-history-decisions';
import {
  DECISIONS_CHANGED_MESSAGE,
  DECISIONS_LEFT_OUT_LABELS,
  DECISIONS_NOT_IMPORTABLE_MESSAGE,
  NO_DECISIONS_MESSAGE,
  decisionsClassYear,
  decisionsSeason,
  decisionsSource,
  decisionsTooManyMessage,
  type DecisionsLeftOutReason,
} from '@campuspath/contract/admission-history-decisions-terms';
import { HISTORY_MAX_ROWS, type HistoryDecision } from '@campuspath/contract/admission-history-terms';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import type { ApplicationRound, ApplicationStatus } from '@campuspath/contract/applications-terms';
import { HttpError, refuseField } from '../../lib/errors.ts';
import { listSharingStudents } from '../../read-models/caseload-students.ts';
import { listApplicationOutcomesOf } from '../applications/applications.store.ts';
import { listProfileRows } from '../profile/profile.store.ts';
import { requireCounselorOf } from '../sharing/access.ts';
import { readScopes } from '../sharing/share-scopes.ts';
import { historyCsv } from './history-csv.ts';
import { checkHistoryFile } from './history-file-check.ts';
import { storeImport, toImports, type HistoryDeps } from './history-import.service.ts';
import { contentHash, rowKey, type HistoryRow } from './history-row.ts';
import { findImportByHash } from './history.store.ts';

/**
 * Next year's history from this year's decisions (docs/admission-history.md): the rows a counselor
 * reviews, then imports. Only students of the school who switched on the `history` consent on
 * their school share are ever read; the others are filtered out before anything is counted, so
 * no figure of the preview, the import or the history depends on them. Of those, only the ones who
 * also share their colleges and profile with the counselors give rows: the counselors already see
 * those, so a row tells them nothing the student did not choose to show them.
 *
 * A final decision is a row: accepted (admitted), rejected (denied), waitlisted; deferred first
 * when the application was deferred before (`was_deferred`). Still submitted or deferred, or
 * withdrawn: no final decision to record. The GPA and scores are the profile's when the rows are
 * built (an applicant without a GPA is left out: the history places everyone by GPA).
 */

const FINAL: Partial<Record<ApplicationStatus, HistoryDecision>> = { accepted: 'admitted', rejected: 'denied', waitlisted: 'waitlisted' };

interface BuiltRows {
  classYear: number;
  rows: HistoryRow[];
  consented: number;
  included: number;
  leftOut: Map<DecisionsLeftOutReason, number>;
}

async function buildRows(deps: HistoryDeps, highSchoolId: string, classYear: number): Promise<BuiltRows> {
  if (classYear > currentEntryYear(deps.now())) {
    throw refuseField(
      'classYear',
      `The class of ${classYear} has not applied yet: choose the class of ${currentEntryYear(deps.now())} or earlier`,
    );
  }
  const leftOut = new Map<DecisionsLeftOutReason, number>();
  const leave = (reason: DecisionsLeftOutReason) => leftOut.set(reason, (leftOut.get(reason) ?? 0) + 1);
  const consenting = (await listSharingStudents(deps.db, highSchoolId)).filter(
    (student) => student.graduation_year === classYear && readScopes(student.scopes).history,
  );
  // Rows are built from what the student shares with these counselors, the applications (colleges)
  // and the GPA and scores (profile): a student who switched either off is read no further.
  const sharing = consenting.filter((student) => {
    const scopes = readScopes(student.scopes);
    if (scopes.colleges && scopes.profile) return true;
    leave('not_sharing_plan');
    return false;
  });
  const ids = sharing.map((student) => student.id);
  const [applications, profiles] = await Promise.all([
    listApplicationOutcomesOf(deps.db, ids, Object.keys(FINAL)),
    listProfileRows(deps.db, ids),
  ]);
  const profileOf = new Map(profiles.map((profile) => [profile.user_id, profile]));
  const rows: HistoryRow[] = [];
  const included = new Set<string>();
  for (const student of sharing) {
    const decided = applications.filter((application) => application.user_id === student.id);
    // The history reads colleges by the catalogue's UNITID; one it no longer lists cannot be placed.
    const placed = decided.filter((application) => deps.catalog.find(String(application.school_id)) !== null);
    const profile = profileOf.get(student.id);
    if (decided.length === 0) leave('no_final_decision');
    else if (profile?.gpa == null) leave('no_gpa');
    else {
      if (placed.length < decided.length) leave('college_not_in_catalogue');
      if (placed.length > 0) included.add(student.id);
      for (const application of placed) {
        rows.push({
          line: 0,
          classYear,
          collegeId: application.school_id,
          round: application.round as ApplicationRound,
          decision: FINAL[application.status as ApplicationStatus]!,
          deferred: Number(application.was_deferred) === 1,
          gpaMilli: Math.round(profile.gpa * 1000),
          sat: profile.sat_total,
          act: profile.act,
          majorFamily: null,
        });
      }
    }
  }
  if (rows.length > HISTORY_MAX_ROWS) {
    throw refuseField('classYear', decisionsTooManyMessage(classYear, rows.length, HISTORY_MAX_ROWS));
  }
  // The order of students in the database says nothing once the rows are sorted by their values.
  rows.sort((a, b) => (rowKey(a) < rowKey(b) ? -1 : rowKey(a) > rowKey(b) ? 1 : 0));
  rows.forEach((row, index) => (row.line = index + 2));
  return { classYear, rows, consented: consenting.length, included: included.size, leftOut };
}

function toDecisionRow(deps: HistoryDeps, row: HistoryRow): DecisionRow {
  return {
    collegeId: row.collegeId,
    collegeName: deps.catalog.find(String(row.collegeId))?.name ?? `UNITID ${row.collegeId}`,
    round: row.round!,
    decision: row.decision,
    deferred: row.deferred,
    gpa: row.gpaMilli / 1000,
    sat: row.sat,
    act: row.act,
  };
}

/** GET …/admission-history/decisions: the rows this class's consenting students give, for review. */
export async function previewDecisions(
  deps: HistoryDeps,
  userId: string,
  highSchoolId: string,
  classYear?: number,
): Promise<DecisionsPreview> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const built = await buildRows(deps, highSchoolId, classYear ?? decisionsClassYear(deps.now()));
  const fingerprint = contentHash(built.rows);
  const existing = built.rows.length > 0 ? await findImportByHash(deps.db, highSchoolId, fingerprint) : undefined;
  return {
    classYear: built.classYear,
    season: decisionsSeason(built.classYear),
    source: decisionsSource(built.classYear),
    students: { consented: built.consented, included: built.included },
    leftOut: [...built.leftOut].map(([reason, students]) => ({ reason, students, label: DECISIONS_LEFT_OUT_LABELS[reason] })),
    // By college name to read; the values' order within (the fingerprint is of the rows, in any order).
    rows: built.rows.map((row) => toDecisionRow(deps, row)).sort((a, b) => a.collegeName.localeCompare(b.collegeName)),
    fingerprint,
    alreadyImported: existing ? (await toImports(deps.db, [existing]))[0]! : null,
  };
}

/**
 * POST …/admission-history/decisions: the rows reviewed, imported whole through the CSV import's
 * own check and store (a file of them is read back exactly as a counselor's file would be), or
 * refused when they changed since the review. The same rows again answer the earlier import.
 */
export async function importDecisions(
  deps: HistoryDeps,
  userId: string,
  highSchoolId: string,
  body: { classYear: number; fingerprint: string },
): Promise<{ created: boolean; response: ImportDecisionsResponse }> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const built = await buildRows(deps, highSchoolId, body.classYear);
  if (built.rows.length === 0) throw new HttpError(409, 'nothing_to_import', NO_DECISIONS_MESSAGE);
  if (contentHash(built.rows) !== body.fingerprint) throw new HttpError(409, 'decisions_changed', DECISIONS_CHANGED_MESSAGE);
  const file = new TextEncoder().encode(historyCsv(deps.catalog, built.rows));
  const checked = await checkHistoryFile(deps.catalog, file, deps.now());
  // Rows of colleges the catalogue lists, within the row limit, pass the file's checks; should a
  // student's data still break one of the history's rules, the counselor is told which, not sent a 500.
  if (checked.report.problemCount > 0) {
    const first = checked.report.problems[0];
    const row = built.rows.find((candidate) => candidate.line === first?.row);
    const where = row ? `${toDecisionRow(deps, row).collegeName}: ` : '';
    throw new HttpError(409, 'decisions_not_importable', `${DECISIONS_NOT_IMPORTABLE_MESSAGE} ${where}${first?.problem ?? ''}`.trim());
  }
  const stored = await storeImport(deps, userId, highSchoolId, {
    fileName: decisionsSource(body.classYear),
    rows: checked.rows,
    sample: false,
  });
  return { created: stored.created, response: { import: stored.import, alreadyImported: !stored.created } };
}
