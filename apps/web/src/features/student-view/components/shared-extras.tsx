import { DOCUMENT_TYPE_LABELS } from '@campuspath/contract/documents-terms';
import type { Document } from '@campuspath/contract/documents';
import type { EssaySummary } from '@campuspath/contract/essays';
import { ESSAY_STATUS_LABELS } from '@campuspath/contract/essays-terms';
import type { Letter } from '@campuspath/contract/letters';
import { LETTER_STATUS_LABELS } from '@campuspath/contract/letters-terms';
import type { Note } from '@campuspath/contract/notes';
import { Link } from 'react-router';
import { NotesThread } from '../../../components/ui/notes-thread.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { NoteComposer } from './lazy-note-composer.tsx';

const list = 'mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white';
const heading = 'text-xl font-semibold text-slate-900';

/** Essays, when shared: title (a link to the text and saved versions), status, length and due date, with the notes thread and (for a counselor) a note. */
export function SharedEssays({
  studentId,
  essays,
  notes,
  canNote,
}: {
  studentId: string;
  essays: EssaySummary[];
  notes: readonly Note[];
  canNote: boolean;
}) {
  return (
    <section aria-labelledby="plan-essays">
      <h2 id="plan-essays" className={heading}>
        Essays
      </h2>
      {essays.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No essays yet.</p>
      ) : (
        <ul className={list}>
          {essays.map((essay) => {
            const thread = notes.filter((note) => note.targetKind === 'essay' && note.targetId === essay.id);
            return (
              <li key={essay.id} className="space-y-3 px-4 py-3 text-sm">
                <div>
                  <p className="break-words font-medium text-slate-900">
                    <Link
                      to={paths.studentEssay.getHref(studentId, essay.id)}
                      className="text-indigo-700 underline-offset-2 hover:underline"
                    >
                      {essay.title}
                      <span className="sr-only"> (read the essay)</span>
                    </Link>
                  </p>
                  <p className="text-slate-600">
                    {ESSAY_STATUS_LABELS[essay.status]} · {essay.wordCount}
                    {essay.maxWords ? ` of ${essay.maxWords}` : ''} words{essay.dueDate ? ` · Due ${formatDay(essay.dueDate)}` : ''}
                  </p>
                </div>
                <NotesThread notes={thread} label="Notes" about={`the essay ${essay.title}`} />
                {canNote ? (
                  <NoteComposer
                    studentId={studentId}
                    target={{ targetKind: 'essay', targetId: essay.id }}
                    about={`the essay ${essay.title}`}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Documents, when shared: names and types (the files themselves stay with the student). */
export function SharedDocuments({ documents }: { documents: Document[] }) {
  return (
    <section aria-labelledby="plan-documents">
      <h2 id="plan-documents" className={heading}>
        Documents
      </h2>
      {documents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No documents yet.</p>
      ) : (
        <ul className={list}>
          {documents.map((document) => (
            <li key={document.id} className="px-4 py-3 text-sm">
              <span className="break-words font-medium text-slate-900">{document.name}</span>{' '}
              <span className="text-slate-600">· {DOCUMENT_TYPE_LABELS[document.type]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Letters of recommendation, when shared: who writes each, its status and due date. */
export function SharedLetters({ letters }: { letters: Letter[] }) {
  return (
    <section aria-labelledby="plan-letters">
      <h2 id="plan-letters" className={heading}>
        Letters of recommendation
      </h2>
      {letters.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No letters yet.</p>
      ) : (
        <ul className={list}>
          {letters.map((letter) => (
            <li key={letter.id} className="px-4 py-3 text-sm">
              <p className="break-words font-medium text-slate-900">
                {letter.recommenderName}
                {letter.recommenderTitle ? `, ${letter.recommenderTitle}` : ''}
              </p>
              <p className="text-slate-600">
                {LETTER_STATUS_LABELS[letter.status]}
                {letter.dueDate ? ` · Due ${formatDay(letter.dueDate)}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
