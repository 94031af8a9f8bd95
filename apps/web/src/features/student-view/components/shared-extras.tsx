import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Document } from '@campuspath/contract/documents';
import type { EssaySummary } from '@campuspath/contract/essays';
import type { Letter } from '@campuspath/contract/letters';
import type { Note } from '@campuspath/contract/notes';
import { Link } from 'react-router';
import { NotesThread } from '../../../components/ui/notes-thread.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { numberFormat } from '../../../lib/number-format.ts';
import { DOCUMENT_TYPE_NAMES, ESSAY_STATUS_NAMES, LETTER_STATUS_NAMES } from '../../../lib/plan-terms.ts';
import { NoteComposer } from './lazy-note-composer.tsx';

const listClass = 'mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white';
const headingClass = 'text-xl font-semibold text-slate-900';

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
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="plan-essays">
      <h2 id="plan-essays" className={headingClass}>
        <Trans>Essays</Trans>
      </h2>
      {essays.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No essays yet.</Trans>
        </p>
      ) : (
        <ul className={listClass}>
          {essays.map((essay) => {
            const thread = notes.filter((note) => note.targetKind === 'essay' && note.targetId === essay.id);
            const title = essay.title;
            const about = t`the essay ${title}`;
            return (
              <li key={essay.id} className="space-y-3 px-4 py-3 text-sm">
                <div>
                  <p className="break-words font-medium text-slate-900">
                    <Link
                      to={paths.studentEssay.getHref(studentId, essay.id)}
                      className="text-indigo-700 underline-offset-2 hover:underline"
                    >
                      {essay.title}
                      <span className="sr-only">
                        {' '}
                        <Trans>(read the essay)</Trans>
                      </span>
                    </Link>
                  </p>
                  <p className="text-slate-600">
                    {i18n._(ESSAY_STATUS_NAMES[essay.status])} · <EssayLength words={essay.wordCount} limit={essay.maxWords} />
                    {essay.dueDate ? <EssayDue day={essay.dueDate} /> : null}
                  </p>
                </div>
                <NotesThread notes={thread} label={t`Notes`} about={about} />
                {canNote ? <NoteComposer studentId={studentId} target={{ targetKind: 'essay', targetId: essay.id }} about={about} /> : null}
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
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="plan-documents">
      <h2 id="plan-documents" className={headingClass}>
        <Trans>Documents</Trans>
      </h2>
      {documents.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No documents yet.</Trans>
        </p>
      ) : (
        <ul className={listClass}>
          {documents.map((document) => (
            <li key={document.id} className="px-4 py-3 text-sm">
              <span className="break-words font-medium text-slate-900">{document.name}</span>{' '}
              <span className="text-slate-600">· {i18n._(DOCUMENT_TYPE_NAMES[document.type])}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Letters of recommendation, when shared: who writes each, its status and due date. */
export function SharedLetters({ letters }: { letters: Letter[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="plan-letters">
      <h2 id="plan-letters" className={headingClass}>
        <Trans>Letters of recommendation</Trans>
      </h2>
      {letters.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No letters yet.</Trans>
        </p>
      ) : (
        <ul className={listClass}>
          {letters.map((letter) => (
            <li key={letter.id} className="px-4 py-3 text-sm">
              <p className="break-words font-medium text-slate-900">
                {letter.recommenderName}
                {letter.recommenderTitle ? `, ${letter.recommenderTitle}` : ''}
              </p>
              <p className="text-slate-600">
                {i18n._(LETTER_STATUS_NAMES[letter.status])}
                {letter.dueDate ? <EssayDue day={letter.dueDate} /> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An essay's length against its limit, counted in the page's language ("420 of 650 words"). */
export function EssayLength({ words, limit }: { words: number; limit: number | null }) {
  const { t } = useLingui();
  const count = numberFormat().format(words);
  if (limit) {
    const max = numberFormat().format(limit);
    return <>{t`${count} of ${max} words`}</>;
  }
  return <>{t`${plural(words, { one: '# word', other: `${count} words` })}`}</>;
}

/** " · Due Nov 1, 2026" after a status. */
function EssayDue({ day }: { day: string }) {
  const { t } = useLingui();
  const due = formatDay(day);
  return <>{` · ${t`Due ${due}`}`}</>;
}
