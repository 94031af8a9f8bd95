import type { Kysely } from 'kysely';
import type { Document } from '@campuspath/contract/documents';
import type { Essay, EssaySummary, EssayVersionResponse, EssayVersionSummary } from '@campuspath/contract/essays';
import type { Letter } from '@campuspath/contract/letters';
import type { Application, CounselorReplyDeadlineInput } from '@campuspath/contract/applications';
import type { StudentPlanResponse, ViewableStudentListResponse } from '@campuspath/contract/sharing';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { listApplications } from '../applications/applications.service.ts';
import { recordReplyDeadline } from '../applications/counselor-reply-deadline.ts';
import { listDocuments } from '../documents/documents.service.ts';
import { listEssays, requireEssay } from '../essays/essays.service.ts';
import { listEssayVersions, requireEssayVersion } from '../essays/essay-versions.service.ts';
import { listLetters } from '../letters/letters.service.ts';
import { getProfile } from '../profile/profile.service.ts';
import { listSavedSchools } from '../saved-schools/saved-schools.service.ts';
import type { CreateNoteBody, Note } from '@campuspath/contract/notes';
import type { Task } from '@campuspath/contract/tasks';
import { addNote, listVisibleNotes, NOTE_SCOPES } from '../notes/notes.service.ts';
import { listViewableStudents, requireCounselorOfStudent, viewableStudent } from '../sharing/access.ts';
import { formerStudents, stoppedSharingError } from '../sharing/share-choices.ts';
import { HttpError } from '../../lib/errors.ts';
import { createTask, listTasks, type CreateTaskInput } from '../tasks/tasks.service.ts';

/**
 * What a parent or counselor reads of a student, read-only and within what the
 * student shares: every read asks access.ts first (404 when not shared), then uses the same
 * service the student's own page uses, so a viewer sees exactly what the student sees.
 */
export interface StudentsDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  storage: FileStorage;
  now: () => Date;
}

/** The students the viewer may see, and (parents) those who stopped sharing with them. */
export async function listStudents(deps: StudentsDeps, viewerId: string): Promise<ViewableStudentListResponse> {
  const [students, stoppedSharing] = await Promise.all([listViewableStudents(deps.db, viewerId), formerStudents(deps.db, viewerId)]);
  return { students, stoppedSharing };
}

/** The plan: saved colleges and applications, profile, costs, tasks, each only while its scope is on. */
export async function studentPlan(deps: StudentsDeps, viewerId: string, studentId: string): Promise<StudentPlanResponse> {
  const student = await viewableStudent(deps.db, viewerId, studentId, null, deps.now()).catch(async (error: unknown) => {
    // A parent the student stopped sharing with is told so; anyone else gets the usual not-found answer.
    if (error instanceof HttpError && error.statusCode === 404) throw (await stoppedSharingError(deps.db, viewerId, studentId)) ?? error;
    throw error;
  });
  const { scopes } = student;
  const [saved, applications, profile, tasks] = await Promise.all([
    scopes.colleges ? listSavedSchools(deps, studentId) : null,
    scopes.colleges ? listApplications(deps, studentId) : null,
    scopes.profile || scopes.costs ? getProfile(deps, studentId) : null,
    scopes.tasks ? listTasks(deps, studentId) : null,
  ]);
  const plan: StudentPlanResponse = { student };
  if (saved) plan.savedSchools = saved.results;
  if (applications) plan.applications = applications;
  if (profile && scopes.profile) {
    const { incomeBand: _incomeBand, homeState: _homeState, ...academic } = profile;
    // The budget preference is a cost too: shown only with costs.
    plan.profile = scopes.costs ? academic : { ...academic, preferences: { ...academic.preferences, budget: null } };
  }
  if (profile && scopes.costs) plan.costs = { incomeBand: profile.incomeBand, homeState: profile.homeState };
  if (tasks) plan.tasks = tasks;
  return plan;
}

