import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, useState } from 'react';
import type { Letter } from '@campuspath/contract/letters';
import { canSendReminder, canSendRequest } from '@campuspath/contract/letters-terms';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { DeleteLetterDialog } from './delete-letter-dialog.tsx';
import { DueDate } from './due-date.tsx';
import { EmailDialog } from './email-button.tsx';
import { StatusBadge } from './status-badge.tsx';

// The form (react-hook-form, about 15 KB gzipped) is a chunk of its own, asked for as soon as this
// module loads, so the letter's summary shows without waiting for it (e2e/js-budget.spec.ts).
const editForm = import('./edit-letter-form.tsx');
const EditLetterForm = lazy(() => editForm.then((module) => ({ default: module.EditLetterForm })));

/** The details page's content: where the letter stands, its actions, every field to edit, and delete. */
export function LetterDetails({ letter, onDeleted }: { letter: Letter; onDeleted: () => void }) {
  const { t } = useLingui();
  const { status } = letter;
  const requested = letter.dateRequested ? formatDay(letter.dateRequested) : t`not yet`;
  const lastReminder = letter.lastReminder ? formatDay(letter.lastReminder) : t`none yet`;
  const [saved, setSaved] = useState('');
  return (
    <div className="space-y-8">
      <section aria-labelledby="letter-summary" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="letter-summary" className="sr-only">
          <Trans>Summary</Trans>
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
          <StatusBadge status={status} />
          <span>
            <Trans>Requested: {requested}</Trans>
          </span>
          <span>
            <Trans>
              Due: <DueDate status={status} dueDate={letter.dueDate} />
            </Trans>
          </span>
          <span>
            <Trans>Last reminder: {lastReminder}</Trans>
          </span>
        </div>
        {canSendRequest(status) || canSendReminder(status) ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {canSendRequest(status) ? <EmailDialog kind="request" letter={letter} /> : null}
            {canSendReminder(status) ? <EmailDialog kind="reminder" letter={letter} /> : null}
          </div>
        ) : null}
      </section>
      <section aria-labelledby="letter-edit" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="letter-edit" className="text-lg font-semibold text-slate-900">
          <Trans>Details</Trans>
        </h2>
        <div className="mt-4">
          <Suspense fallback={<Skeleton className="h-[63.3rem] sm:h-[47.4rem]" />}>
            <EditLetterForm key={`${letter.id}-${letter.updatedAt}`} letter={letter} onSaved={() => setSaved(t`Changes saved`)} />
          </Suspense>
        </div>
        <p role="status" className="mt-3 text-sm text-emerald-700">
          {saved}
        </p>
      </section>
      <section aria-labelledby="letter-delete" className="rounded-2xl border border-red-200 bg-white p-5">
        <h2 id="letter-delete" className="text-lg font-semibold text-slate-900">
          <Trans>Delete</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Remove this letter from your list.</Trans>
        </p>
        <div className="mt-4">
          <DeleteLetterDialog letter={letter} onDeleted={onDeleted} />
        </div>
      </section>
    </div>
  );
}
