import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { HistorySettings } from '@campuspath/contract/admission-history';
import { HISTORY_DISPLAY_MINIMUM, HISTORY_DISPLAY_MINIMUM_MAX } from '@campuspath/contract/admission-history-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useUpdateHistorySettings } from '../api/update-history-settings.ts';
import type { SettingsFormInput, SettingsFormOutput } from './history-settings-form-schema.ts';

const resolver = lazyZodResolver<SettingsFormInput, SettingsFormOutput>(() =>
  import('./history-settings-form-schema.ts').then((module) => module.settingsFormSchema),
);

// A blank box is not a number: NaN reaches the contract's check, which names the field.
const toNumber = (value: unknown) => (typeof value === 'number' ? value : String(value).trim() === '' ? Number.NaN : Number(value));

const valuesOf = (settings: HistorySettings): SettingsFormInput => ({
  displayMinimum: settings.displayMinimum,
  everyYear: settings.classYears === null,
  classYears: settings.classYears ?? settings.availableClassYears,
});

/**
 * What students see: the display minimum (groups smaller than it are never shown to
 * students; 5 at least, raise it to hide more) and which class years. The API checks both too and
 * names the field it refuses; the form keeps what was typed.
 */
export function HistorySettingsForm({ highSchoolId, settings }: { highSchoolId: string; settings: HistorySettings }) {
  const { t } = useLingui();
  const minimum = HISTORY_DISPLAY_MINIMUM;
  const update = useUpdateHistorySettings(highSchoolId);
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver,
    defaultValues: valuesOf(settings),
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    setSaved(false);
    try {
      const answer = await update.mutateAsync(body);
      // What was saved becomes the form's starting point, so "Saved" shows until the next change.
      form.reset(valuesOf(answer.settings));
      setSaved(true);
    } catch (error) {
      if (!showFieldErrors(form.setError, error, ['displayMinimum', 'classYears'])) {
        setFormError(errorMessage(error, t`The settings could not be saved. Please try again.`));
      }
    }
  });

  const classYearsError = errors.classYears?.message ?? errors.classYears?.root?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <FormField
        label={t`Display minimum`}
        hint={t`Students see a college, a round or “students like you” only when at least this many past applicants are in it. ${minimum} at least; raise it to hide smaller groups.`}
        error={errors.displayMinimum?.message}
        className="max-w-md"
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={HISTORY_DISPLAY_MINIMUM}
            max={HISTORY_DISPLAY_MINIMUM_MAX}
            {...form.register('displayMinimum', { setValueAs: toNumber })}
            className={`${inputClass} max-w-32`}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="everyYear"
        render={({ field: everyYear }) => (
          <fieldset aria-describedby={classYearsError ? 'class-years-error' : undefined}>
            <legend className="text-sm font-medium text-slate-800">
              <Trans>Class years students see</Trans>
            </legend>
            <div className="mt-2 space-y-2 text-sm text-slate-800">
              <label className="flex items-center gap-2">
                <input type="radio" name="years" checked={everyYear.value} onChange={() => everyYear.onChange(true)} className="size-4" />
                <Trans>Every class year in the history</Trans>
              </label>
              <label className="flex items-center gap-2">
                <input
                  ref={everyYear.ref}
                  type="radio"
                  name="years"
                  checked={!everyYear.value}
                  onChange={() => everyYear.onChange(false)}
                  className="size-4"
                />
                <Trans>Only these class years</Trans>
              </label>
            </div>
            {everyYear.value ? null : settings.availableClassYears.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">
                <Trans>Import your history first: its class years appear here.</Trans>
              </p>
            ) : (
              <Controller
                control={form.control}
                name="classYears"
                render={({ field: years }) => (
                  <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 pl-6 text-sm text-slate-800">
                    {settings.availableClassYears.map((year, index) => (
                      <label key={year} className="flex items-center gap-2">
                        <input
                          ref={index === 0 ? years.ref : undefined}
                          type="checkbox"
                          checked={years.value.includes(year)}
                          onChange={(event) =>
                            years.onChange(event.target.checked ? [...years.value, year] : years.value.filter((other) => other !== year))
                          }
                          className="size-4"
                        />
                        <Trans>Class of {year}</Trans>
                      </label>
                    ))}
                  </div>
                )}
              />
            )}
            {classYearsError ? (
              <p id="class-years-error" className="mt-1 text-sm text-red-700">
                {classYearsError}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t`Saving…` : t`Save what students see`}
        </Button>
        <p role="status" className="text-sm text-emerald-800">
          {saved && !isDirty ? t`Saved. Students see the change on their next page.` : ''}
        </p>
      </div>
    </form>
  );
}