export async function studentEssays(deps: StudentsDeps, viewerId: string, studentId: string): Promise<EssaySummary[]> {
  await viewableStudent(deps.db, viewerId, studentId, 'essays', deps.now());
  return listEssays(deps, studentId);
}

/** One essay with its current text, read-only, for a viewer the student shares essays with. */
export async function studentEssay(deps: StudentsDeps, viewerId: string, studentId: string, essayId: string): Promise<Essay> {
  await viewableStudent(deps.db, viewerId, studentId, 'essays', deps.now());
  return requireEssay(deps, studentId, essayId);
}

/** The essay's saved copies, newest first, for a viewer the student shares essays with. */
export async function studentEssayVersions(
  deps: StudentsDeps,
  viewerId: string,
  studentId: string,
  essayId: string,
): Promise<EssayVersionSummary[]> {
  await viewableStudent(deps.db, viewerId, studentId, 'essays', deps.now());
  return listEssayVersions(deps, studentId, essayId);
}

/** One saved copy's full text, for a viewer the student shares essays with (never restorable by them). */
export async function studentEssayVersion(
  deps: StudentsDeps,
  viewerId: string,
  ids: { studentId: string; essayId: string; versionId: string },
): Promise<EssayVersionResponse['version']> {
  await viewableStudent(deps.db, viewerId, ids.studentId, 'essays', deps.now());
  return requireEssayVersion(deps, ids.studentId, ids.essayId, ids.versionId);
}

export async function studentDocuments(deps: StudentsDeps, viewerId: string, studentId: string): Promise<Document[]> {
  await viewableStudent(deps.db, viewerId, studentId, 'documents', deps.now());
  return listDocuments(deps, studentId);
}

export async function studentLetters(deps: StudentsDeps, viewerId: string, studentId: string): Promise<Letter[]> {
  await viewableStudent(deps.db, viewerId, studentId, 'letters', deps.now());
  return listLetters(deps, studentId);
}

/** A counselor adds a task to the student's list ("From Ms. Rivera"); needs the tasks scope. */
export async function assignTask(deps: StudentsDeps, counselorId: string, studentId: string, input: CreateTaskInput): Promise<Task> {
  const counselor = await requireCounselorOfStudent(deps.db, counselorId, studentId, 'tasks', deps.now());
  // The student completes it; a counselor's task never arrives already done.
  return createTask(deps, studentId, { ...input, completed: false }, counselor);
}

/** A counselor's note on an application (needs saved colleges and applications) or an essay (needs essays). */
export async function noteOnStudent(
  deps: StudentsDeps,
  counselorId: string,
  studentId: string,
  input: Required<CreateNoteBody>,
): Promise<Note> {
  const counselor = await requireCounselorOfStudent(deps.db, counselorId, studentId, NOTE_SCOPES[input.targetKind], deps.now());
  return addNote(deps, counselor, studentId, input, deps.now());
}

/** The notes on the student's items that the viewer's scopes show. */
export async function studentNotes(deps: StudentsDeps, viewerId: string, studentId: string): Promise<Note[]> {
  const student = await viewableStudent(deps.db, viewerId, studentId, null, deps.now());
  return listVisibleNotes(deps, studentId, student.scopes);
}

/**
 * A counselor records the college's reply and deposit date of the student's accepted application
 * (needs saved colleges and applications, like a note on one); the student, their parents and
 * counselors see it as recorded by them. Parents and students get 403: a parent reads the plan.
 */
export async function recordStudentReplyDeadline(
  deps: StudentsDeps,
  counselorId: string,
  ids: { studentId: string; applicationId: string },
  input: CounselorReplyDeadlineInput,
): Promise<Application> {
  const counselor = await requireCounselorOfStudent(deps.db, counselorId, ids.studentId, 'colleges', deps.now());
  return recordReplyDeadline(deps, ids.studentId, ids.applicationId, input, counselor.name);
}
