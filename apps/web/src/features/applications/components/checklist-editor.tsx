import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Trash2 } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { Suspense, lazy, useId, useState } from 'react';
import type { Application } from '@campuspath/contract/applications';
import { CHECKLIST_MAX_ITEMS } from '@campuspath/contract/applications-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-error-messages.ts';
import { checklistStepText } from '../../../lib/plan-terms.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import type { SaveChecklist } from './checklist-add-form.tsx';
import { ProgressMeter } from './progress-meter.tsx';

// The "Add item" form (react-hook-form, about 15 KB gzipped) loads after the list it adds to:
// the list and its checkboxes work at once (e2e/js-budget.spec.ts).
const ChecklistAddForm = lazy(() => import('./checklist-add-form.tsx').then((module) => ({ default: module.ChecklistAddForm })));

/** Tick, add and remove checklist items; each change is saved at once and drives progress and missing items. */
export function ChecklistEditor({ application, schoolName }: { application: Application; schoolName: string }) {
  const update = useUpdateApplication(application.id);
  const { t, i18n } = useLingui();
  const addId = useId();
  const [saveError, setSaveError] = useState<string | null>(null);
  const items = application.checklist;

  /**
   * Saves the whole list. `placeFieldErrors` puts the API's field messages on a form's own field and
   * says whether it placed any; what it does not place is said under the list.
   */
  const save: SaveChecklist = (checklist, then = {}) => {
    setSaveError(null);
    update.mutate(
      { checklist },
      {
        onSuccess: () => then.onSaved?.(),
        onError: (error) => {
          if (then.placeFieldErrors?.(error)) return;
          setSaveError(fieldErrors(error).checklist ?? errorMessage(error, t`Your change was not saved. Please try again.`));
        },
      },
    );
  };
  const current = () => items.map(({ id, label, done }) => ({ id: id.startsWith('pending-') ? undefined : id, label, done }));

  return (
    <section aria-labelledby="checklist-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="checklist-title" className="text-lg font-semibold text-slate-900">
        <Trans>Checklist</Trans>
      </h2>
      <ProgressMeter status={application.status} progress={application.progress} label={t`${schoolName} application progress`} />
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No checklist items yet. Add what this application needs.</Trans>
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {items.map((item, index) => {
          const checkboxId = `${addId}-item-${index}`;
          const label = checklistStepText(i18n, item.label);
          return (
            <li key={item.id} className="flex items-center gap-3 py-2">
              <Checkbox.Root
                id={checkboxId}
                checked={item.done}
                onCheckedChange={(checked) =>
                  save(current().map((entry, at) => (at === index ? { ...entry, done: checked === true } : entry)))
                }
                className="grid size-5 shrink-0 place-items-center rounded border border-slate-400 bg-white data-[state=checked]:border-indigo-600 data-[state=checked]:bg-indigo-600"
              >
                <Checkbox.Indicator>
                  <Check aria-hidden="true" className="size-3.5 text-white" />
                </Checkbox.Indicator>
              </Checkbox.Root>
              <label
                htmlFor={checkboxId}
                className={`min-w-0 flex-1 text-sm break-words ${item.done ? 'text-slate-500 line-through' : 'text-slate-900'}`}
              >
                {label}
              </label>
              <button
                type="button"
                onClick={() => save(current().filter((_entry, at) => at !== index))}
                className={buttonClass('ghost', 'shrink-0 px-2.5')}
                aria-label={t`Remove ${label}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {saveError ? (
        <p role="alert" className="text-sm text-rose-700">
          {saveError}
        </p>
      ) : null}
      <Suspense fallback={<Skeleton className="h-[5.25rem] sm:h-[2.375rem]" />}>
        <ChecklistAddForm inputId={addId} full={items.length >= CHECKLIST_MAX_ITEMS} list={current} save={save} />
      </Suspense>
    </section>
  );
}
