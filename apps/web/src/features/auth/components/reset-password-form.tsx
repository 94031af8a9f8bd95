import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { User } from '@campuspath/contract/auth';
import type { EmailLinkProblem } from '@campuspath/contract/auth-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { linkProblemOf } from '../link-problem.ts';
import { NewPasswordField } from './new-password-field.tsx';

interface ResetFormValues {
  password: string;
}
const resolver = lazyZodResolver<ResetFormValues>(() =>
  import('@campuspath/contract/auth').then((module) => module.resetPasswordBodySchema.pick({ password: true })),
);

interface ResetPasswordFormProps {
  token: string;
  /** The address the link resets, for the browser's password manager. */
  email: string;
  /** The password is set and this page is signed in. */
  onDone: (user: User) => void;
  /** The link stopped working between the check and the submit (used in another tab, expired). */
  onLinkProblem: (problem: EmailLinkProblem) => void;
}

/** The new password, with the sign-up page's strength rules; a weak one is refused on the field. */
export function ResetPasswordForm({ token, email, onDone, onLinkProblem }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const { resetPassword } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetFormValues>({ resolver, defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      onDone(await resetPassword({ token, password }));
    } catch (error) {
      const problem = linkProblemOf(error);
      if (problem) return onLinkProblem(problem);
      if (!showFieldErrors(form.setError, error, ['password'])) {
        setFormError(errorMessage(error, t`We could not set your password just now. Please try again.`));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Set a new password`}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordField label={t`New password`} error={errors.password?.message} {...form.register('password')} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t`Saving…` : t`Set password and sign in`}
      </Button>
    </form>
  );
}
