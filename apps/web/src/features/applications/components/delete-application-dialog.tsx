import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Application } from '@campuspath/contract/applications';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useDeleteApplication, type LinkedItemsChoice } from '../api/delete-application.ts';

// buttonClass has no danger variant; its colour classes cannot be overridden reliably, so these are written out.
const DANGER_BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const DANGER = `${DANGER_BASE} bg-rose-700 text-white hover:bg-rose-800`;
const DANGER_OUTLINE = `${DANGER_BASE} border border-rose-300 bg-white text-rose-800 hover:bg-rose-50`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Delete an application after a confirmation that asks what happens to its linked essays and documents. */
export function DeleteApplicationDialog({ application, schoolName }: { application: Application; schoolName: string }) {
  const navigate = useNavigate();
  const remove = useDeleteApplication(application.id);
  const [open, setOpen] = useState(false);
  const [linked, setLinked] = useState<LinkedItemsChoice>('keep');
  const [error, setError] = useState<string | null>(null);
  const choiceName = useId();

  const confirm = () => {
    setError(null);
    remove.mutate(linked, {
      onSuccess: () => {
        setOpen(false);
        void navigate(paths.applications.getHref(), { replace: true });
      },
      onError: (failure) =>
        setError(failure instanceof ApiRequestError ? failure.message : 'The application was not deleted. Please try again.'),
    });
  };

  const choices: { value: LinkedItemsChoice; label: string }[] = [
    { value: 'keep', label: 'Keep linked essays and documents (unlink them)' },
    { value: 'delete', label: 'Delete them too' },
  ];

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (remove.isPending ? undefined : setOpen(next))}>
      <AlertDialog.Trigger className={DANGER_OUTLINE}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete application
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete this application?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            Your {schoolName} application, its checklist and notes will be deleted. It has{' '}
            {plural(application.linkedEssays, 'linked essay')} and {plural(application.linkedDocuments, 'linked document')}.
          </AlertDialog.Description>
          <fieldset className="mt-4 space-y-2">
            <legend className="text-sm font-medium text-slate-900">Linked essays and documents</legend>
            {choices.map((choice) => (
              <label
                key={choice.value}
                className="flex items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-checked:border-indigo-500 has-checked:bg-indigo-50"
              >
                <input
                  type="radio"
                  name={choiceName}
                  value={choice.value}
                  checked={linked === choice.value}
                  onChange={() => setLinked(choice.value)}
                  className="mt-0.5 accent-indigo-600"
                />
                {choice.label}
              </label>
            ))}
            <p className="text-xs text-slate-600">Essays and documents another application also uses are always kept.</p>
          </fieldset>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-rose-700">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={remove.isPending}>
              Cancel
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the deletion is known to have worked. */}
            <button type="button" onClick={confirm} disabled={remove.isPending} className={DANGER}>
              {remove.isPending ? 'Deleting…' : 'Delete application'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
