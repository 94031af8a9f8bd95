import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, Check, CloudOff, Loader2, PencilLine } from 'lucide-react';
import type { SaveState } from '../essay-save-queue.ts';

/** Where the text stands: Saving…, Saved, "Couldn't save, retrying" and the rest (a polite live region). */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useLingui();
  let icon;
  let text: string;
  let tone = 'text-slate-600';
  switch (state.status) {
    case 'saved':
      icon = <Check aria-hidden="true" className="size-4 text-emerald-600" />;
      // The text (el texto) is saved, not a college (Guardada): its own Spanish.
      text = t({ message: 'Saved', context: 'essay text' });
      break;
    case 'unsaved':
      icon = <PencilLine aria-hidden="true" className="size-4" />;
      text = t`Unsaved changes`;
      break;
    case 'saving':
      icon = <Loader2 aria-hidden="true" className="size-4 animate-spin" />;
      text = t`Saving…`;
      break;
    case 'retrying':
      icon = <CloudOff aria-hidden="true" className="size-4" />;
      text = t`Couldn't save, retrying`;
      tone = 'text-amber-800';
      break;
    case 'conflict':
      icon = <AlertTriangle aria-hidden="true" className="size-4" />;
      text = t`Not saved: this essay changed somewhere else`;
      tone = 'text-red-700';
      break;
    case 'error':
      icon = <AlertTriangle aria-hidden="true" className="size-4" />;
      {
        const reason = state.errorMessage ?? t`the server refused this change`;
        text = t`Couldn't save: ${reason}`;
      }
      tone = 'text-red-700';
      break;
  }
  return (
    <p role="status" className={`flex items-center gap-1.5 text-sm font-medium ${tone}`}>
      {icon}
      {text}
    </p>
  );
}
