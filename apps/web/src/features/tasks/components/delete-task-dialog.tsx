import { Trash2, X } from 'lucide-react';
import type { Task } from '@campuspath/contract/tasks';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteTask } from '../api/delete-task.ts';

/**
 * The Delete button of a task, confirmed in an alert dialog. A task a counselor added is
 * dismissed rather than deleted: same action, words that say whose it was.
 */
export function DeleteTaskDialog({ task }: { task: Task }) {
  const remove = useDeleteTask();
  const from = task.assignedBy?.name;
  return (
    <ConfirmDialog
      trigger={
        <>
          {from ? <X aria-hidden="true" className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
          <span className="sr-only">
            {from ? 'Dismiss' : 'Delete'} “{task.title}”
          </span>
        </>
      }
      triggerClassName={buttonClass('ghost', 'px-2.5 text-red-700 hover:bg-red-50')}
      title={from ? 'Dismiss this task?' : 'Delete this task?'}
      description={
        from ? (
          <>
            “{task.title}” from {from} will be removed from your list. This cannot be undone.
          </>
        ) : (
          <>“{task.title}” will be removed. This cannot be undone.</>
        )
      }
      confirmLabel={from ? 'Dismiss task' : 'Delete task'}
      pendingLabel={from ? 'Dismissing…' : 'Deleting…'}
      errorMessage={`The task could not be ${from ? 'dismissed' : 'deleted'}. Please try again.`}
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync(task.id)}
    />
  );
}
