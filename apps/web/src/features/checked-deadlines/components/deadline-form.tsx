import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { APPLICATION_ROUNDS, type ApplicationRound } from '@campuspath/contract/applications-terms';
import type { CheckedDeadline, PutCheckedDeadlineBody } from '@campuspath/contract/checked-deadlines';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormAlert, FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { SchoolSearch } from '../../../components/ui/school-search.tsx';
import { errorMessage, fieldErrors, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { formatDay, renderToday, todayIso } from '../../../lib/format-date.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';
import { US_TIME_ZONES } from '../../../lib/us-time-zones.ts';
import { usePutCheckedDeadline } from '../api/put-checked-deadline.ts';
import type { FormInput, Values } from './deadline-form-schema.ts';

const resolver = lazyZodResolver<FormInput, Values>(() => import('./deadline-form-schema.ts').then((module) => module.deadlineFormSchema));
const FIELDS = ['round', 'cycle', 'date', 'timeZone', 'sourceUrl', 'checkedOn'];

interface DeadlineFormProps {
  highSchoolId: string;
  /** The deadline being changed (its college, round and cycle stay); null adds a new one. */
  editing: CheckedDeadline | null;
  onDone: (saved: CheckedDeadline | null) => void;
}

/**
 * Record a college's deadline for a round and cycle, or change one: the college from
 * the catalogue (the school search), round, date, time zone (the college's own unless another is
 * chosen), the page it was checked on and when. The contract's rules check each field here, the API
 * names any field it refuses (the college too), and the form keeps what was typed.
 */
export function DeadlineForm({ highSchoolId, editing, onDone }: DeadlineFormProps) {
  const { t, i18n } = useLingui();
  const put = usePutCheckedDeadline(highSchoolId);
  const entryYear = currentEntryYear(renderToday());
  const [college, setCollege] = useState<{ id: number; name: string } | null>(
    editing ? { id: editing.collegeId, name: editing.collegeName } : null,
  );
  const [collegeError, setCollegeError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const form = useForm<FormInput, unknown, Values>({
    resolver,
    defaultValues: {
      round: editing?.round ?? ('' as ApplicationRound),
      cycle: String(editing?.cycle ?? entryYear),
      date: editing?.date ?? '',
      timeZone: editing?.timeZone ?? '',
      sourceUrl: editing?.source.url ?? '',
      checkedOn: todayIso(),
    },
  });
  const { errors } = form.formState;
  const previous = editing?.previousDate ? formatDay(editing.previousDate) : null;

  const save = async (values: Values) => {
    setFormError(null);
    setCollegeError(undefined);
    const body = {
      collegeId: college?.id,
      // An edit keeps its college, round and cycle (their fields are shown, not changed).
      round: editing?.round ?? values.round,
      cycle: editing?.cycle ?? Number(values.cycle),
      date: values.date,
      ...(values.timeZone ? { timeZone: values.timeZone } : {}),
      sourceUrl: values.sourceUrl,
      checkedOn: values.checkedOn,
    } as PutCheckedDeadlineBody;
    try {
      const { deadline } = await put.mutateAsync(body);
      form.reset({ ...values, round: '' as ApplicationRound, date: '', timeZone: '', sourceUrl: '' });
      if (!editing) setCollege(null);
      onDone(deadline);
    } catch (error) {
      const collegeMessage = fieldErrors(error).collegeId;
      const placed = showFieldErrors(form.setError, error, FIELDS);
      if (collegeMessage) {
        setCollegeError(collegeMessage);
        searchRef.current?.focus();
      } else if (!placed) setFormError(errorMessage(error, t`The deadline could not be saved. Please try again.`));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-5">
      {college ? (
        <div>
          <p className="text-sm font-medium text-slate-800">
            <Trans>College</Trans>
          </p>
          <div className="mt-1 flex items-center justify-between gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3">
            <p className="flex min-w-0 items-center gap-2 font-semibold text-slate-900" data-testid="deadline-college">
              <Check aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
              {college.name}
            </p>
            {editing ? null : (
              <button
                ref={changeRef}
                type="button"
                className={buttonClass('secondary')}
                onClick={() => {
                  setCollege(null);
                  requestAnimationFrame(() => searchRef.current?.focus());
                }}
              >
                <Trans>
                  Change<span className="sr-only"> college</span>
                </Trans>
              </button>
            )}
          </div>
        </div>
      ) : (
        <SchoolSearch
          label={t`College`}
          labelClassName="text-sm font-medium text-slate-800"
          placeholder={t`Search by college name or city`}
          hint={t`Type at least 2 letters to see matching colleges.`}
          error={collegeError}
          inputRef={searchRef}
          onPick={(school) => {
            setCollege({ id: school.id, name: school.name });
            setCollegeError(undefined);
            requestAnimationFrame(() => changeRef.current?.focus());
          }}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t`Round`} error={errors.round?.message}>
          {(control) => (
            <select {...control} {...form.register('round')} disabled={editing !== null} className={inputClass}>
              <option value="">{t`Choose a round`}</option>
              {APPLICATION_ROUNDS.map((round) => (
                <option key={round} value={round}>
                  {i18n._(APPLICATION_ROUND_NAMES[round])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t`Cycle`} error={errors.cycle?.message}>
          {(control) => (
            <select {...control} {...form.register('cycle')} disabled={editing !== null} className={inputClass}>
              {[
                entryYear,
                entryYear + 1,
                ...(editing && editing.cycle !== entryYear && editing.cycle !== entryYear + 1 ? [editing.cycle] : []),
              ].map((year) => (
                <option key={year} value={year}>
                  <Trans>Students starting in fall {year}</Trans>
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t`Deadline`} error={errors.date?.message}>
          {(control) => <input type="date" {...control} {...form.register('date')} className={inputClass} />}
        </FormField>
        <FormField label={t`Time zone`} hint={t`Due at 11:59 pm in this zone.`} error={errors.timeZone?.message}>
          {(control) => (
            <select {...control} {...form.register('timeZone')} className={inputClass}>
              <option value="">{t`The college's own time zone`}</option>
              {US_TIME_ZONES.map(({ zone, label }) => (
                <option key={zone} value={zone}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t`Source (web address)`}
          hint={t`The college's page where you checked the date.`}
          error={errors.sourceUrl?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <input type="url" inputMode="url" placeholder="https://" {...control} {...form.register('sourceUrl')} className={inputClass} />
          )}
        </FormField>
        <FormField label={t`Date checked`} error={errors.checkedOn?.message}>
          {(control) => <input type="date" {...control} {...form.register('checkedOn')} className={inputClass} />}
        </FormField>
      </div>
      {editing?.previousDate ? (
        <p className="text-sm text-slate-600">
          <Trans>It was {previous} before its last change.</Trans>
        </p>
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {editing ? (
          <Button variant="secondary" onClick={() => onDone(null)}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" disabled={put.isPending}>
          {put.isPending ? t`Saving…` : editing ? t`Save the change` : t`Add deadline`}
        </Button>
      </div>
    </form>
  );
}
