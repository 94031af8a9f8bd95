import { useLingui } from '@lingui/react/macro';
import { get, type Path, type UseFormReturn } from 'react-hook-form';
import type { OfferBody, OfferEntries } from '@campuspath/contract/offers';
import { LISTED_AS_CHOICES, RENEWABLE_CHOICES, type CostLine, type GrantLine, type LoanLine } from '@campuspath/contract/offers-terms';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { LISTED_AS_WORDS, LOAN_TAKE_WORDS, RENEWABLE_WORDS } from '../offer-terms.ts';

/** The offer form's react-hook-form handle, shared by its line rows. */
export type OfferFormApi = UseFormReturn<OfferBody, unknown, OfferEntries>;
type Name = Path<OfferBody>;

const errorAt = (api: OfferFormApi, name: Name): string | undefined =>
  (get(api.formState.errors, name) as { message?: string } | undefined)?.message;

/** What a money box sends: a blank box is "not on the letter" (null); "$1,200" reads as 1200; anything else fails the schema. */
const toAmount = (value: unknown) => {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  return Number(String(value).replace(/[$,\s]/g, ''));
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function MoneyField({
  api,
  name,
  label,
  hint,
  onEdit,
}: {
  api: OfferFormApi;
  name: Name;
  label: string;
  hint?: string | undefined;
  onEdit?: () => void;
}) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      hint={hint}
      error={errorAt(api, name)}
      {...api.register(name, { setValueAs: toAmount, ...(onEdit ? { onChange: onEdit } : {}) })}
    />
  );
}

export function CheckboxLine({ api, name, label }: { api: OfferFormApi; name: Name; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" className="size-4 rounded border-slate-300" {...api.register(name)} />
      {label}
    </label>
  );
}

/**
 * A cost line: its amount (marked while it is still the college's federal figure, with which figure
 * it is when the college publishes more than one, as tuition) and whether the college bills it.
 */
export function CostLineRow({
  api,
  line,
  label,
  year,
  which,
}: {
  api: OfferFormApi;
  line: CostLine;
  label: string;
  year: string | null;
  which: string | null;
}) {
  const { t } = useLingui();
  const federal = api.watch(`costs.${line}.source`) === 'federal-figure';
  const figure = which ? lowerFirst(which) : null;
  const hint = !federal
    ? undefined
    : year && figure
      ? t`College’s federal figure (${year}), ${figure}. Replace it with the letter’s`
      : year
        ? t`College’s federal figure (${year}): replace it with the letter’s`
        : figure
          ? t`College’s federal figure, ${figure}. Replace it with the letter’s`
          : t`College’s federal figure: replace it with the letter’s`;
  return (
    <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
      <MoneyField
        api={api}
        name={`costs.${line}.amount`}
        label={label}
        hint={hint}
        onEdit={() => api.setValue(`costs.${line}.source`, 'letter')}
      />
      <div className="pb-2">
        <CheckboxLine api={api} name={`costs.${line}.billed`} label={t`${label}: billed by the college`} />
      </div>
    </div>
  );
}

export function GrantLineRow({ api, line, label }: { api: OfferFormApi; line: GrantLine; label: string }) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <MoneyField api={api} name={`grants.${line}.amount`} label={label} />
      <SelectField
        label={t`${label}: renews?`}
        error={errorAt(api, `grants.${line}.renewable`)}
        {...api.register(`grants.${line}.renewable`)}
      >
        {RENEWABLE_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {i18n._(RENEWABLE_WORDS[choice])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** A loan: its amount, how the letter listed it, whether the family plans to take it (and a private loan's rate). */
export function LoanLineRow({ api, line, label }: { api: OfferFormApi; line: LoanLine; label: string }) {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-2 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0">
      <div className="grid gap-2 sm:grid-cols-2">
        <MoneyField api={api} name={`loans.${line}.amount`} label={label} />
        <SelectField label={t`${label}: how the letter lists it`} {...api.register(`loans.${line}.listedAs`)}>
          {LISTED_AS_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {i18n._(LISTED_AS_WORDS[choice])}
            </option>
          ))}
        </SelectField>
      </div>
      {line === 'private' ? (
        <TextField
          label={t`Private loan: interest rate (%)`}
          inputMode="decimal"
          autoComplete="off"
          error={errorAt(api, 'loans.private.ratePercent')}
          {...api.register('loans.private.ratePercent', { setValueAs: toAmount })}
        />
      ) : null}
      <CheckboxLine api={api} name={`loans.${line}.take`} label={i18n._(LOAN_TAKE_WORDS[line])} />
    </div>
  );
}
