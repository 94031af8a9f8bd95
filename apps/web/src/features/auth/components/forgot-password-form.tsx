import { useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ForgotPasswordBody } from '@campuspath/contract/auth';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { focusOnMount } from '../../../lib/focus-on-mount.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';

const resolver = lazyZodResolver<ForgotPasswordBody>(() =>
  import('@campuspath/contract/auth').then((module) => module.forgotPasswordBodySchema),
);

/**
 * Asks for a password-reset link. The answer reads the same for every address (the API never says
 * whether an account exists); a 429 says how long to wait. What was typed stays for another try.
 */
export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useLingui();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({ resolver, defaultValues: { email: initialEmail } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      if (!showFieldErrors(form.setError, error, ['email'])) {
        setFormError(errorMessage(error, t`We could not send the link just now. Please try again.`));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Get a link to set a new password`}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {forgot.isSuccess && !formError ? (
        <div
          ref={focusOnMount}
          tabIndex={-1}
          role="status"
          className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 focus:outline-none"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{forgot.data.message}</p>
        </div>
      ) : null}
      <TextField label={t`Email`} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t`Sending…` : forgot.isSuccess ? t`Send another link` : t`Send me a link`}
      </Button>
    </form>
  );
}
