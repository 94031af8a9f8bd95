import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { DeadlineItem } from '@campuspath/contract/deadlines';
import { DEADLINE_KIND_NAMES } from '../../../lib/daily-terms.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { DeadlineItemLink } from './deadline-item-link.tsx';

/** The full list of one day's items, opened from '+N more'. */
export function DayDialog({ day, items, onClose }: { day: string | null; items: DeadlineItem[]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const count = items.length;
  return (
    <Dialog.Root open={day !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{day ? formatDay(day, 'full') : ''}</Dialog.Title>
            <Dialog.Close className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100" aria-label={t`Close`}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {t`${plural(count, { one: '# item due', other: '# items due' })}`}
          </Dialog.Description>
          <ul className="mt-4 space-y-2">
            {items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <p className="mb-1 text-xs font-medium text-slate-600">
                  {i18n._(DEADLINE_KIND_NAMES[item.kind])}
                  {item.completed ? ` · ${t`Done`}` : ''}
                </p>
                <DeadlineItemLink item={item} />
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
