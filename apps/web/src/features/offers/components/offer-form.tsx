import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { AcceptedApplication, OfferBody, OfferEntries } from '@campuspath/contract/offers';
import {
  COST_LINES,
  GRANT_LINES,
  HOUSING_CHOICES,
  LOAN_LINES,
  OFFER_NOTES_MAX_LENGTH,
  OFFER_YEARS,
} from '@campuspath/contract/offers-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextAreaField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { prefillNoteText, tuitionNoteText } from '../offer-loan-text.ts';
import { COST_LINE_WORDS, GRANT_LINE_WORDS, HOUSING_WORDS, LOAN_LINE_WORDS, PARENT_PLUS_CAP_WORDS } from '../offer-terms.ts';
import { CheckboxLine, CostLineRow, GrantLineRow, LoanLineRow, MoneyField, type OfferFormApi } from './offer-form-lines.tsx';

const resolver = lazyZodResolver<OfferBody, OfferEntries>(() =>
  import('@campuspath/contract/offers').then((module) => module.offerBodySchema),
);

// The groups' class names, named so (a class list, not words).
const groupClass = 'space-y-3 rounded-xl border border-slate-200 p-4';
const legendClass = 'px-1 text-base font-semibold text-slate-900';

const FIELDS = ['academicYear', 'housing', 'letterShowedCost', 'costs', 'grants', 'workStudy', 'loans', 'notes'];

/**
 * One college's offer in the College Financing Plan's groups. The cost lines start from the
 * college's federal figures (marked, with their year) for the family to correct; every other line
 * starts blank. The contract's schema checks it before it is sent, in the API's own words.
 */
export function OfferForm({
  application,
  existing,
  defaults,
  reference,
  onSubmit,
  onCancel,
}: {
  application: AcceptedApplication;
  existing: OfferEntries | null;
  defaults: OfferEntries;
  /** Figures shown beside the offer for reference (the federal net price, the estimated Pell Grant). */
  reference: ReactNode;
  onSubmit: (body: OfferEntries) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OfferBody, unknown, OfferEntries>({ resolver, defaultValues: defaults });
  const api: OfferFormApi = form;
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!showFieldErrors(form.setError, error, FIELDS))
        setFormError(errorMessage(error, t`The offer could not be saved. Please try again.`));
    }
  });
  const schoolName = application.schoolName;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t`${schoolName} aid offer`}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {reference}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t`Year the offer is for`} error={errors.academicYear?.message} {...form.register('academicYear')}>
          {OFFER_YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Where the student will live`} error={errors.housing?.message} {...form.register('housing')}>
          {HOUSING_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {i18n._(HOUSING_WORDS[choice])}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className={groupClass}>
        <legend className={legendClass}>
          <Trans>Cost of attendance</Trans>
        </legend>
        <p className="text-sm text-slate-600">
          {existing ? t`As entered.` : prefillNoteText(i18n, application.prefill)}{' '}
          <Trans>Tick “billed” for what the college bills (tuition, housing on campus).</Trans>
        </p>
        <CheckboxLine api={api} name="letterShowedCost" label={t`The letter shows a cost of attendance`} />
        {COST_LINES.map((line) => (
          <CostLineRow
            key={line}
            api={api}
            line={line}
            label={i18n._(COST_LINE_WORDS[line])}
            year={application.prefill.year}
            which={line === 'tuitionFees' ? tuitionNoteText(i18n, application.prefill.tuition) : null}
          />
        ))}
        {errors.costs?.message ? <p className="text-sm text-red-700">{errors.costs.message}</p> : null}
      </fieldset>
      <fieldset className={groupClass}>
        <legend className={legendClass}>
          <Trans>Grants and scholarships (gift aid)</Trans>
        </legend>
        <p className="text-sm text-slate-600">
          <Trans>Money you never repay. Leave a line blank when the letter has none.</Trans>
        </p>
        {GRANT_LINES.map((line) => (
          <GrantLineRow key={line} api={api} line={line} label={i18n._(GRANT_LINE_WORDS[line])} />
        ))}
      </fieldset>
      <fieldset className={groupClass}>
        <legend className={legendClass}>
          <Trans>Work-study</Trans>
        </legend>
        <p className="text-sm text-slate-600">
          <Trans>Earned in a campus job and paid as wages: not money off the bill.</Trans>
        </p>
        <MoneyField api={api} name="workStudy.amount" label={t`Federal Work-Study`} />
        <CheckboxLine api={api} name="workStudy.take" label={t`The student plans to do work-study`} />
      </fieldset>
      <fieldset className={groupClass}>
        <legend className={legendClass}>
          <Trans>Loans</Trans>
        </legend>
        <p className="text-sm text-slate-600">
          <Trans>Every loan is repaid with interest. Mark how the letter listed each one.</Trans> {i18n._(PARENT_PLUS_CAP_WORDS)}
        </p>
        {LOAN_LINES.map((line) => (
          <LoanLineRow key={line} api={api} line={line} label={i18n._(LOAN_LINE_WORDS[line])} />
        ))}
      </fieldset>
      <TextAreaField
        label={t`Notes (optional)`}
        rows={3}
        maxLength={OFFER_NOTES_MAX_LENGTH}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving…` : t`Save offer`}
        </Button>
      </div>
    </form>
  );
}
