import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreateHighSchoolBody } from '@campuspath/contract/high-schools';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { US_STATES } from '../../../lib/us-states.ts';
import { useCreateHighSchool } from '../api/create-high-school.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver<CreateHighSchoolBody>(() =>
  import('@campuspath/contract/high-schools').then((module) => module.createHighSchoolBodySchema),
);

const FIELDS = ['name', 'city', 'state'];

/** A counselor creates their high school; the page then lists it with its join code. */
export function CreateSchoolForm() {
  const { t } = useLingui();
  const create = useCreateHighSchool();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreateHighSchoolBody>({
    resolver,
    defaultValues: { name: '', city: '', state: '' as CreateHighSchoolBody['state'] },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync(values);
      form.reset();
    } catch (error) {
      if (!showFieldErrors(form.setError, error, FIELDS))
        setFormError(errorMessage(error, t`The school was not created. Please try again.`));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Create your high school`} className="space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField label={t`School name`} autoComplete="organization" error={errors.name?.message} {...form.register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`City`} autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
        <SelectField label={t`State`} error={errors.state?.message} {...form.register('state')}>
          <option value="">
            <Trans>Choose a state</Trans>
          </option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t`Creating…` : t`Create school`}
      </Button>
    </form>
  );
}
