import { useLingui } from '@lingui/react/macro';
import { MessageSquare } from 'lucide-react';
import type { Note } from '@campuspath/contract/notes';
import { formatDate } from '../../lib/format-date.ts';

/**
 * A counselor's notes on an application or essay, oldest first as a thread reads: who
 * wrote each, when, and what (as text, never markup). The student reads it on their own pages;
 * parents and counselors on the student's plan.
 */
export function NotesThread({
  notes,
  label,
  about,
}: {
  notes: readonly Note[];
  label?: string;
  /** What the notes are on, when a page holds several threads: each region then has its own name ("Notes on Yale, Early Decision"). */
  about?: string;
}) {
  const { t } = useLingui();
  if (notes.length === 0) return null;
  const title = label ?? t`Notes from your counselor`;
  return (
    <section aria-label={about ? t`${title} on ${about}` : title} className="rounded-xl border border-indigo-100 bg-indigo-50/60 p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <MessageSquare aria-hidden="true" className="size-4 text-indigo-600" />
        {title}
      </h3>
      <ol className="mt-3 space-y-3">
        {notes.map((note) => (
          <li key={note.id} className="rounded-lg bg-white px-3 py-2 text-sm shadow-sm">
            <p className="text-xs text-slate-600">
              <span className="font-semibold text-slate-800">{note.authorName}</span> · {formatDate(note.createdAt, 'short')}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">{note.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
