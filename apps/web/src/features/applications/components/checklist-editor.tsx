import { Check, Plus, Trash2 } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Application, ChecklistItemInput, checklistItemInputSchema } from '@campuspath/contract/applications';
import { CHECKLIST_MAX_ITEMS } from '@campuspath/contract/applications-terms';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { errorMessage, fieldErrors, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import { ProgressMeter } from './progress-meter.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

/** A new item's label, checked with the contract's rule (not blank, within the length limit). */
type NewItemInput = Pick<z.input<typeof checklistItemInputSchema>, 'label'>;
type NewItem = Pick<z.output<typeof checklistItemInputSchema>, 'label'>;
const resolver = lazyZodResolver<NewItemInput, NewItem>(() =>
  import('@campuspath/contract/applications').then((module) => module.checklistItemInputSchema.pick({ label: true })),
);

/** Tick, add and remove checklist items; each change is saved at once and drives progress and missing items. */
export function ChecklistEditor({ application, schoolName }: { application: Application; schoolName: string }) {
  const update = useUpdateApplication(application.id);
  const addId = useId();
  const [saveError, setSaveError] = useState<string | null>(null);
  const items = application.checklist;

  /**
   * Saves the whole list. `placeFieldErrors` puts the API's field messages on a form's own field and
   * says whether it placed any; what it does not place is said under the list.
   */
  const save = (checklist: ChecklistItemInput[], then: { onSaved?: () => void; placeFieldErrors?: (error: unknown) => boolean } = {}) => {
    setSaveError(null);
    update.mutate(
      { checklist },
      {
        onSuccess: () => then.onSaved?.(),
        onError: (error) => {
          if (then.placeFieldErrors?.(error)) return;
          setSaveError(fieldErrors(error).checklist ?? errorMessage(error, 'Your change was not saved. Please try again.'));
        },
      },
    );
  };
  const current = () => items.map(({ id, label, done }) => ({ id: id.startsWith('pending-') ? undefined : id, label, done }));

  const add = useForm<NewItemInput, unknown, NewItem>({ resolver, defaultValues: { label: '' } });
  const addError = add.formState.errors.label?.message;
  // The typed label stays until the list is saved; a refusal of the checklist (the label, the
  // number of items) is shown on it.
  const addItem = add.handleSubmit(({ label }) =>
    save([...current(), { label, done: false }], {
      onSaved: () => add.reset(),
      placeFieldErrors: (error) =>
        showFieldErrors(add.setError, error, (apiField) =>
          apiField === 'checklist' || apiField.startsWith('checklist.') ? 'label' : null,
        ),
    }),
  );

  return (
    <section aria-labelledby="checklist-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="checklist-title" className="text-lg font-semibold text-slate-900">
        Checklist
      </h2>
      <ProgressMeter status={application.status} progress={application.progress} label={`${schoolName} application progress`} />
      {items.length === 0 ? <p className="text-sm text-slate-600">No checklist items yet. Add what this application needs.</p> : null}
      <ul className="divide-y divide-slate-100">
        {items.map((item, index) => {
          const checkboxId = `${addId}-item-${index}`;
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
                {item.label}
              </label>
              <button
                type="button"
                onClick={() => save(current().filter((_entry, at) => at !== index))}
                className={buttonClass('ghost', 'shrink-0 px-2.5')}
                aria-label={`Remove ${item.label}`}
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
      <form noValidate onSubmit={(event) => void addItem(event)} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={addId} className="sr-only">
            New checklist item
          </label>
          <input
            id={addId}
            {...add.register('label')}
            placeholder="New checklist item"
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? `${addId}-error` : undefined}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-500 aria-invalid:border-rose-500"
          />
          {addError ? (
            <p id={`${addId}-error`} className="mt-1 text-sm text-rose-700">
              {addError}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary" disabled={items.length >= CHECKLIST_MAX_ITEMS}>
          <Plus aria-hidden="true" className="size-4" />
          Add item
        </Button>
      </form>
    </section>
  );
}
