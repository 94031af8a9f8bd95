import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import type { Task } from '@campuspath/contract/tasks';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { useDeleteTask } from '../api/delete-task.ts';

/** The Delete button of a task, confirmed in an alert dialog. */
export function DeleteTaskDialog({ task }: { task: Task }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteTask();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <AlertDialog.Trigger className={buttonClass('ghost', 'px-2.5 text-red-700 hover:bg-red-50')}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">Delete “{task.title}”</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete this task?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            “{task.title}” will be removed. This cannot be undone.
          </AlertDialog.Description>
          {error ? (
            <div className="mt-4">
              <FormAlert>{error}</FormAlert>
            </div>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <Button
              className="bg-red-600 hover:bg-red-700"
              disabled={remove.isPending}
              onClick={async () => {
                setError(null);
                try {
                  await remove.mutateAsync(task.id);
                  setOpen(false);
                } catch {
                  setError('The task could not be deleted. Please try again.');
                }
              }}
            >
              {remove.isPending ? 'Deleting…' : 'Delete task'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
