import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ChangePasswordBody, User } from '@campuspath/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useChangePassword, useUpdateAccount } from '../api/account-mutations.ts';
import type { DetailsValues, EmailValues } from './account-form-schemas.ts';
import { EmailStatus } from './email-status.tsx';

const schemas = () => import('./account-form-schemas.ts');
const detailsResolver = lazyZodResolver<DetailsValues>(() => schemas().then((module) => module.detailsSchema));
const emailResolver = lazyZodResolver<EmailValues>(() => schemas().then((module) => module.emailFormSchema));
const passwordResolver = lazyZodResolver<ChangePasswordBody>(() =>
  import('@campuspath/contract/auth').then((module) => module.changePasswordBodySchema),
);

const FAILED = msg`Something went wrong and nothing was changed. Please try again.`;

function Saved({ show, children }: { show: boolean; children: string }) {
  return (
    <p role="status" className="min-w-0 text-sm wrap-anywhere text-emerald-700">
      {show ? children : ''}
    </p>
  );
}

export function DetailsForm({ user, years }: { user: User; years: number[] }) {
  const { t, i18n } = useLingui();
  const update = useUpdateAccount();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<DetailsValues>({
    resolver: detailsResolver,
    defaultValues: { name: user.name, graduationYear: user.graduationYear },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      // Only a student's graduation year means something; other accounts change their name only.
      await update.mutateAsync(student ? { name: values.name, graduationYear: Number(values.graduationYear) } : { name: values.name });
      form.reset(values);
    } catch (error) {
      setMessage(showFieldErrors(form.setError, error, ['name', 'graduationYear']) ? null : errorMessage(error, i18n._(FAILED)));
    }
  });
  const allYears = years.includes(user.graduationYear) ? years : [user.graduationYear, ...years];
  const student = user.role === 'student';
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Your details`}>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <TextField label={t`Name`} autoComplete="name" error={form.formState.errors.name?.message} {...form.register('name')} />
      {student ? (
        <SelectField label={t`High school graduation year`} {...form.register('graduationYear', { valueAsNumber: true })}>
          {allYears.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Trans>Save details</Trans>
        </Button>
        <Saved show={update.isSuccess && !form.formState.isDirty}>{t`Saved.`}</Saved>
      </div>
    </form>
  );
}

/**
 * A new address takes effect once its emailed link is opened: until then the account keeps
 * its address, and the status above the form says which one is waiting.
 */
export function EmailForm({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const update = useUpdateAccount();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<EmailValues>({ resolver: emailResolver, defaultValues: { email: user.email, currentPassword: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const { user: updated } = await update.mutateAsync(values);
      form.reset({ email: updated.email, currentPassword: '' });
    } catch (error) {
      setMessage(showFieldErrors(form.setError, error, ['email', 'currentPassword']) ? null : errorMessage(error, i18n._(FAILED)));
    }
  });
  const pending = update.data?.user.pendingEmail;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Email address`}>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <EmailStatus user={user} />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        hint={t`A new address is used once you open the link we email to it.`}
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Trans>Change email</Trans>
        </Button>
        <Saved show={update.isSuccess && !form.formState.isDirty}>{pending ? t`Check ${pending} for the link.` : t`Email updated.`}</Saved>
      </div>
    </form>
  );
}

export function PasswordForm() {
  const { t, i18n } = useLingui();
  const change = useChangePassword();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<ChangePasswordBody>({
    resolver: passwordResolver,
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await change.mutateAsync(values);
      form.reset({ currentPassword: '', newPassword: '' });
    } catch (error) {
      setMessage(showFieldErrors(form.setError, error, ['currentPassword', 'newPassword']) ? null : errorMessage(error, i18n._(FAILED)));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Password`}>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 10 characters. Your other devices will be signed out.`}
        error={form.formState.errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Trans>Change password</Trans>
        </Button>
        <Saved show={change.isSuccess && !form.formState.isDirty}>{t`Password changed. Other devices were signed out.`}</Saved>
      </div>
    </form>
  );
}
