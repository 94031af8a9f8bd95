import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  SCHOLARSHIP_RENEWABLE_LABELS,
  SCHOLARSHIP_STATUS_LABELS,
  SCHOLARSHIP_STATUSES,
  type ScholarshipStatus,
} from '@campuspath/contract/scholarships-terms';
import { RENEWABLE_CHOICES, type Renewable } from '@campuspath/contract/offers-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useCreateScholarship } from '../api/save-scholarship.ts';

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
      setStatus({ kind: 'saved', text: `Added ${values.name.trim()} to your scholarships.` });
    } catch (error) {
      const placed = showFieldErrors(form.setError, error, FIELDS);
      setStatus({ kind: 'error', text: placed ? 'Check the highlighted fields.' : errorMessage(error, 'The scholarship was not saved.') });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Record a scholarship"
    >
      <TextField label="Name" {...form.register('name')} error={errors.name?.message} className="sm:col-span-2" autoComplete="off" />
      <TextField label="Amount (whole dollars)" inputMode="numeric" {...form.register('amount')} error={errors.amount?.message} />
      <TextField label="Deadline" type="date" {...form.register('deadline')} error={errors.deadline?.message} />
      <SelectField label="Status" {...form.register('status')} error={errors.status?.message}>
        {SCHOLARSHIP_STATUSES.map((value) => (
          <option key={value} value={value}>
            {SCHOLARSHIP_STATUS_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Renews in later years?" {...form.register('renewable')} error={errors.renewable?.message}>
        {RENEWABLE_CHOICES.map((value) => (
          <option key={value} value={value}>
            {SCHOLARSHIP_RENEWABLE_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextField label="Link (optional)" type="url" {...form.register('link')} error={errors.link?.message} className="sm:col-span-2" />
      <TextAreaField
        label="Notes (optional)"
        rows={2}
        {...form.register('notes')}
        error={errors.notes?.message}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Add scholarship'}
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
