import { Trans, useLingui } from '@lingui/react/macro';
import type { Essay } from '@campuspath/contract/essays';
import { NotesThread } from '../../../components/ui/notes-thread.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate, formatDay } from '../../../lib/format-date.ts';
import { ESSAY_STATUS_NAMES } from '../../../lib/plan-terms.ts';
import { useStudentNotes } from '../api/get-student-notes.ts';
import { NoteComposer } from './lazy-note-composer.tsx';
import { SharedEssayVersions } from './shared-essay-versions.tsx';
import { EssayLength } from './shared-extras.tsx';

/**
 * A shared essay as a parent or counselor reads it: the current text (read-only, never an editor),
 * its saved versions, and beside them the notes thread the student sees next to their editor; a
 * counselor of the student's school leaves a note there.
 */
export function SharedEssayReader({ studentId, essay, canNote }: { studentId: string; essay: Essay; canNote: boolean }) {
  const notes = useStudentNotes(studentId, true);
  const thread = (notes.data?.notes ?? []).filter((note) => note.targetKind === 'essay' && note.targetId === essay.id);
  const { t, i18n } = useLingui();
  const title = essay.title;
  const about = t`the essay ${title}`;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-8">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-700">
            <Trans>Status</Trans>
          </dt>
          <dd className="text-slate-900">{i18n._(ESSAY_STATUS_NAMES[essay.status])}</dd>
          <dt className="font-medium text-slate-700">
            <Trans>Length</Trans>
          </dt>
          <dd className="text-slate-900">
            <EssayLength words={essay.wordCount} limit={essay.maxWords} />
          </dd>
          <dt className="font-medium text-slate-700">
            <Trans>Due</Trans>
          </dt>
          <dd className="text-slate-900">{essay.dueDate ? formatDay(essay.dueDate) : t`No due date`}</dd>
          <dt className="font-medium text-slate-700">
            <Trans>For</Trans>
          </dt>
          <dd className="text-slate-900">
            {essay.applications.length === 0
              ? t`No application linked`
              : essay.applications.map((application) => application.schoolName).join(', ')}
          </dd>
          <dt className="font-medium text-slate-700">
            <Trans>Last edited</Trans>
          </dt>
          <dd className="text-slate-900">{formatDate(essay.updatedAt)}</dd>
        </dl>
        {essay.prompt ? (
          <section aria-labelledby="essay-prompt">
            <h2 id="essay-prompt" className="text-lg font-semibold text-slate-900">
              <Trans>Prompt</Trans>
            </h2>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-700">{essay.prompt}</p>
          </section>
        ) : null}
        <section aria-labelledby="essay-text">
          <h2 id="essay-text" className="text-lg font-semibold text-slate-900">
            <Trans>Current text</Trans>
          </h2>
          <div className="mt-2 whitespace-pre-wrap break-words rounded-2xl border border-slate-200 bg-white p-5 leading-relaxed text-slate-800">
            {essay.body || (
              <span className="text-slate-500">
                <Trans>Nothing written yet.</Trans>
              </span>
            )}
          </div>
        </section>
        <SharedEssayVersions studentId={studentId} essayId={essay.id} />
      </div>
      <aside aria-label={t`Notes on this essay`} className="space-y-4 lg:sticky lg:top-4 lg:self-start">
        {notes.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : thread.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No notes on this essay yet.</Trans>
          </p>
        ) : (
          <NotesThread notes={thread} label={t`Notes`} />
        )}
        {canNote ? <NoteComposer studentId={studentId} target={{ targetKind: 'essay', targetId: essay.id }} about={about} /> : null}
      </aside>
    </div>
  );
}
