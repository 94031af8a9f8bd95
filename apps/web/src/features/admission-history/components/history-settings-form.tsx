import { useState, type FormEvent } from 'react';
import type { HistorySettings } from '@campuspath/contract/admission-history';
import { HISTORY_DISPLAY_MINIMUM, HISTORY_DISPLAY_MINIMUM_MAX } from '@campuspath/contract/admission-history-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { errorMessage, fieldErrors } from '../../../lib/api-error-messages.ts';
import { useUpdateHistorySettings } from '../api/update-history-settings.ts';

/**
 * What students see: the display minimum (groups smaller than it are never shown to
 * students; 5 at least, raise it to hide more) and which class years. The API checks both and
 * names the field it refuses; the form keeps what was typed.
 */
export function HistorySettingsForm({ highSchoolId, settings }: { highSchoolId: string; settings: HistorySettings }) {
  const update = useUpdateHistorySettings(highSchoolId);
  const [minimum, setMinimum] = useState(String(settings.displayMinimum));
  const [everyYear, setEveryYear] = useState(settings.classYears === null);
  const [years, setYears] = useState<number[]>(settings.classYears ?? settings.availableClassYears);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<{ fields: Record<string, string>; message: string | null } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setProblem(null);
    try {
      const typed = minimum.trim();
      await update.mutateAsync({
        // Sent as typed: the API names a minimum under 5, over 100 or not whole.
        displayMinimum: typed === '' || Number.isNaN(Number(typed)) ? (typed as unknown as number) : Number(typed),
        classYears: everyYear ? null : [...years].sort((a, b) => a - b),
      });
      setSaved(true);
    } catch (error) {
      const fields = fieldErrors(error);
      setProblem({
        fields,
        message: Object.keys(fields).length ? null : errorMessage(error, 'The settings could not be saved. Please try again.'),
      });
    }
  };
  const toggleYear = (year: number, on: boolean) => {
    setSaved(false);
    setYears((current) => (on ? [...current, year] : current.filter((other) => other !== year)));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <FormField
        label="Display minimum"
        hint={`Students see a college, a round or “students like you” only when at least this many past applicants are in it. ${HISTORY_DISPLAY_MINIMUM} at least; raise it to hide smaller groups.`}
        error={problem?.fields.displayMinimum}
        className="max-w-md"
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={HISTORY_DISPLAY_MINIMUM}
            max={HISTORY_DISPLAY_MINIMUM_MAX}
            value={minimum}
            onChange={(event) => {
              setMinimum(event.target.value);
              setSaved(false);
            }}
            className={`${inputClass} max-w-32`}
          />
        )}
      </FormField>
      <fieldset aria-describedby={problem?.fields.classYears ? 'class-years-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Class years students see</legend>
        <div className="mt-2 space-y-2 text-sm text-slate-800">
          <label className="flex items-center gap-2">
            <input type="radio" name="years" checked={everyYear} onChange={() => setEveryYear(true)} className="size-4" />
            Every class year in the history
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="years" checked={!everyYear} onChange={() => setEveryYear(false)} className="size-4" />
            Only these class years
          </label>
        </div>
        {!everyYear ? (
          settings.availableClassYears.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Import your history first: its class years appear here.</p>
          ) : (
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 pl-6 text-sm text-slate-800">
              {settings.availableClassYears.map((year) => (
                <label key={year} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={years.includes(year)}
                    onChange={(event) => toggleYear(year, event.target.checked)}
                    className="size-4"
                  />
                  Class of {year}
                </label>
              ))}
            </div>
          )
        ) : null}
        {problem?.fields.classYears ? (
          <p id="class-years-error" className="mt-1 text-sm text-red-700">
            {problem.fields.classYears}
          </p>
        ) : null}
      </fieldset>
      {problem?.message ? <FormAlert>{problem.message}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save what students see'}
        </Button>
        <p role="status" className="text-sm text-emerald-800">
          {saved ? 'Saved. Students see the change on their next page.' : ''}
        </p>
      </div>
    </form>
  );
}
