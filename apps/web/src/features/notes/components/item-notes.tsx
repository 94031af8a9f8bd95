import { NotesThread } from '../../../components/ui/notes-thread.tsx';
import { useNotes } from '../api/get-notes.ts';

/** The counselors' notes on my application or essay, when there are any (nothing shows otherwise). */
export function ItemNotes({ targetKind, id }: { targetKind: 'application' | 'essay'; id: string }) {
  const notes = useNotes(targetKind, id);
  if (!notes.data?.notes.length) return null;
  return <NotesThread notes={notes.data.notes} />;
}
