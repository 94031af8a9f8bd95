import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { AID_TABLES, type AidEstimate, estimateAid } from '@campuspath/contract/aid-estimate';
import { type AidEstimateInput, aidEstimateInputSchema, EMPTY_AID_ESTIMATE_INPUT } from '@campuspath/contract/aid-estimate-input';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { formatTime } from '../../../lib/format-date.ts';
import { useDeleteAidEstimate, useMyAidEstimate, useSaveAidEstimate } from '../api/aid-estimate.ts';
import { AidEstimateResult } from './aid-estimate-result.tsx';
import { FamilyFields, ParentFields, StudentFields } from './aid-estimator-fields.tsx';
import { actionNow } from '../../../lib/render-moment.ts';

type Status = { kind: 'saved'; at: string } | { kind: 'deleted' } | { kind: 'error'; message: string } | null;

/**
 * The Student Aid Index and Pell estimator. It computes in the browser (the contract's pure
 * functions), so a visitor gets every step without an account and nothing leaves the page;
 * signed in, the inputs are saved privately to the account and come back on the next visit.
 */
export function AidEstimator() {
  const { user } = useAuth();
  const saved = useMyAidEstimate();
  const signedIn = user !== null;
  return <EstimatorForm saved={saved.data?.estimate?.inputs} loadingSaved={signedIn && saved.isPending} signedIn={signedIn} />;
}

/**
 * The form stays the same form while the session and the saved inputs arrive (the page shows it
 * from its first paint, as a visitor's): what was typed meanwhile is never replaced. Saved inputs
 * fill it only while nothing has been typed; otherwise pressing "Estimate and save" replaces them.
 */
function EstimatorForm({ saved, loadingSaved, signedIn }: { saved?: AidEstimateInput; loadingSaved: boolean; signedIn: boolean }) {
  const { t } = useLingui();
  const save = useSaveAidEstimate();
  const remove = useDeleteAidEstimate();
  const [status, setStatus] = useState<Status>(null);
  const [estimate, setEstimate] = useState<AidEstimate | null>(saved ? estimateAid(saved) : null);
  const form = useForm<AidEstimateInput>({
    resolver: zodResolver(aidEstimateInputSchema),
    defaultValues: saved ?? EMPTY_AID_ESTIMATE_INPUT,
    mode: 'onSubmit',
  });
  const hasSaved = saved !== undefined;
  // The saved inputs, once they come, fill the form if nobody has typed in it yet ('saved');
  // otherwise it keeps what was typed ('typed'). 'initial': they were known when it started.
  const [fill, setFill] = useState<'waiting' | 'saved' | 'typed' | 'initial'>(hasSaved ? 'initial' : 'waiting');
  if (fill === 'waiting' && saved) {
    const typed = differs(form.getValues(), EMPTY_AID_ESTIMATE_INPUT);
    setFill(typed ? 'typed' : 'saved');
    if (!typed) setEstimate(estimateAid(saved));
  }
  useEffect(() => {
    if (fill === 'saved' && saved) form.reset(saved);
  }, [fill, saved, form]);
  const taxYear = AID_TABLES[useWatch({ control: form.control, name: 'awardYear' })]?.taxYear ?? AID_TABLES['2026-27'].taxYear;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setStatus(null);
      setEstimate(estimateAid(values));
      if (!signedIn) return;
      try {
        const answer = await save.mutateAsync(values);
        setStatus({ kind: 'saved', at: answer.estimate?.updatedAt ?? actionNow().toISOString() });
      } catch (error) {
        const message = showFieldErrors(form.setError, error, Object.keys(values))
          ? t`Your inputs were not saved. Check the highlighted fields.`
          : errorMessage(error, t`Your inputs were not saved. The estimate above is still right; please try saving again.`);
        setStatus({ kind: 'error', message });
      }
    },
    () => {
      setEstimate(null);
      setStatus({ kind: 'error', message: t`Check the highlighted fields: each says what it needs.` });
    },
  );

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      setStatus({ kind: 'deleted' });
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessage(error, t`Your saved inputs were not deleted. Please try again.`) });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={t`Student Aid Index estimator`} className="mt-6 space-y-5">
        <FamilyFields />
        <ParentFields taxYear={taxYear} />
        <StudentFields taxYear={taxYear} />
        {status?.kind === 'error' ? <FormAlert>{status.message}</FormAlert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {signedIn ? (form.formState.isSubmitting ? t`Saving…` : t`Estimate and save`) : t`Estimate`}
          </Button>
          {signedIn && hasSaved && status?.kind !== 'deleted' ? (
            <Button variant="secondary" onClick={onDelete} disabled={remove.isPending}>
              <Trans>Delete my saved inputs</Trans>
            </Button>
          ) : null}
          <p role="status" className="text-sm text-emerald-700">
            {loadingSaved && !status ? <span className="text-slate-600">{t`Loading your saved estimate…`}</span> : null}
            {fill === 'typed' && !status ? (
              <span className="text-slate-600">
                {t`You started typing before your saved inputs loaded, so they were not filled in. Estimate and save replaces them with what you see here.`}
              </span>
            ) : null}
            {status?.kind === 'saved' ? <SavedAt at={status.at} /> : null}
            {status?.kind === 'deleted' ? <Trans>Your saved inputs were deleted.</Trans> : null}
          </p>
        </div>
        {!signedIn ? (
          <p className="text-sm text-slate-600">
            <Trans>
              Nothing you type here is sent or saved. <Link to={paths.login.getHref(paths.financialAid.getHref())}>Sign in</Link> to keep
              your inputs and see your estimated Pell Grant beside each college’s net price.
            </Trans>
          </p>
        ) : null}
      </form>
      {estimate ? (
        <div className="mt-6">
          <AidEstimateResult estimate={estimate} />
        </div>
      ) : null}
    </FormProvider>
  );
}

/** Whether a value differs from the blank form's: typed, chosen, or typed before the page's code came (a string then). */
const differs = (value: unknown, blank: unknown): boolean =>
  typeof blank === 'object' && blank !== null
    ? Object.entries(blank).some(([key, inner]) => differs((value as Record<string, unknown> | undefined)?.[key], inner))
    : String(value ?? '') !== String(blank ?? '');

function SavedAt({ at }: { at: string }) {
  const time = formatTime(at);
  return <Trans>Saved to your account at {time}. Only you, and those you share costs with, can see it.</Trans>;
}
