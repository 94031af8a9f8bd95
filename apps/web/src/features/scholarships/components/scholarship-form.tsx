import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SCHOLARSHIP_STATUSES, type ScholarshipStatus } from '@campuspath/contract/scholarships-terms';
import { RENEWABLE_CHOICES, type Renewable } from '@campuspath/contract/offers-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useCreateScholarship } from '../api/save-scholarship.ts';
import { SCHOLARSHIP_RENEWABLE_WORDS, SCHOLARSHIP_STATUS_WORDS } from '../scholarship-terms.ts';

interface Values {
  name: string;
  amount: string;
  renewable: Renewable;
  status: ScholarshipStatus;
  deadline: string;
  link: string;
  notes: string;
}
const EMPTY: Values = { name: '', amount: '', renewable: 'unknown', status: 'planned', deadline: '', link: '', notes: '' };
const FIELDS = Object.keys(EMPTY);

/**
 * Record an outside scholarship. The API checks every field with the contract's rules and names
 * any it refuses; the form keeps what was typed. An amount that is not whole dollars stays as
 * typed for the API to refuse by name.
 */
export function ScholarshipForm() {
  const { t, i18n } = useLingui();
  const create = useCreateScholarship();
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const form = useForm<Values>({ defaultValues: EMPTY });
  const { errors } = form.formState;

  const save = async (values: Values) => {
    setStatus(null);
    const amount = values.amount.trim() === '' ? '' : Number(values.amount);
    try {
      await create.mutateAsync({ ...values, amount: Number.isNaN(amount) ? (values.amount as never) : (amount as number) });
      form.reset(EMPTY);
      const name = values.name.trim();
      setStatus({ kind: 'saved', text: t`Added ${name} to your scholarships.` });
    } catch (error) {
      const placed = showFieldErrors(form.setError, error, FIELDS);
      setStatus({
        kind: 'error',
        text: placed ? t`Check the highlighted fields.` : errorMessage(error, t`The scholarship was not saved.`),
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label={t`Record a scholarship`}
    >
      <TextField label={t`Name`} {...form.register('name')} error={errors.name?.message} className="sm:col-span-2" autoComplete="off" />
      <TextField label={t`Amount (whole dollars)`} inputMode="numeric" {...form.register('amount')} error={errors.amount?.message} />
      <TextField label={t`Deadline`} type="date" {...form.register('deadline')} error={errors.deadline?.message} />
      <SelectField label={t`Status`} {...form.register('status')} error={errors.status?.message}>
        {SCHOLARSHIP_STATUSES.map((value) => (
          <option key={value} value={value}>
            {i18n._(SCHOLARSHIP_STATUS_WORDS[value])}
          </option>
        ))}
      </SelectField>
      <SelectField label={t`Renews in later years?`} {...form.register('renewable')} error={errors.renewable?.message}>
        {RENEWABLE_CHOICES.map((value) => (
          <option key={value} value={value}>
            {i18n._(SCHOLARSHIP_RENEWABLE_WORDS[value])}
          </option>
        ))}
      </SelectField>
      <TextField label={t`Link (optional)`} type="url" {...form.register('link')} error={errors.link?.message} className="sm:col-span-2" />
      <TextAreaField
        label={t`Notes (optional)`}
        rows={2}
        {...form.register('notes')}
        error={errors.notes?.message}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t`Saving…` : t`Add scholarship`}
        </Button>
        {status?.kind === 'saved' ? (
          <p role="status" className="text-sm text-emerald-800">
            {status.text}
          </p>
        ) : null}
      </div>
      {status?.kind === 'error' ? (
        <div className="sm:col-span-2">
          <FormAlert>{status.text}</FormAlert>
        </div>
      ) : null}
    </form>
  );
}
