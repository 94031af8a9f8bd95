import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ChecklistItemInput, checklistItemInputSchema } from '@campuspath/contract/applications';
import { Button } from '../../../components/ui/button.tsx';
import { showFieldErrors } from '../../../lib/api-error-messages.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

/** Saves the whole list; `placeFieldErrors` places the API's field messages on a form's own field and says whether it placed any. */
export type SaveChecklist = (
  checklist: ChecklistItemInput[],
  then?: { onSaved?: () => void; placeFieldErrors?: (error: unknown) => boolean },
) => void;

/** A new item's label, checked with the contract's rule (not blank, within the length limit). */
type NewItemInput = Pick<z.input<typeof checklistItemInputSchema>, 'label'>;
type NewItem = Pick<z.output<typeof checklistItemInputSchema>, 'label'>;
const resolver = lazyZodResolver<NewItemInput, NewItem>(() =>
  import('@campuspath/contract/applications').then((module) => module.checklistItemInputSchema.pick({ label: true })),
);

/** The checklist's "Add item": the new item joins the list (`list()`, as saved so far) and the whole list is saved. */
export function ChecklistAddForm({
  inputId,
  full,
  list,
  save,
}: {
  inputId: string;
  /** The list holds as many items as it may. */
  full: boolean;
  list: () => ChecklistItemInput[];
  save: SaveChecklist;
}) {
  const { t } = useLingui();
  const add = useForm<NewItemInput, unknown, NewItem>({ resolver, defaultValues: { label: '' } });
  const addError = add.formState.errors.label?.message;
  // The typed label stays until the list is saved; a refusal of the checklist (the label, the
  // number of items) is shown on it.
  const addItem = add.handleSubmit(({ label }) =>
    save([...list(), { label, done: false }], {
      onSaved: () => add.reset(),
      placeFieldErrors: (error) =>
        showFieldErrors(add.setError, error, (apiField) =>
          apiField === 'checklist' || apiField.startsWith('checklist.') ? 'label' : null,
        ),
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void addItem(event)} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <label htmlFor={inputId} className="sr-only">
          <Trans>New checklist item</Trans>
        </label>
        <input
          id={inputId}
          {...add.register('label')}
          placeholder={t`New checklist item`}
          aria-invalid={addError ? true : undefined}
          aria-describedby={addError ? `${inputId}-error` : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-500 aria-invalid:border-rose-500"
        />
        {addError ? (
          <p id={`${inputId}-error`} className="mt-1 text-sm text-rose-700">
            {addError}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="secondary" disabled={full}>
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Add item</Trans>
      </Button>
    </form>
  );
}
