import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { APPLICATION_ROUNDS, APPLICATION_STATUSES } from '@campuspath/contract/applications-terms';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { APPLICATION_ROUND_NAMES, APPLICATION_STATUS_NAMES } from '../../../lib/plan-terms.ts';

/** The fields an application has besides its school and checklist, for the create and edit forms. */
export interface ApplicationFieldValues extends FieldValues {
  round?: unknown;
  status?: unknown;
  deadline?: unknown;
  decisionDate?: unknown;
  portalUrl?: unknown;
  notes?: unknown;
}

const message = (errors: FieldErrors, name: string) => {
  const error = errors[name];
  return typeof error?.message === 'string' ? error.message : undefined;
};

export function ApplicationFields<T extends ApplicationFieldValues>({
  register,
  errors,
  requireRoundChoice,
  afterDates,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** A new application starts with no round chosen. */
  requireRoundChoice?: boolean;
  /** Shown right under the dates (where a counselor's checked deadline came from). */
  afterDates?: ReactNode;
}) {
  const field = (name: string) => register(name as Path<T>);
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t`Round`} error={message(errors, 'round')}>
        {(control) => (
          <select {...control} {...field('round')} className={inputClass}>
            {requireRoundChoice ? (
              <option value="">
                <Trans>Choose a round</Trans>
              </option>
            ) : null}
            {APPLICATION_ROUNDS.map((round) => (
              <option key={round} value={round}>
                {i18n._(APPLICATION_ROUND_NAMES[round])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t`Status`} error={message(errors, 'status')}>
        {(control) => (
          <select {...control} {...field('status')} className={inputClass}>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(APPLICATION_STATUS_NAMES[status])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t`Deadline`} hint={t`The college's deadline for this round.`} error={message(errors, 'deadline')}>
        {(control) => <input type="date" {...control} {...field('deadline')} className={inputClass} />}
      </FormField>
      <FormField
        label={t`Decision expected (optional)`}
        hint={t`When the college says it will decide.`}
        error={message(errors, 'decisionDate')}
      >
        {(control) => <input type="date" {...control} {...field('decisionDate')} className={inputClass} />}
      </FormField>
      {afterDates ? <div className="sm:col-span-2">{afterDates}</div> : null}
      <div className="sm:col-span-2">
        <FormField
          label={t`Application portal link (optional)`}
          hint={t`Where you fill in this application, e.g. https://apply.example.edu`}
          error={message(errors, 'portalUrl')}
        >
          {(control) => <input type="url" inputMode="url" {...control} {...field('portalUrl')} className={inputClass} />}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label={t`Notes (optional)`} error={message(errors, 'notes')}>
          {(control) => <textarea rows={4} {...control} {...field('notes')} className={inputClass} />}
        </FormField>
      </div>
    </div>
  );
}
