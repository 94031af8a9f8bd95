import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { Profile, ProfileBody } from '@campuspath/contract/profile';
import { GPA_MAX, TERM_GPAS_MAX, TERM_NAME_MAX_LENGTH, WEIGHTED_GPA_MAX } from '@campuspath/contract/profile-terms';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { numberFormat } from '../../../lib/number-format.ts';
import { numberOrNull } from '../profile-form-values.ts';
import { FormSection, GroupError } from './form-section.tsx';
import { GpaTrend } from './gpa-trend.tsx';

const asNumber = { setValueAs: numberOrNull };

export function GradesSection() {
  const { register, control, formState } = useFormContext<ProfileBody, unknown, Profile>();
  const { errors } = formState;
  const { t } = useLingui();
  const oneDecimal = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const gpaMax = oneDecimal.format(GPA_MAX);
  const weightedMax = oneDecimal.format(WEIGHTED_GPA_MAX);
  const zero = numberFormat().format(0);
  const termsMax = TERM_GPAS_MAX;
  const terms = useFieldArray({ control, name: 'termGpas' });
  const watched = useWatch({ control, name: 'termGpas' });
  // Only complete, in-range terms are drawn; the inputs show what is wrong with the others.
  const points = (watched ?? []).flatMap((term) => {
    const gpa = numberOrNull(term?.gpa);
    const name = term?.term?.trim() ?? '';
    return name && gpa !== null && gpa >= 0 && gpa <= GPA_MAX ? [{ term: name, gpa }] : [];
  });

  return (
    <FormSection
      id="grades"
      title={t`Grades`}
      description={t`Unweighted GPA on the ${gpaMax} scale; weighted GPA and class rank if your school reports them.`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Unweighted GPA`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          max={GPA_MAX}
          hint={t`${zero} to ${gpaMax}`}
          error={errors.gpa?.message}
          {...register('gpa', asNumber)}
        />
        <TextField
          label={t`Weighted GPA (optional)`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          max={WEIGHTED_GPA_MAX}
          hint={t`${zero} to ${weightedMax}`}
          error={errors.weightedGpa?.message}
          {...register('weightedGpa', asNumber)}
        />
        <TextField
          label={t`Class rank (optional)`}
          type="number"
          inputMode="numeric"
          min={1}
          hint={t`1 is the top of the class`}
          error={errors.classRank?.message}
          {...register('classRank', asNumber)}
        />
        <TextField
          label={t`Class size (optional)`}
          type="number"
          inputMode="numeric"
          min={1}
          hint={t`Students in your graduating class`}
          error={errors.classSize?.message}
          {...register('classSize', asNumber)}
        />
      </div>

      <fieldset className="mt-6" aria-describedby="term-gpas-hint">
        <legend className="text-base font-semibold text-slate-900">
          <Trans>GPA by term</Trans>
        </legend>
        <p id="term-gpas-hint" className="mt-1 text-sm text-slate-600">
          <Trans>Up to {termsMax} terms, oldest first, to see your trend.</Trans>
        </p>
        {terms.fields.length > 0 ? (
          <ol className="mt-3 space-y-3">
            {terms.fields.map((field, index) => {
              const fieldErrors = errors.termGpas?.[index];
              const number = index + 1;
              return (
                <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-3">
                  <TextField
                    label={t`Term ${number}`}
                    placeholder={t`e.g. Fall 2025`}
                    maxLength={TERM_NAME_MAX_LENGTH}
                    error={fieldErrors?.term?.message}
                    {...register(`termGpas.${index}.term`)}
                  />
                  <TextField
                    label={t`Term ${number} GPA`}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min={0}
                    max={GPA_MAX}
                    error={fieldErrors?.gpa?.message}
                    {...register(`termGpas.${index}.gpa`, asNumber)}
                  />
                  <Button variant="ghost" className="mt-6 px-2.5" aria-label={t`Remove term ${number}`} onClick={() => terms.remove(index)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              );
            })}
          </ol>
        ) : null}
        <GroupError id="term-gpas-error" message={errors.termGpas?.message ?? errors.termGpas?.root?.message} />
        <Button
          variant="secondary"
          className="mt-3"
          disabled={terms.fields.length >= TERM_GPAS_MAX}
          // The GPA box starts empty; left empty, the schema says "Enter your term GPA as a number".
          onClick={() => terms.append({ term: '', gpa: null as unknown as number }, { shouldFocus: true })}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add a term</Trans>
        </Button>
      </fieldset>

      <GpaTrend points={points} />
    </FormSection>
  );
}
