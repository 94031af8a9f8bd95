import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { AID_TABLES } from '@campuspath/contract/aid-estimate';
import { type AidEstimateInput, type ParentFilingStatus, PARENT_FILING_STATUSES } from '@campuspath/contract/aid-estimate-input';
import { AWARD_YEARS } from '@campuspath/contract/aid-tables';
import { STATE_CODES } from '@campuspath/contract/schools-query-terms';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { findUsState } from '../../../lib/us-states.ts';

type Field = FieldPath<AidEstimateInput>;

/** The IRS filing statuses in the page's language (the contract keeps the English the API validates by id). */
const FILING_STATUS_LABELS: Record<ParentFilingStatus, MessageDescriptor> = {
  'married-joint': msg`Married filing jointly`,
  'married-separate': msg`Married filing separately`,
  single: msg`Single`,
  'head-of-household': msg`Head of household`,
  'qualifying-surviving-spouse': msg`Qualifying surviving spouse`,
};

function errorAt(errors: object, path: string): string | undefined {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return (found as { message?: string } | undefined)?.message;
}

/** A whole-dollar amount; an empty or non-numeric entry reaches the schema as NaN and gets its message. */
function Dollars({ name, label, hint }: { name: Field; label: string; hint?: string }) {
  const { register, formState } = useFormContext<AidEstimateInput>();
  return (
    <TextField
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      step={1}
      error={errorAt(formState.errors, name)}
      {...register(name, { valueAsNumber: true })}
    />
  );
}

function Check({ name, label, hint }: { name: Field; label: string; hint?: string }) {
  const { register } = useFormContext<AidEstimateInput>();
  const id = `aid-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 rounded border-slate-300"
        {...register(name)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export function FamilyFields() {
  const { t, i18n } = useLingui();
  const { register, formState } = useFormContext<AidEstimateInput>();
  return (
    <Group title={t`The family`}>
      <SelectField label={t`Award year`} error={errorAt(formState.errors, 'awardYear')} {...register('awardYear')}>
        {AWARD_YEARS.map((year) => {
          const taxYear = AID_TABLES[year].taxYear;
          return (
            <option key={year} value={year}>
              {t`${year} (uses ${taxYear} taxes)`}
            </option>
          );
        })}
      </SelectField>
      <SelectField
        label={t`State of residence`}
        hint={t`Only Alaska and Hawaii change the estimate (their own poverty guidelines).`}
        error={errorAt(formState.errors, 'state')}
        {...register('state')}
      >
        {STATE_CODES.map((code) => (
          <option key={code} value={code}>
            {findUsState(code)?.name ?? code}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Family size`}
        hint={t`The student, the parents and others the parents support.`}
        type="number"
        inputMode="numeric"
        error={errorAt(formState.errors, 'familySize')}
        {...register('familySize', { valueAsNumber: true })}
      />
      <SelectField
        label={t`Parents on the FAFSA`}
        error={errorAt(formState.errors, 'parentCount')}
        {...register('parentCount', { setValueAs: Number })}
      >
        <option value={1}>{t`One parent`}</option>
        <option value={2}>{t`Two parents`}</option>
      </SelectField>
      <SelectField
        label={t`Parents’ tax filing status`}
        error={errorAt(formState.errors, 'parentFilingStatus')}
        {...register('parentFilingStatus')}
      >
        {PARENT_FILING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {i18n._(FILING_STATUS_LABELS[status])}
          </option>
        ))}
      </SelectField>
      <div className="space-y-3 sm:col-span-2">
        <Check
          name="parentClaimedEitc"
          label={t`The parents claimed the Earned Income Tax Credit`}
          hint={t`With head of household, this makes a single parent for the Pell income limits.`}
        />
        <Check name="parentsNotRequiredToFile" label={t`The parents were not required to file a federal tax return`} />
        <Check
          name="businessFarmIsSmall"
          label={t`Any business is a family farm or has 100 or fewer employees`}
          hint={t`From 2026-27 such a business or farm is not counted.`}
        />
      </div>
    </Group>
  );
}

export function ParentFields({ taxYear }: { taxYear: number }) {
  const { t } = useLingui();
  return (
    <Group title={t`Parents’ ${taxYear} income and current assets`}>
      <Dollars name="parent.agi" label={t`Parents’ adjusted gross income (AGI)`} />
      <Dollars name="parent.incomeTax" label={t`Parents’ U.S. income tax paid`} />
      <Dollars name="parent.earnings1" label={t`First parent’s earnings from work`} />
      <Dollars name="parent.earnings2" label={t`Second parent’s earnings from work`} hint={t`0 with one parent.`} />
      <Dollars
        name="parent.untaxedIncome"
        label={t`Parents’ untaxed income`}
        hint={t`IRA/SEP deductions, tax-exempt interest, untaxed IRA and pension payments.`}
      />
      <Dollars name="parent.exclusions" label={t`Parents’ grants, education credits and work-study`} hint={t`Subtracted from income.`} />
      <Dollars
        name="parent.foreignIncomeExclusion"
        label={t`Parents’ foreign earned income exclusion`}
        hint={t`Added back from 2026-27.`}
      />
      <Dollars name="parent.childSupportReceived" label={t`Child support received`} />
      <Dollars name="parent.cash" label={t`Parents’ cash, savings and checking`} />
      <Dollars name="parent.investments" label={t`Parents’ investments`} hint={t`Not the home or retirement accounts.`} />
      <Dollars name="parent.businessFarm" label={t`Parents’ business and farm net worth`} />
    </Group>
  );
}

export function StudentFields({ taxYear }: { taxYear: number }) {
  const { t } = useLingui();
  return (
    <Group title={t`Student’s ${taxYear} income and current assets`}>
      <Dollars name="student.agi" label={t`Student’s adjusted gross income (AGI)`} />
      <Dollars name="student.incomeTax" label={t`Student’s U.S. income tax paid`} />
      <Dollars name="student.earnings" label={t`Student’s earnings from work`} />
      <Dollars name="student.untaxedIncome" label={t`Student’s untaxed income`} />
      <Dollars name="student.exclusions" label={t`Student’s grants, education credits and work-study`} />
      <Dollars name="student.foreignIncomeExclusion" label={t`Student’s foreign earned income exclusion`} />
      <Dollars name="student.cash" label={t`Student’s cash, savings and checking`} />
      <Dollars name="student.investments" label={t`Student’s investments`} />
      <Dollars name="student.businessFarm" label={t`Student’s business and farm net worth`} />
    </Group>
  );
}
