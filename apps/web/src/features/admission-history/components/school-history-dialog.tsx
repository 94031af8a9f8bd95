import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, lazy } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { DIALOG_OVERLAY, DIALOG_TITLE } from '../../../components/ui/dialog-styles.ts';
import type { DialogButton, OpensEarly } from '../../../components/ui/lazy-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

const SchoolHistorySection = lazy(() => import('./school-history-section.tsx'));

/** Wider than the house's wide dialog: a scattergram needs the room. */
const CONTENT =
  'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl focus:outline-none sm:p-6';

/**
 * "See the chart" for one college (Compare; `button` as school-history-chart.tsx draws it): the
 * school's history there in a dialog, its section loaded when opened. Loaded after the page.
 */
export default function SchoolHistoryDialog({
  highSchoolId,
  collegeId,
  collegeName,
  button,
  defaultOpen = false,
}: {
  highSchoolId: string;
  collegeId: number;
  collegeName: string;
  button: DialogButton;
} & OpensEarly) {
  const { t } = useLingui();
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger className={button.className}>{button.children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={CONTENT} aria-describedby={undefined}>
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className={DIALOG_TITLE}>
              <Trans>Your school's history at {collegeName}</Trans>
            </Dialog.Title>
            <Dialog.Close className={buttonClass('ghost', 'shrink-0 px-2')} aria-label={t`Close`}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Suspense fallback={<Skeleton className="h-80 w-full" />}>
            <SchoolHistorySection highSchoolId={highSchoolId} collegeId={collegeId} heading={null} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
