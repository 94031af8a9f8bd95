import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Task } from '@campuspath/contract/tasks';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { DialogButton, OpensEarly } from '../../../components/ui/lazy-dialog.tsx';
import { useUpdateTask } from '../api/update-task.ts';
import { TaskForm } from './task-form.tsx';

/** The Edit button of a task (`button`, as task-item.tsx draws it) and its dialog with the task form; loaded after the page. */
export default function EditTaskDialog({ task, button, defaultOpen = false }: { task: Task; button: DialogButton } & OpensEarly) {
  const { t } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const update = useUpdateTask();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={button.className}>{button.children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              <Trans>Edit task</Trans>
            </Dialog.Title>
            <Dialog.Close className={buttonClass('ghost', 'px-2 py-1')}>
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>Close</Trans>
              </span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>Change the title, due date, category, priority or notes.</Trans>
          </Dialog.Description>
          <div className="mt-4">
            <TaskForm
              defaultValues={{
                title: task.title,
                dueDate: task.dueDate,
                category: task.category,
                priority: task.priority,
                notes: task.notes,
              }}
              submitLabel={t`Save changes`}
              pendingLabel={t`Saving…`}
              cancel={
                <Dialog.Close className={buttonClass('secondary')}>
                  <Trans>Cancel</Trans>
                </Dialog.Close>
              }
              onSubmit={async (values) => {
                await update.mutateAsync({ id: task.id, body: values });
                setOpen(false);
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
