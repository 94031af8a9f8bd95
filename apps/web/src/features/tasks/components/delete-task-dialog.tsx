import { Trash2 } from 'lucide-react';
import type { Task } from '@campuspath/contract/tasks';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteTask } from '../api/delete-task.ts';

/** The Delete button of a task, confirmed in an alert dialog. */
export function DeleteTaskDialog({ task }: { task: Task }) {
  const remove = useDeleteTask();
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only">Delete “{task.title}”</span>
        </>
      }
      triggerClassName={buttonClass('ghost', 'px-2.5 text-red-700 hover:bg-red-50')}
      title="Delete this task?"
      description={<>“{task.title}” will be removed. This cannot be undone.</>}
      confirmLabel="Delete task"
      pendingLabel="Deleting…"
      errorMessage="The task could not be deleted. Please try again."
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync(task.id)}
    />
  );
}
