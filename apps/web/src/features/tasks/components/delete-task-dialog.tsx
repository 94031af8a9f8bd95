import { useLingui } from '@lingui/react/macro';
import { taskTitleText } from '../../../lib/app-task-title.ts';
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
  const { t, i18n } = useLingui();
  const remove = useDeleteTask();
  const from = task.assignedBy?.name;
  const title = taskTitleText(i18n, task.title);
  return (
    <ConfirmDialog
      trigger={
        <>
          {from ? <X aria-hidden="true" className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
          <span className="sr-only">{from ? t`Dismiss “${title}”` : t`Delete “${title}”`}</span>
        </>
      }
      triggerClassName={buttonClass('ghost', 'px-2.5 text-red-700 hover:bg-red-50')}
      title={from ? t`Dismiss this task?` : t`Delete this task?`}
      description={
        from
          ? t`“${title}” from ${from} will be removed from your list. This cannot be undone.`
          : t`“${title}” will be removed. This cannot be undone.`
      }
      confirmLabel={from ? t`Dismiss task` : t`Delete task`}
      pendingLabel={from ? t`Dismissing…` : t`Deleting…`}
      errorMessage={from ? t`The task could not be dismissed. Please try again.` : t`The task could not be deleted. Please try again.`}
      destructive
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync(task.id)}
    />
  );
}
