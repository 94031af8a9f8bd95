import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { LoginBody, User } from '@campuspath/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showFieldErrors } from '../../../lib/api-error-messages.ts';
import { activeAppLocale } from '../../../lib/locale.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver<LoginBody>(() => import('@campuspath/contract/auth').then((module) => module.loginBodySchema));

/** The message for a failed sign-in (spec section 8: "Login failed" for anything unexpected). */
export function loginErrorMessage(error: unknown): MessageDescriptor | string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return msg`Invalid email or password`;
    if (error.status === 429 && error.body) return error.body.message;
  }
  return msg`Login failed`;
}

/** `initialEmail`: the address an invitation went to, filled in for the invited person. */
export function LoginForm({ onSignedIn, initialEmail = '' }: { onSignedIn: (user: User) => void; initialEmail?: string }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { login, startDemo } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const [demoPending, setDemoPending] = useState<'student' | 'counselor' | null>(null);
  const form = useForm<LoginBody>({ resolver, defaultValues: { email: initialEmail, password: '' } });
  const { errors, isSubmitting } = form.formState;
  // "Forgot password?" carries what was typed (in history state, not the URL) to prefill the next form.
  const typedEmail = useWatch({ control: form.control, name: 'email' }).trim();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSignedIn(await login(values));
    } catch (error) {
      if (!showFieldErrors(form.setError, error, ['email', 'password'])) {
        const message = loginErrorMessage(error);
        setFormError(typeof message === 'string' ? message : i18n._(message));
      }
    }
  });

  const tryDemo = async (role: 'student' | 'counselor') => {
    setFormError(null);
    setDemoPending(role);
    try {
      // The sample content is written in the page's language, as its sample student would have typed it.
      onSignedIn(await startDemo({ role, locale: activeAppLocale() }));
    } catch (error) {
      setFormError(
        error instanceof ApiRequestError && error.status === 429 && error.body
          ? error.body.message
          : t`The demo could not start. Please try again.`,
      );
    } finally {
      setDemoPending(null);
    }
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Sign in`}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextField label={t`Email`} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link
            to={paths.forgotPassword.getHref()}
            state={typedEmail ? { email: typedEmail } : null}
            className="font-medium text-indigo-700 hover:underline"
          >
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t`Signing in…` : t`Sign In`}
        </Button>
      </form>
      <div className="relative text-center text-sm text-slate-500">
        <span className="bg-white px-2">
          <Trans>or</Trans>
        </span>
      </div>
      <div>
        <div className="grid gap-2">
          <Button variant="secondary" className="w-full" onClick={() => void tryDemo('student')} disabled={demoPending !== null}>
            {demoPending === 'student' ? t`Preparing your demo…` : t`Try the demo`}
          </Button>
          <Button variant="ghost" className="w-full" onClick={() => void tryDemo('counselor')} disabled={demoPending !== null}>
            {demoPending === 'counselor' ? t`Preparing the counselor demo…` : t`Try the counselor demo`}
          </Button>
        </div>
        <p className="mt-2 text-center text-xs text-slate-500">
          <Trans>
            A private sample workspace, filled in for you: a student's plan, or a counselor's sample high school with a sample class, its
            plans and letter requests. It is deleted after a day.
          </Trans>
        </p>
      </div>
    </div>
  );
}
