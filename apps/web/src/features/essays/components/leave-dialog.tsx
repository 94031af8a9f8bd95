import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import type { Blocker } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import type { SaveStatus } from '../essay-save-queue.ts';

export interface LeaveDialogProps {
  blocker: Blocker;
  status: SaveStatus;
}

/** "Leave without saving?": open while the leave guard (leave-guard.tsx) holds a navigation back. */
export default function LeaveDialog({ blocker, status }: LeaveDialogProps) {
  const { t } = useLingui();
  return (
    <AlertDialog.Root open={blocker.state === 'blocked'} onOpenChange={(open) => (open ? undefined : blocker.reset?.())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            <Trans>Leave without saving?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {status === 'conflict'
              ? t`This essay changed somewhere else and your latest text is not saved. Stay to choose which text to keep.`
              : status === 'saving'
                ? t`Saving your latest changes… This page will move on by itself once they are saved.`
                : t`Your latest changes haven't been saved yet. If you leave now, they may be lost.`}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" className="border-red-300 text-red-700 hover:bg-red-50" onClick={() => blocker.proceed?.()}>
              <Trans>Leave anyway</Trans>
            </Button>
            <AlertDialog.Cancel className={buttonClass('primary')}>
              <Trans>Stay on this page</Trans>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
