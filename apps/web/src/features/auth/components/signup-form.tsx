import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { SignupBody, User } from '@campuspath/contract/auth';
import { ACCOUNT_ROLES, type AccountRole } from '@campuspath/contract/auth-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { activeAppLocale } from '../../../lib/locale.ts';
import { graduationYearOptions } from '../graduation-years.ts';
import { NewPasswordField } from './new-password-field.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver<SignupBody>(() => import('@campuspath/contract/auth').then((module) => module.signupBodySchema));

const FIELD_NAMES = ['name', 'email', 'password', 'graduationYear', 'role'];

/** What each account type is for, under its choice. */
const ROLE_HINTS: Record<AccountRole, MessageDescriptor> = {
  student: msg`Plan your own applications.`,
  parent: msg`Follow the plan your student shares with you. Nothing you do changes it.`,
  counselor: msg`Create your high school and follow the students who share with you.`,
  teacher: msg`Answer the recommendation letters your students ask you for.`,
};

/** Each account type's name (the contract's ACCOUNT_ROLE_LABELS, in the page's language). */
const ROLE_LABELS: Record<AccountRole, MessageDescriptor> = {
  student: msg`Student`,
  parent: msg`Parent or guardian`,
  counselor: msg`Counselor`,
  teacher: msg`Teacher`,
};

/**
 * `initialEmail`: the address an invitation went to, filled in for the invited person;
 * `rosterInvitation`: the token of the school's invitation the visitor came from, sent along.
 */
export function SignupForm({
  onSignedUp,
  initialRole = 'student',
  initialEmail = '',
  rosterInvitation,
}: {
  onSignedUp: (user: User) => void;
  initialRole?: AccountRole;
  initialEmail?: string;
  rosterInvitation?: string;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { signup } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const years = graduationYearOptions();
  const form = useForm<SignupBody>({
    resolver,
    defaultValues: { name: '', email: initialEmail, password: '', graduationYear: years[2], role: initialRole },
  });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' }) ?? 'student';

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      // A graduation year is a student's: parents and counselors send none.
      const { graduationYear: _year, ...rest } = values;
      // A roster invitation goes along with a student's or a teacher's account (the server checks it is that role's).
      const invited = rosterInvitation && values.role === 'teacher' ? { ...rest, rosterInvitation } : rest;
      const body = values.role === 'student' ? { ...values, rosterInvitation } : invited;
      // The page's language becomes the account's: its emails are written in it (a parent invited in Spanish signs up on /es).
      onSignedUp(await signup({ ...body, locale: activeAppLocale() }));
    } catch (error) {
      if (!showFieldErrors(form.setError, error, FIELD_NAMES)) {
        setFormError(
          error instanceof ApiRequestError && error.status === 429 && error.body
            ? error.body.message
            : t`Sign-up failed. Please try again.`,
        );
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Create your account`}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <fieldset>
        <legend className="block text-sm font-medium text-slate-800">
          <Trans>I am a</Trans>
        </legend>
        <div className="mt-1 grid gap-2">
          {ACCOUNT_ROLES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
            >
              <input type="radio" value={value} className="mt-1 size-4 accent-indigo-600" {...form.register('role')} />
              <span>
                <span className="block text-sm font-medium text-slate-900">{i18n._(ROLE_LABELS[value])}</span>
                <span className="block text-sm text-slate-600">{i18n._(ROLE_HINTS[value])}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.role?.message ? <p className="mt-1 text-sm text-red-700">{errors.role.message}</p> : null}
      </fieldset>
      <TextField label={t`Name`} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField label={t`Email`} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <NewPasswordField label={t`Password`} error={errors.password?.message} {...form.register('password')} />
      {/* Only a student's graduation year means something; other accounts keep the default. */}
      {role === 'student' ? (
        <SelectField
          label={t`High school graduation year`}
          error={errors.graduationYear?.message}
          {...form.register('graduationYear', { valueAsNumber: true })}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t`Creating your account…` : t`Create Free Account`}
      </Button>
    </form>
  );
}
