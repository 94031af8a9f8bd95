import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { Profile, ProfileBody } from '@campuspath/contract/profile';
import { GPA_MAX, TERM_GPAS_MAX, TERM_NAME_MAX_LENGTH, WEIGHTED_GPA_MAX } from '@campuspath/contract/profile-terms';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { numberOrNull } from '../profile-form-values.ts';
import { FormSection, GroupError } from './form-section.tsx';
import { GpaTrend } from './gpa-trend.tsx';

const asNumber = { setValueAs: numberOrNull };

export function GradesSection() {
  const { register, control, formState } = useFormContext<ProfileBody, unknown, Profile>();
  const { errors } = formState;
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
      title="Grades"
      description={`Unweighted GPA on the ${GPA_MAX.toFixed(1)} scale; weighted GPA and class rank if your school reports them.`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Unweighted GPA"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          max={GPA_MAX}
          hint={`0 to ${GPA_MAX.toFixed(1)}`}
          error={errors.gpa?.message}
          {...register('gpa', asNumber)}
        />
        <TextField
          label="Weighted GPA (optional)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          max={WEIGHTED_GPA_MAX}
          hint={`0 to ${WEIGHTED_GPA_MAX.toFixed(1)}`}
          error={errors.weightedGpa?.message}
          {...register('weightedGpa', asNumber)}
        />
        <TextField
          label="Class rank (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          hint="1 is the top of the class"
          error={errors.classRank?.message}
          {...register('classRank', asNumber)}
        />
        <TextField
          label="Class size (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          hint="Students in your graduating class"
          error={errors.classSize?.message}
          {...register('classSize', asNumber)}
        />
      </div>

      <fieldset className="mt-6" aria-describedby="term-gpas-hint">
        <legend className="text-base font-semibold text-slate-900">GPA by term</legend>
        <p id="term-gpas-hint" className="mt-1 text-sm text-slate-600">
          Up to {TERM_GPAS_MAX} terms, oldest first, to see your trend.
        </p>
        {terms.fields.length > 0 ? (
          <ol className="mt-3 space-y-3">
            {terms.fields.map((field, index) => {
              const fieldErrors = errors.termGpas?.[index];
              return (
                <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-3">
                  <TextField
                    label={`Term ${index + 1}`}
                    placeholder="e.g. Fall 2025"
                    maxLength={TERM_NAME_MAX_LENGTH}
                    error={fieldErrors?.term?.message}
                    {...register(`termGpas.${index}.term`)}
                  />
                  <TextField
                    label={`Term ${index + 1} GPA`}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min={0}
                    max={GPA_MAX}
                    error={fieldErrors?.gpa?.message}
                    {...register(`termGpas.${index}.gpa`, asNumber)}
                  />
                  <Button
                    variant="ghost"
                    className="mt-6 px-2.5"
                    aria-label={`Remove term ${index + 1}`}
                    onClick={() => terms.remove(index)}
                  >
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
          Add a term
        </Button>
      </fieldset>

      <GpaTrend points={points} />
    </FormSection>
  );
}
