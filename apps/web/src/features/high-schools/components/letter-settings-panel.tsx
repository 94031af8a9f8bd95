import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { HighSchool } from '@campuspath/contract/high-schools';
import type { LetterSettings, LetterSettingsBody } from '@campuspath/contract/letter-approvals';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useLetterSettings, useUpdateLetterSettings } from '../api/letter-approvals.ts';

type Input = { askFrom: string | null; approvalRequired: boolean };
const resolver = lazyZodResolver<Input, LetterSettingsBody>(() =>
  import('@campuspath/contract/letter-approvals').then((module) => module.letterSettingsBodySchema),
);
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const valuesOf = (settings: LetterSettings): Input => ({ askFrom: settings.askFrom, approvalRequired: settings.approvalRequired });

/**
 * The school's rules for the letters its students ask of teachers in CampusPath: from which day
 * they may ask, and whether a counselor approves each request before the teacher sees it.
 */
export function LetterSettingsPanel({ school }: { school: HighSchool }) {
  const settings = useLetterSettings(school.id);
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Letters from teachers</Trans>
      </h3>
      {settings.data ? (
        <LetterSettingsForm school={school} settings={settings.data.settings} />
      ) : settings.isError ? (
        <FormAlert>
          <Trans>The letter settings could not be loaded. Please reload the page.</Trans>
        </FormAlert>
      ) : (
        <Skeleton className="h-32" />
      )}
    </div>
  );
}

// Each school a counselor counsels has its own form on the page: the school's name makes each control's name unique.
function LetterSettingsForm({ school, settings }: { school: HighSchool; settings: LetterSettings }) {
  const { t } = useLingui();
  const update = useUpdateLetterSettings(school.id);
  const schoolName = school.name;
  const at = (
    <span className="sr-only">
      {' '}
      <Trans>at {schoolName}</Trans>
    </span>
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Input, unknown, LetterSettingsBody>({ resolver, defaultValues: valuesOf(settings) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    setSaved(false);
    try {
      const answer = await update.mutateAsync(body);
      form.reset(valuesOf(answer.settings));
      setSaved(true);
    } catch (error) {
      if (!showFieldErrors(form.setError, error, ['askFrom', 'approvalRequired']))
        setFormError(errorMessage(error, t`The letter settings were not saved. Please try again.`));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 rounded-xl border border-slate-200 p-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label={
          <>
            <Trans>Students may ask teachers for letters from (optional)</Trans>
            {at}
          </>
        }
        type="date"
        hint={t`Leave it empty to let students ask any day.`}
        error={errors.askFrom?.message}
        {...form.register('askFrom', { setValueAs: emptyToNull })}
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-1 size-4 accent-indigo-600" {...form.register('approvalRequired')} />
          <span>
            <Trans>Letter requests need a counselor’s approval</Trans>
            {at}
          </span>
        </label>
        <p className="mt-1 text-sm text-slate-500">
          <Trans>
            The teacher sees a request, and is emailed, only once a counselor approves it. Switching this off later leaves waiting requests
            for you to decide.
          </Trans>
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving…` : t`Save letter settings`}
          {at}
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {saved ? t`Saved` : ''}
        </p>
      </div>
    </form>
  );
}
