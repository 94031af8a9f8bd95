import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import type { StudentPlanResponse } from '@campuspath/contract/sharing';
import { PLAN_SCOPES } from '@campuspath/contract/sharing-terms';
import { PLAN_SCOPE_NAMES } from '../../../lib/plan-terms.ts';
import { useStudentDocuments } from '../api/get-student-documents.ts';
import { useStudentEssays } from '../api/get-student-essays.ts';
import { useStudentLetters } from '../api/get-student-letters.ts';
import { useStudentNotes } from '../api/get-student-notes.ts';
import { PlanColleges, type OwnPrices } from './plan-colleges.tsx';
import { PlanProfile } from './plan-profile.tsx';
import { PlanTasks } from './plan-tasks.tsx';
import { PlanTimeline } from './plan-timeline.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SharedDocuments, SharedEssays, SharedLetters } from './shared-extras.tsx';

// A counselor's task form is its own chunk (react-hook-form, about 15 KB gzipped): the plan is what
// the page is opened for, and it shows without waiting for the form (e2e/js-budget.spec.ts).
const CounselorTaskForm = lazy(() => import('./counselor-task-form.tsx').then((module) => ({ default: module.CounselorTaskForm })));

/**
 * A student's plan as a parent or counselor sees it: only the parts the student shares
 * with them, read-only; a counselor may add a task (with the tasks scope) and leave notes on
 * applications and essays. What is not shared is named, so an absent part never reads as empty.
 */
export function StudentPlanView({
  plan,
  viewerName,
  ownPrices,
}: {
  plan: StudentPlanResponse;
  viewerName: string;
  /** A parent's own income band and its selector, for net prices when the student does not share costs (composed by the page). */
  ownPrices?: OwnPrices;
}) {
  const { i18n } = useLingui();
  const { student } = plan;
  const { scopes } = student;
  const counselor = student.via === 'counselors';
  const essays = useStudentEssays(student.id, scopes.essays);
  const documents = useStudentDocuments(student.id, scopes.documents);
  const letters = useStudentLetters(student.id, scopes.letters);
  const notes = useStudentNotes(student.id, scopes.colleges || scopes.essays);
  const noteList = notes.data?.notes ?? [];
  const hidden = PLAN_SCOPES.filter((scope) => !scopes[scope]).map((scope) => i18n._(PLAN_SCOPE_NAMES[scope]));
  const hiddenList = hidden.join(', ');
  const name = student.name;
  return (
    <div className="space-y-10">
      {hidden.length ? (
        <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="not-shared">
          <Trans>Not shared with you: {hiddenList}.</Trans>
        </p>
      ) : null}
      {student.sample ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="sample-student">
          <Trans>{name} is a sample student of the demo: every item of this plan is made up and marked “Sample”.</Trans>
        </p>
      ) : null}
      <PlanTimeline
        applications={plan.applications}
        tasks={plan.tasks}
        essays={essays.data?.essays}
        letters={letters.data?.letters}
        sample={student.sample}
      />
      {plan.savedSchools && plan.applications ? (
        <PlanColleges
          studentId={student.id}
          savedSchools={plan.savedSchools}
          applications={plan.applications}
          costs={plan.costs}
          ownPrices={ownPrices}
          studentName={student.name}
          notes={noteList}
          canNote={counselor}
          sample={student.sample}
        />
      ) : null}
      {plan.tasks ? <PlanTasks tasks={plan.tasks} sample={student.sample} /> : null}
      {counselor && scopes.tasks ? (
        <section aria-labelledby="add-task" className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="add-task" className="text-xl font-semibold text-slate-900">
            <Trans>Add a task for {name}</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>They can complete or dismiss it, not change it.</Trans>
          </p>
          <div className="mt-4">
            <Suspense fallback={<Skeleton className="h-[19.5rem]" />}>
              <CounselorTaskForm studentId={student.id} studentName={student.name} counselorName={viewerName} />
            </Suspense>
          </div>
        </section>
      ) : null}
      {plan.profile ? <PlanProfile profile={plan.profile} /> : null}
      {essays.data ? <SharedEssays studentId={student.id} essays={essays.data.essays} notes={noteList} canNote={counselor} /> : null}
      {documents.data ? <SharedDocuments documents={documents.data.documents} /> : null}
      {letters.data ? <SharedLetters letters={letters.data.letters} /> : null}
    </div>
  );
}
