import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Application, UpdateApplicationBody, UpdateApplicationInput } from '@campuspath/contract/applications';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useUpdateApplication } from '../api/update-application.ts';
import { ApplicationFields } from './application-fields.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver<UpdateApplicationBody, UpdateApplicationInput>(() =>
  import('@campuspath/contract/applications').then((module) => module.updateApplicationBodySchema),
);

const FIELD_NAMES = ['round', 'status', 'deadline', 'decisionDate', 'notes', 'portalUrl'];

const toFormValues = (application: Application): UpdateApplicationBody => ({
  round: application.round,
  status: application.status,
  deadline: application.deadline ?? '',
  decisionDate: application.decisionDate ?? '',
  portalUrl: application.portalUrl ?? '',
  notes: application.notes,
});

/** Status, round, dates, portal link and notes of an application, saved together. */
export function EditApplicationForm({ application }: { application: Application }) {
  const update = useUpdateApplication(application.id);
  const { t } = useLingui();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<UpdateApplicationBody, unknown, UpdateApplicationInput>({
    resolver,
    // The decision panel changes the status too (an outcome, a withdrawal): the fields follow the
    // saved application, keeping whatever the student is still typing.
    values: toFormValues(application),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const saved = await update.mutateAsync(values);
      form.reset(toFormValues(saved));
      setResult({ ok: true, text: t`Changes saved.` });
    } catch (error) {
      const placed = showFieldErrors(form.setError, error, FIELD_NAMES);
      setResult({
        ok: false,
        text: placed
          ? t`Check the highlighted fields.`
          : error instanceof ApiRequestError
            ? error.message
            : t`Your changes were not saved. Please try again.`,
      });
    }
  });

  return (
    <section aria-labelledby="details-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="details-title" className="text-lg font-semibold text-slate-900">
        <Trans>Details</Trans>
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <ApplicationFields register={form.register} errors={errors} />
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p role="status" className={`text-sm ${result?.ok === false ? 'text-rose-700' : 'text-emerald-800'}`}>
            {result && !(result.ok && isDirty) ? result.text : ''}
          </p>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t`Saving…` : t`Save changes`}
          </Button>
        </div>
      </form>
    </section>
  );
}
